import { hostname } from 'node:os';
import type { TJobRun, TJobStatus } from '@dawa/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';
import { latestDue, nextDue, timeOfDay, type JobSchedule } from './schedule.ts';

// The one runner of background work (issue 32; docs/jobs.md, docs/decisions/022-background-jobs.md).
// A cluster job runs once per due time across every instance on the database: the run takes the
// job's lock (Database.tryLock: a PostgreSQL advisory lock), then claims its due time with a row
// in job_runs (unique per job and due time). An instance that finds the lock held, or the due time
// claimed, skips. A per-instance job (its work is in the instance's memory) runs on each instance.
// Every run is recorded; a failure is logged and recorded and the job stays scheduled.

export type JobScope = 'cluster' | 'instance';

export interface JobResult {
  /** What the run processed (listings expired, uploads removed), shown to administrators. */
  items?: number;
}

export interface JobDefinition {
  /** Unique, stable: the lock's and the recorded runs' key ("listing-expiry"). */
  name: string;
  /** One sentence for the administrators' page. */
  description: string;
  /** 'cluster' (the default): once per due time on the database; 'instance': on each instance. */
  scope?: JobScope;
  schedule: JobSchedule;
  /**
   * How long after start the first check waits (the app settles first). A cluster job checks then
   * whether its newest due time has run, so a due time missed while every instance was down runs
   * once. Defaults: a minute for a cluster job, the interval for a per-instance one.
   */
  firstAfterMs?: number;
  run(): Promise<JobResult | undefined>;
}

/**
 * What one attempt did: it ran (and succeeded or failed), another run holds the job's lock, its
 * due time has already run, or the runner is stopping.
 */
export type RunAnswer = 'ok' | 'failed' | 'locked' | 'not-due' | 'stopped';

export interface JobRunner {
  /** Adds a job; its timer starts with `start` (or at once if the runner has started). */
  register(job: JobDefinition): void;
  /** Starts every job's timer (the app's onReady). */
  start(): void;
  /** Runs the job now if it is due and nobody runs it: what the timers call; tests call it too. */
  runIfDue(name: string): Promise<RunAnswer>;
  /** Every job with its last run, last success, last failure and next due time. */
  status(): Promise<TJobStatus[]>;
  /** Clears every timer and waits for runs in progress (app close, before the database closes). */
  stop(): Promise<void>;
}

/** Runs kept per job, besides its newest success and newest failure. */
export const RUNS_KEPT = 50;
/** A failure's message is trimmed to this many characters (an error may carry a whole query). */
export const ERROR_MAX_CHARS = 500;
const CLUSTER_FIRST_AFTER_MS = 60_000;
/** A timer never waits longer than setTimeout can (about 24.8 days) nor less than this. */
const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 2 ** 31 - 1;
const INTERRUPTED = 'Interrupted: the instance running it stopped before it finished';

/** Who runs a job on this instance, for the administrators' page. */
const INSTANCE = `${hostname()}:${String(process.pid)}`;

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > ERROR_MAX_CHARS ? `${text.slice(0, ERROR_MAX_CHARS - 1)}…` : text;
}

