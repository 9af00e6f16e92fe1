-- The shared inbox (issue 31, docs/decisions/018): a room about an organisation's listing belongs to
-- the organisation (chat_rooms.tenant_id), one per buyer and organisation; a room between two people
-- stays one per pair. Rooms that exist stay between their two people (their earlier messages may be
-- about other listings, so they are never shown to a team).
DROP INDEX "chat_rooms_pair_idx";--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_organisation_buyer_idx" ON "chat_rooms" USING btree ("tenant_id","buyer_id") WHERE tenant_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_pair_idx" ON "chat_rooms" USING btree ("user_low","user_high") WHERE tenant_id IS NULL;