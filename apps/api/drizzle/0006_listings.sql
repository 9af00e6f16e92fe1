CREATE TABLE "post_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid NOT NULL,
	"condition" text,
	"price_minor" bigint,
	"custom_price" text,
	"negotiable" boolean DEFAULT false NOT NULL,
	"contact_phone" text NOT NULL,
	"location" text,
	"bulk_available" boolean DEFAULT false NOT NULL,
	"bulk_price_minor" bigint,
	"bulk_quantity" integer,
	"delivery_available" boolean DEFAULT false NOT NULL,
	"delivery_note" text,
	"additional_note" text,
	"user_sell_policy" text,
	"user_terms_and_conditions" text,
	"warranty_note" text,
	"color" text,
	"size" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"compliance_status" text DEFAULT 'APPROVED' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')) STORED,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "saved_posts" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_posts_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logo" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"phone_number" text,
	"delivery_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_ownerId_unique" UNIQUE("owner_id")
);
--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_media_post_position_idx" ON "post_media" USING btree ("post_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "post_reports_post_reporter_idx" ON "post_reports" USING btree ("post_id","reporter_id");--> statement-breakpoint
CREATE INDEX "post_reports_open_idx" ON "post_reports" USING btree ("post_id") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "posts_public_seq_idx" ON "posts" USING btree ("seq" DESC NULLS LAST) WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "posts_public_category_seq_idx" ON "posts" USING btree ("category_id","seq" DESC NULLS LAST) WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "posts_public_sub_category_seq_idx" ON "posts" USING btree ("sub_category_id","seq" DESC NULLS LAST) WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "posts_public_price_idx" ON "posts" USING btree ("price_minor") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "posts_public_category_price_idx" ON "posts" USING btree ("category_id","price_minor") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "posts_public_sub_category_price_idx" ON "posts" USING btree ("sub_category_id","price_minor") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "posts_public_search_idx" ON "posts" USING gin ("search_vector") WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "posts_public_title_trgm_idx" ON "posts" USING gin (lower("title") gin_trgm_ops) WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "posts_created_by_seq_idx" ON "posts" USING btree ("created_by","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_review_queue_idx" ON "posts" USING btree ("compliance_status","seq") WHERE compliance_status <> 'APPROVED' AND status <> 'REMOVED';--> statement-breakpoint
CREATE INDEX "saved_posts_user_seq_idx" ON "saved_posts" USING btree ("user_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_posts_post_idx" ON "saved_posts" USING btree ("post_id");