export function createJobRunner({
  db,
  now,
  log,
  instance = INSTANCE,
}: {
  db: Pick<Database, 'orm' | 'tryLock'>;
  now: () => Date;
  log: FastifyBaseLogger;
  instance?: string;
}): JobRunner {
  const { orm } = db;
  const jobs = new Map<string, JobDefinition>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  /** Runs in progress on this instance, by job: a second attempt here answers 'locked'. */
  const running = new Map<string, Promise<RunAnswer>>();
  let started = false;
  let stopped = false;

  const schedule = (job: JobDefinition, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void runIfDue(job.name)
          .catch((error: unknown) => {
            log.error({ err: error, job: job.name }, 'background job: attempt failed');
          })
          .finally(() => {
            schedule(job, delayToNext(job));
          });
      },
      Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, delayMs)),
    );
    // A timer never keeps the process alive: closing the app is what stops the jobs.
    timer.unref();
    timers.add(timer);
  };

  const delayToNext = (job: JobDefinition) =>
    job.scope === 'instance'
      ? job.schedule.everyMs
      : nextDue(job.schedule, now()).getTime() - now().getTime();

  const startTimer = (job: JobDefinition) => {
    const first =
      job.firstAfterMs ??
      (job.scope === 'instance' ? job.schedule.everyMs : CLUSTER_FIRST_AFTER_MS);
    schedule(job, first);
  };

  /** The run itself, its row written: inserted before (a claim) or after (a per-instance run). */
  const execute = async (job: JobDefinition, claimedId: number | null): Promise<RunAnswer> => {
    const startedAt = now();
    let answer: RunAnswer = 'ok';
    let items: number | null = null;
    let error: string | null = null;
    try {
      items = (await job.run())?.items ?? null;
    } catch (failure) {
      answer = 'failed';
      error = errorText(failure);
      log.error({ err: failure, job: job.name }, 'background job failed');
    }
    const finished = { finishedAt: now(), outcome: answer, error, items };
    try {
      if (claimedId === null) {
        await orm.insert(jobRuns).values({ job: job.name, instance, startedAt, ...finished });
      } else {
        await orm.update(jobRuns).set(finished).where(eq(jobRuns.id, claimedId));
      }
      await prune(job.name);
    } catch (recordError) {
      log.error({ err: recordError, job: job.name }, 'background job: recording its run failed');
    }
    return answer;
  };

  /** Keeps the newest RUNS_KEPT runs of the job, and its newest success and failure. */
  const prune = (name: string) =>
    orm.execute(sql`DELETE FROM job_runs WHERE job = ${name}
      AND id < (SELECT id FROM job_runs WHERE job = ${name} ORDER BY id DESC
        OFFSET ${RUNS_KEPT - 1} LIMIT 1)
      AND id NOT IN (SELECT max(id) FROM job_runs WHERE job = ${name} AND outcome IS NOT NULL
        GROUP BY outcome)`);

  const runCluster = async (job: JobDefinition): Promise<RunAnswer> => {
    const release = await db.tryLock(`job:${job.name}`);
    if (release === null) return 'locked';
    try {
      // Holding the lock, nobody else runs this job: a run left unfinished died with its instance.
      await orm
        .update(jobRuns)
        .set({ finishedAt: now(), outcome: 'failed', error: INTERRUPTED })
        .where(and(eq(jobRuns.job, job.name), isNull(jobRuns.finishedAt)));
      // The claim: one row per job and due time, so a due time runs once whoever comes first.
      const [claim] = await orm
        .insert(jobRuns)
        .values({
          job: job.name,
          dueAt: latestDue(job.schedule, now()),
          instance,
          startedAt: now(),
        })
        .onConflictDoNothing({ target: [jobRuns.job, jobRuns.dueAt] })
        .returning({ id: jobRuns.id });
      if (!claim) return 'not-due';
      return await execute(job, claim.id);
    } finally {
      await release();
    }
  };

  const runIfDue = (name: string): Promise<RunAnswer> => {
    const job = jobs.get(name);
    if (!job) return Promise.reject(new Error(`No background job named ${name}`));
    if (stopped) return Promise.resolve('stopped');
    if (running.has(name)) return Promise.resolve('locked');
    const run = (job.scope === 'instance' ? execute(job, null) : runCluster(job)).finally(() => {
      running.delete(name);
    });
    running.set(name, run);
    return run;
  };

  const toRun = (row: typeof jobRuns.$inferSelect): TJobRun => ({
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    outcome: row.outcome === 'ok' || row.outcome === 'failed' ? row.outcome : null,
    error: row.error,
    items: row.items,
    instance: row.instance,
  });

  const statusOf = async (job: JobDefinition): Promise<TJobStatus> => {
    const newest = (outcome?: 'ok' | 'failed') =>
      orm
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job.name), outcome ? eq(jobRuns.outcome, outcome) : undefined))
        .orderBy(desc(jobRuns.id))
        .limit(1);
    const at = now();
    const due = latestDue(job.schedule, at);
    const [[last], [success], [failure], [claimed]] = await Promise.all([
      newest(),
      newest('ok'),
      newest('failed'),
      job.scope === 'instance'
        ? Promise.resolve([])
        : orm
            .select({ id: jobRuns.id })
            .from(jobRuns)
            .where(and(eq(jobRuns.job, job.name), eq(jobRuns.dueAt, due))),
    ]);
    // A cluster job's newest due time not claimed yet is still to run; a per-instance job is due
    // an interval after its last run here or elsewhere.
    const nextDueAt =
      job.scope === 'instance'
        ? new Date((last?.startedAt ?? at).getTime() + job.schedule.everyMs)
        : claimed
          ? nextDue(job.schedule, at)
          : due;
    return {
      name: job.name,
      description: job.description,
      scope: job.scope ?? 'cluster',
      every_ms: job.schedule.everyMs,
      daily_at_utc: job.schedule.dailyAtMs === undefined ? null : timeOfDay(job.schedule.dailyAtMs),
      last_run: last ? toRun(last) : null,
      last_success_at: success ? (success.finishedAt ?? success.startedAt).toISOString() : null,
      last_failure: failure
        ? { at: (failure.finishedAt ?? failure.startedAt).toISOString(), error: failure.error }
        : null,
      next_due_at: nextDueAt.toISOString(),
    };
  };

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`Background job ${job.name} is registered twice`);
      jobs.set(job.name, job);
      if (started) startTimer(job);
    },
    start() {
      if (started || stopped) return;
      started = true;
      for (const job of jobs.values()) startTimer(job);
    },
    runIfDue,
    status: () => Promise.all([...jobs.values()].map(statusOf)),
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running.values()]);
    },
  };
}
