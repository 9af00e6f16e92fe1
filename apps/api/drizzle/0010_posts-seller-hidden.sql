DROP INDEX "posts_public_seq_idx";--> statement-breakpoint
DROP INDEX "posts_public_category_seq_idx";--> statement-breakpoint
DROP INDEX "posts_public_sub_category_seq_idx";--> statement-breakpoint
DROP INDEX "posts_public_price_idx";--> statement-breakpoint
DROP INDEX "posts_public_category_price_idx";--> statement-breakpoint
DROP INDEX "posts_public_sub_category_price_idx";--> statement-breakpoint
DROP INDEX "posts_public_search_idx";--> statement-breakpoint
DROP INDEX "posts_public_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seller_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_public_seq_idx" ON "posts" USING btree ("seq" DESC NULLS LAST) WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;--> statement-breakpoint
CREATE INDEX "posts_public_category_seq_idx" ON "posts" USING btree ("category_id","seq" DESC NULLS LAST) WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;--> statement-breakpoint
CREATE INDEX "posts_public_sub_category_seq_idx" ON "posts" USING btree ("sub_category_id","seq" DESC NULLS LAST) WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;--> statement-breakpoint
CREATE INDEX "posts_public_price_idx" ON "posts" USING btree ("price_minor") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;--> statement-breakpoint
CREATE INDEX "posts_public_category_price_idx" ON "posts" USING btree ("category_id","price_minor") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;--> statement-breakpoint
CREATE INDEX "posts_public_sub_category_price_idx" ON "posts" USING btree ("sub_category_id","price_minor") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;--> statement-breakpoint
CREATE INDEX "posts_public_search_idx" ON "posts" USING gin ("search_vector") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;--> statement-breakpoint
CREATE INDEX "posts_public_title_trgm_idx" ON "posts" USING gin (lower("title") gin_trgm_ops) WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;