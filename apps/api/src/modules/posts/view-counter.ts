import { REPORT_TIME_ZONE } from '@dawa/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';

/**
 * Listing views, counted in memory and written in one statement every few seconds: opening a
 * listing is the marketplace's most frequent request, and an UPDATE per view made every guest's
 * read a write (a row lock, a new row version and WAL on the hottest rows). A crash loses at most
 * one interval of views; views are a seller's indication, not money. A seller reading their own
 * counts first flushes this instance's pending views (`flush`), so what they see includes their
 * listings' latest views here; views counted by another instance arrive within one interval.
 */
export interface ViewCounter {
  count(postId: string): void;
  /** Writes every pending view; resolves once they are in the database (or logged as lost). */
  flush(): Promise<void>;
  /**
   * The background job's flush (VIEW_FLUSH_JOB): as `flush`, answering how many listings it
   * wrote, and rejecting when the write failed so the job's run is recorded as failed.
   */
  flushForJob(): Promise<{ items: number }>;
  /** Writes what is pending (app close, after the jobs stopped and before the database closes). */
  close(): Promise<void>;
}

/** Pending views are written this often, by the background job of every instance (docs/jobs.md). */
export const VIEW_FLUSH_EVERY_MS = 5_000;
/** A flush starts early once this many listings wait, so one statement stays small. */
export const VIEW_FLUSH_MAX_PENDING = 500;

export function createViewCounter(
  orm: Orm,
  log: FastifyBaseLogger,
  { maxPending = VIEW_FLUSH_MAX_PENDING } = {},
): ViewCounter {
  let pending = new Map<string, number>();
  // Flushes run one after another, so two never race on the same rows' counts.
  let writing: Promise<unknown> = Promise.resolve();

  /** Writes the batch; answers the error instead of throwing (a page read must not fail on it). */
  const write = async (batch: Map<string, number>): Promise<Error | null> => {
    const rows = sql.join(
      [...batch].map(([id, n]) => sql`(${id}::uuid, ${n}::int)`),
      sql`, `,
    );
    try {
      // The total and the day's count in one statement: a listing's days always add up to its
      // total. The day is the flush's, in the report's time zone (a view in the last seconds of
      // a day may count on the next one).
      await orm.execute(sql`
        WITH bumped AS (
          UPDATE posts p SET view_count = p.view_count + v.n
          FROM (VALUES ${rows}) AS v(id, n)
          WHERE p.id = v.id
          RETURNING p.id, v.n)
        INSERT INTO post_daily_views AS d (post_id, day, views)
        SELECT id, (now() AT TIME ZONE ${REPORT_TIME_ZONE})::date, n FROM bumped
        ON CONFLICT (post_id, day) DO UPDATE SET views = d.views + EXCLUDED.views`);
      return null;
    } catch (err) {
      log.warn({ err, listings: batch.size }, 'listing views not recorded');
      return err instanceof Error ? err : new Error('listing views not recorded');
    }
  };

  /** Starts writing what is pending after the writes before it; answers the batch's size and error. */
  const flushBatch = (): Promise<{ items: number; error: Error | null }> => {
    if (pending.size === 0) return writing.then(() => ({ items: 0, error: null }));
    const batch = pending;
    pending = new Map();
    const done = writing.then(() => write(batch));
    writing = done;
    return done.then((error) => ({ items: batch.size, error }));
  };

  const flush = async () => {
    await flushBatch();
  };

  return {
    count(postId) {
      pending.set(postId, (pending.get(postId) ?? 0) + 1);
      if (pending.size >= maxPending) void flush();
    },
    flush,
    async flushForJob() {
      const { items, error } = await flushBatch();
      if (error !== null) throw error;
      return { items };
    },
    close: flush,
  };
}

/**
 * The flush as a background job: on every instance (`scope: 'instance'`), since each holds its
 * own pending views in memory; a cluster lock would leave the other instances' views unwritten.
 */
export const viewFlushJob = (views: ViewCounter): JobDefinition => ({
  name: 'listing-views-flush',
  description: "Writes the listing views this instance counted in memory to the listings' counts.",
  scope: 'instance',
  schedule: { everyMs: VIEW_FLUSH_EVERY_MS },
  run: () => views.flushForJob(),
});
