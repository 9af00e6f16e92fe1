// Proving a refused request stored nothing, cheaply enough to check after every request: a
// row-level trigger on every table of the test database logs each insert, update and delete in
// `test_write_log`, inside the writing transaction, so a write that was rolled back leaves no trace.
import { sql } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import type { Database } from '../db/client.ts';

const LOG = 'test_write_log';
/** Mail is written after the answer (the mail queue is fire and forget), so the outbox is judged
 * by when each message was made instead of by the write log. */
export const MAIL_TABLE = 'mail_outbox';
/** The background jobs' runs (platform/jobs/runner.ts): written by a timer, whatever request runs
 * then (the view flush runs every few seconds on each instance). */
const JOB_RUNS_TABLE = 'job_runs';
/** posts.view_count, written by the batched view counter at any moment. */
const UNCOUNTED_COLUMN = 'view_count';
/** Its per-day counts (post_daily_views), written in the same statement. */
const VIEWS_TABLE = 'post_daily_views';

/** Installs the write log on every table of this (test) database but the outbox, the views and
 * the jobs' runs. */
export async function installWriteLog(db: Database): Promise<void> {
  const result = await db.orm.execute(
    sql`select tablename from pg_tables where schemaname = 'public'
          and tablename not in (${MAIL_TABLE}, ${VIEWS_TABLE}, ${JOB_RUNS_TABLE})`,
  );
  const tables = (result.rows as { tablename: string }[]).map((row) => row.tablename);
  await db.orm.execute(
    sql.raw(`create table if not exists ${LOG} (id bigserial primary key, tbl text not null)`),
  );
  // Security definer: whatever role a request runs as (row-level security), it may log.
  await db.orm.execute(
    sql.raw(`create or replace function ${LOG}_add() returns trigger language plpgsql
      security definer as $$ begin insert into ${LOG} (tbl) values (TG_TABLE_NAME); return null; end $$`),
  );
  for (const table of tables) {
    await db.orm.execute(
      sql`create trigger ${sql.identifier(`${LOG}_trigger`)} after insert or delete on ${sql.identifier(table)} for each row execute function ${sql.raw(`${LOG}_add`)}()`,
    );
    // A listing's view counter is no stored data: views are counted in memory and written in a
    // batch every few seconds (posts/view-counter.ts), during whatever request runs then.
    await db.orm.execute(
      sql`create trigger ${sql.identifier(`${LOG}_update_trigger`)} after update on ${sql.identifier(table)} for each row
        when ((to_jsonb(old) - ${sql.raw(`'${UNCOUNTED_COLUMN}'`)}) is distinct from (to_jsonb(new) - ${sql.raw(`'${UNCOUNTED_COLUMN}'`)}))
        execute function ${sql.raw(`${LOG}_add`)}()`,
    );
  }
}

export interface StoreState {
  /** The newest write log entry. */
  lastWrite: number;
  /** Mail made since the time asked. */
  mail: number;
}

export async function storeState(db: Database, since: Date): Promise<StoreState> {
  const result = await db.orm.execute(sql`select
    (select coalesce(max(id), 0) from ${sql.identifier(LOG)})::text as last_write,
    (select count(*) from ${sql.identifier(MAIL_TABLE)} where created_at >= ${since.toISOString()}::timestamptz)::int as mail`);
  const row = result.rows[0] as { last_write: string; mail: number };
  return { lastWrite: Number(row.last_write), mail: row.mail };
}

/** Rows written after log entry `after`, by table, leaving out `ignored` tables: `users ×2`. */
export async function writesAfter(
  db: Database,
  after: number,
  ignored: readonly string[] = [],
): Promise<string[]> {
  const result = await db.orm.execute(
    sql`select tbl, count(*)::int as n from ${sql.identifier(LOG)} where id > ${after} group by tbl order by tbl`,
  );
  return (result.rows as { tbl: string; n: number }[])
    .filter((row) => !ignored.includes(row.tbl))
    .map((row) => `${row.tbl} ×${String(row.n)}`);
}

/** How many files lie under `dir` (uploads end up there), however deep. */
export async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}
