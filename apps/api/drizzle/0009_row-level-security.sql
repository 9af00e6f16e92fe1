-- Row-level security: the database's second wall between pharmacies (docs/decisions/011).
-- Tenant-scoped transactions switch to the role `dawa_tenant` (SET LOCAL ROLE, through
-- withTenantScope) and name their tenant and user in `app.tenant_id` / `app.user_id`; there a query
-- that forgets its tenant filter sees only the current pharmacy's rows. Every other session (the
-- owner that runs these migrations, superusers) is not subject to the policies: RLS is enabled but
-- not FORCEd, and every policy is `TO dawa_tenant`.
-- Written to be re-runnable: IF NOT EXISTS, OR REPLACE, DROP ... IF EXISTS before CREATE.

-- The role. Roles are cluster-wide: several databases on one server (parallel test databases, a
-- staging copy) share it and may create it at the same moment, in which case the loser's CREATE
-- waits for the winner and fails with unique_violation (or duplicate_object): both mean "exists".
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'dawa_tenant') THEN
    CREATE ROLE dawa_tenant NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;
--> statement-breakpoint
-- The app's role must be allowed to SET ROLE dawa_tenant. Superusers always are, so on PGlite and
-- for a superuser DATABASE_URL this does nothing; a non-superuser owner needs CREATEROLE (or an
-- administrator runs `GRANT dawa_tenant TO <app role>` once beforehand).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'dawa_tenant', 'MEMBER') THEN
    EXECUTE format('GRANT dawa_tenant TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
-- The scope's tenant and user. A setting never set reads as NULL and one reset at the end of a
-- transaction reads as '': both become NULL here, and NULL matches no row, so a transaction that
-- switched role but named no tenant sees nothing. Plain SQL (no SET clause) so the planner inlines it.
CREATE OR REPLACE FUNCTION app_tenant_id() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(pg_catalog.current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(pg_catalog.current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
-- Privileges: the role reads and writes the app's tables (scoped code joins users, categories...);
-- the policies, not the grants, keep tenants apart. Tables created later by the same (migrating)
-- role get the same grants by default; TRUNCATE, which ignores RLS, is never granted.
GRANT USAGE ON SCHEMA public TO dawa_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO dawa_tenant;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO dawa_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO dawa_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO dawa_tenant;
--> statement-breakpoint
-- The audit log is append-only: a scoped transaction may add to it, never change or remove it.
REVOKE UPDATE, DELETE ON "audit_log" FROM dawa_tenant;
--> statement-breakpoint

-- memberships: the current pharmacy's members, read and written; plus, read-only, the caller's own
-- memberships elsewhere ("my pharmacies", and the caller's role in each branch of the list).
ALTER TABLE "memberships" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "memberships";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "memberships" AS PERMISSIVE FOR ALL TO dawa_tenant
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
--> statement-breakpoint
DROP POLICY IF EXISTS own_memberships ON "memberships";
--> statement-breakpoint
CREATE POLICY own_memberships ON "memberships" AS PERMISSIVE FOR SELECT TO dawa_tenant
  USING (user_id = app_user_id());
--> statement-breakpoint

-- audit_log: the current pharmacy's events only; platform events (tenant_id NULL) never show here.
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "audit_log";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "audit_log" AS PERMISSIVE FOR ALL TO dawa_tenant
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
--> statement-breakpoint

-- tenants (a branch is a tenant whose parent_id names its pharmacy, decision 005). Seen: the current
-- tenant, its branches, and the tenants the caller belongs to (which covers a branch's pharmacy
-- when the caller is a member there). Managed: the current tenant and its branches. Created: a
-- branch of the current tenant. A new pharmacy is created outside any scope.
ALTER TABLE "tenants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_visible ON "tenants";
--> statement-breakpoint
CREATE POLICY tenant_visible ON "tenants" AS PERMISSIVE FOR SELECT TO dawa_tenant
  USING (
    id = app_tenant_id()
    OR parent_id = app_tenant_id()
    OR id IN (SELECT m.tenant_id FROM memberships m WHERE m.user_id = app_user_id())
  );
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_update ON "tenants";
--> statement-breakpoint
CREATE POLICY tenant_update ON "tenants" AS PERMISSIVE FOR UPDATE TO dawa_tenant
  USING (id = app_tenant_id() OR parent_id = app_tenant_id())
  WITH CHECK (id = app_tenant_id() OR parent_id = app_tenant_id());
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_delete ON "tenants";
--> statement-breakpoint
CREATE POLICY tenant_delete ON "tenants" AS PERMISSIVE FOR DELETE TO dawa_tenant
  USING (id = app_tenant_id() OR parent_id = app_tenant_id());
--> statement-breakpoint
DROP POLICY IF EXISTS branch_insert ON "tenants";
--> statement-breakpoint
CREATE POLICY branch_insert ON "tenants" AS PERMISSIVE FOR INSERT TO dawa_tenant
  WITH CHECK (parent_id = app_tenant_id());
--> statement-breakpoint
-- tenant_invitations (issue 12): a pharmacy's invitations are its own. The invited person's list
-- (by e-mail, across pharmacies) runs outside any scope.
ALTER TABLE "tenant_invitations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "tenant_invitations";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tenant_invitations" AS PERMISSIVE FOR ALL TO dawa_tenant
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
