-- The secrets the environment leaves unset, shared by every instance on this database (issue 30):
-- the first instance to start inserts them, the others read the same values, so a token one signs
-- is accepted by all. Re-runnable: IF NOT EXISTS, and REVOKE is idempotent.
CREATE TABLE IF NOT EXISTS "platform_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Never for a tenant scope: migration 0009's default privileges grant dawa_tenant every new table
-- of public; this one is taken back, and row-level security without a policy for the role shows it
-- no row should a grant ever come back. The owning role (the app outside a scope) is untouched.
REVOKE ALL ON TABLE "platform_secrets" FROM dawa_tenant;
--> statement-breakpoint
ALTER TABLE "platform_secrets" ENABLE ROW LEVEL SECURITY;
