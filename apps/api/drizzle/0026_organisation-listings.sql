-- Listings and shops belong to the organisation (issue 31, docs/decisions/018): posts and shops get
-- the organisation that sells (null: a person selling on their own account). A shop is one per
-- organisation, or one per person without one (the old one-per-user constraint becomes a partial
-- unique index). The partial index serves an organisation's own list and its shop page.
ALTER TABLE "shops" DROP CONSTRAINT "shops_ownerId_unique";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_tenant_seq_idx" ON "posts" USING btree ("tenant_id","seq" DESC NULLS LAST) WHERE tenant_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_personal_owner_idx" ON "shops" USING btree ("owner_id") WHERE tenant_id IS NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_tenantId_unique" UNIQUE("tenant_id");
