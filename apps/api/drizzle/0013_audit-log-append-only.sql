-- The audit log is append-only (issue 12, docs/decisions/012): no session may change or remove a
-- row, whatever its role. Migration 0009 already revokes UPDATE and DELETE from dawa_tenant; these
-- triggers also stop the app's own (owning) role and superusers going through the table, so a bug,
-- a hand-typed statement or a cascade cannot rewrite history. TRUNCATE (which skips row triggers)
-- has its own statement trigger. audit_log has no foreign keys, so deleting a user, a pharmacy or a
-- listing leaves its history in place: the rows outlive what they describe.
-- Reading stays as 0009 set it: a tenant scope sees its pharmacy's rows only; platform rows
-- (tenant_id NULL) are read outside any scope, by GET /admin/logs for platform administrators.
-- Written to be re-runnable: OR REPLACE, DROP ... IF EXISTS before CREATE.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_append_only ON "audit_log";
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_no_truncate ON "audit_log";
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
