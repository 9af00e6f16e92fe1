import { REPORT_TIME_ZONE } from '@dawa/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client.ts';

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
  /** Stops the timer and writes what is pending (app close, before the database closes). */
  close(): Promise<void>;
}

export const VIEW_FLUSH_EVERY_MS = 5_000;
/** A flush starts early once this many listings wait, so one statement stays small. */
export const VIEW_FLUSH_MAX_PENDING = 500;

export function createViewCounter(
  orm: Orm,
  log: FastifyBaseLogger,
  { everyMs = VIEW_FLUSH_EVERY_MS, maxPending = VIEW_FLUSH_MAX_PENDING } = {},
): ViewCounter {
  let pending = new Map<string, number>();
  // Flushes run one after another, so two never race on the same rows' counts.
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: Map<string, number>) => {
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
    } catch (err) {
      log.warn({ err, listings: batch.size }, 'listing views not recorded');
    }
  };

  const flush = () => {
    if (pending.size > 0) {
      const batch = pending;
      pending = new Map();
      writing = writing.then(() => write(batch));
    }
    return writing;
  };

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();

  return {
    count(postId) {
      pending.set(postId, (pending.get(postId) ?? 0) + 1);
      if (pending.size >= maxPending) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
