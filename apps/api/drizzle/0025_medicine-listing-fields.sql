-- Product details of a listing (issue 31, docs/decisions/016): expiry date (a month given alone is
-- stored as its last day), pack size, quantity available, minimum order, manufacturer and
-- registration number; all optional. The partial index serves the expiry sweep (active listings
-- with an expiry date only). Listings in a regulated category are sold new only: those posted as
-- used or refurbished before become NEW (nothing else of them changes).
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "expiry_date" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "pack_size" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "quantity_available" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "min_order_quantity" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "manufacturer" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "registration_number" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_active_expiry_idx" ON "posts" USING btree ("expiry_date") WHERE status = 'ACTIVE' AND expiry_date IS NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "condition" = 'NEW'
  WHERE "condition" IN ('USED', 'REFURBISHED')
    AND EXISTS (SELECT 1 FROM "categories" c
      WHERE c.regulated AND c.id IN ("posts"."category_id", "posts"."sub_category_id"));
