CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key" UNIQUE NULLS NOT DISTINCT("tenant_id","user_id","key")
);
--> statement-breakpoint
DROP TABLE "post_idempotency_keys" CASCADE;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Row-level security (docs/decisions/011): a tenant wall reads and writes its pharmacy's keys only.
-- Keys written outside any organisation (tenant_id null) are written and read by the app's own role,
-- which the policies do not bind. The old keys of POST /post are not carried over: they held a
-- listing, not the answer (docs/idempotency.md); only a retry in flight across the deploy loses it.
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "idempotency_keys";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "idempotency_keys" AS PERMISSIVE FOR ALL TO dawa_tenant
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
