CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_public_title_trgm_idx";--> statement-breakpoint
DROP INDEX "posts_public_price_idx";--> statement-breakpoint
DROP INDEX "posts_public_category_price_idx";--> statement-breakpoint
DROP INDEX "posts_public_sub_category_price_idx";--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_public_location_trgm_idx" ON "posts" USING gin (lower("location") gin_trgm_ops) WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;--> statement-breakpoint
CREATE INDEX "posts_public_price_idx" ON "posts" USING btree ("price_minor","seq") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;--> statement-breakpoint
CREATE INDEX "posts_public_category_price_idx" ON "posts" USING btree ("category_id","price_minor","seq") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;--> statement-breakpoint
CREATE INDEX "posts_public_sub_category_price_idx" ON "posts" USING btree ("sub_category_id","price_minor","seq") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;