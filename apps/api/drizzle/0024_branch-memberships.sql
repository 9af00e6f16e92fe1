-- A pharmacy staffs its branches from inside its tenant wall (issue 30, docs/decisions/011): opening
-- a branch runs in the pharmacy's scope and gives the branch its first members (the pharmacy's
-- owners, and the administrator who opened it). Migration 0009 let a scope insert a branch of the
-- current tenant but memberships of the current tenant only; this adds memberships of a branch of
-- the current tenant, for INSERT only (reading and changing a branch's members stays the branch's
-- own scope). The subquery reads tenants under its SELECT policy, which sees the current tenant's
-- branches; that policy reads memberships through policies that never read tenants: no recursion.
-- Re-runnable: DROP POLICY IF EXISTS before CREATE.
DROP POLICY IF EXISTS branch_memberships ON "memberships";
--> statement-breakpoint
CREATE POLICY branch_memberships ON "memberships" AS PERMISSIVE FOR INSERT TO dawa_tenant
  WITH CHECK (tenant_id IN (SELECT t.id FROM tenants t WHERE t.parent_id = app_tenant_id()));
