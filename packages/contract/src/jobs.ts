import { z } from 'zod';
import { ZTimestamp } from './common.ts';

// The background jobs as platform administrators see them (issue 32, docs/jobs.md): what each job
// does, how often, its last run, last success and last failure, and when it is next due.

/** 'cluster': once per due time whichever instance runs it; 'instance': on every instance. */
export const ZJobScope = z.enum(['cluster', 'instance']);

export const ZJobRunOutcome = z.enum(['ok', 'failed']);

export const ZJobRun = z.object({
  started_at: ZTimestamp,
  /** Null while it runs. */
  finished_at: ZTimestamp.nullable(),
  /** Null while it runs. */
  outcome: ZJobRunOutcome.nullable(),
  /** The failure's message, trimmed; null unless it failed. */
  error: z.string().nullable(),
  /** What the run processed (listings expired, uploads removed), when the job says. */
  items: z.number().int().nullable(),
  /** The API instance that ran it (host and process). */
  instance: z.string(),
});
export type TJobRun = z.infer<typeof ZJobRun>;

export const ZJobStatus = z.object({
  name: z.string(),
  description: z.string(),
  scope: ZJobScope,
  /** Milliseconds between due times. */
  every_ms: z.number().int(),
  /** Also due once a day at this UTC time ("00:00:05"), or null. */
  daily_at_utc: z.string().nullable(),
  last_run: ZJobRun.nullable(),
  last_success_at: ZTimestamp.nullable(),
  last_failure: z.object({ at: ZTimestamp, error: z.string().nullable() }).nullable(),
  /** When it is next due (in the past when a due run has not started yet). */
  next_due_at: ZTimestamp,
});
export type TJobStatus = z.infer<typeof ZJobStatus>;

/** GET /admin/jobs. */
export const ZJobStatusList = z.object({ jobs: z.array(ZJobStatus) });
export type TJobStatusList = z.infer<typeof ZJobStatusList>;
