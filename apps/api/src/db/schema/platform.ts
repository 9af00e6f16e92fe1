import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The secrets the environment leaves unset (AUTH_TOKEN_SECRET, OTP_PEPPER), one row each: the
 * first instance to start on the database inserts them, every instance reads the same values, so
 * a token signed by one is accepted by all (stored-secrets.ts). No grant to the tenant role
 * (migration 0023): a tenant scope can neither read nor write them.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * One row per run of a background job (platform/jobs/, docs/jobs.md). A cluster job's run claims
 * its due time here first: the unique (job, due_at) lets only one instance run a given due time,
 * whoever's timer fired first. A job running on every instance (its state is in memory) has no
 * due_at. finished_at and outcome stay null while the run is going. The runner keeps the newest
 * runs of each job (and its newest success and failure) and prunes the rest. No grant to the
 * tenant role (migration job-runs), like platform_secrets.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    job: text().notNull(),
    /** The due time this run claimed (a cluster job); null on a per-instance job. */
    dueAt: timestamp({ withTimezone: true }),
    /** Which API instance ran it (host and process id), for the administrators' page. */
    instance: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    /** 'ok' or 'failed'; null while running. */
    outcome: text(),
    /** The failure's message, trimmed (platform/jobs/runner.ts). */
    error: text(),
    /** What the run reports it processed (listings expired, uploads removed, ...), if it does. */
    items: integer(),
  },
  (t) => [
    unique('job_runs_job_due_at_unique').on(t.job, t.dueAt),
    index('job_runs_job_id_idx').on(t.job, t.id),
    check('job_runs_outcome_check', sql`${t.outcome} IN ('ok', 'failed')`),
  ],
);
