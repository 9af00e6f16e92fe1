-- The background jobs' runs (issue 32, docs/jobs.md): one row per run, the due time a cluster job's
-- run claimed (unique per job, so N instances run each due time once), its outcome and error.
CREATE TABLE "job_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"due_at" timestamp with time zone,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"error" text,
	"items" integer,
	CONSTRAINT "job_runs_job_due_at_unique" UNIQUE("job","due_at"),
	CONSTRAINT "job_runs_outcome_check" CHECK ("job_runs"."outcome" IN ('ok', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "job_runs_job_id_idx" ON "job_runs" USING btree ("job","id");
--> statement-breakpoint
-- Platform bookkeeping, never for a tenant scope (as platform_secrets, migration 0023): migration
-- 0009's default privileges grant dawa_tenant every new table; this one is taken back.
REVOKE ALL ON TABLE "job_runs" FROM dawa_tenant;
--> statement-breakpoint
ALTER TABLE "job_runs" ENABLE ROW LEVEL SECURITY;
