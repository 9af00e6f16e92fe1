import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

type Row<T> = T extends Record<string, unknown> ? T : Record<string, unknown>;
interface RowsResult<T> {
  rows: T[];
}

/**
 * What `execute()` resolves to on both drivers: PGlite's `Results` and pg's `QueryResult` both
 * carry `rows`, so raw SQL stays typed without knowing which driver runs it.
 */
interface QueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Row<this['row']>>;
}

/** The Drizzle instance modules use; the same type whichever driver is active. */
export type Orm = PgDatabase<QueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** The database handle the app holds: repositories use `orm`, the platform the rest. */
export interface Database {
  readonly driver: DatabaseDriver;
  readonly orm: Orm;
  /** Resolves when the database answers `SELECT 1`; rejects otherwise. */
  ping(): Promise<void>;
  /** Applies the SQL migrations of `folder` that are not applied yet (see migrate.ts). */
  migrate(folder: string): Promise<void>;
  /**
   * Takes the lock called `name` unless someone holds it, without waiting: a background job's run
   * (platform/jobs/, docs/jobs.md). Answers the release, or null when it is held. On server
   * PostgreSQL it is a session advisory lock held by one pooled connection until the release (so
   * every instance on the database sees it, and a crashed instance's lock goes with its
   * connection); PGlite is one process's own database, so there a lock in memory is the same.
   */
  tryLock(name: string): Promise<(() => Promise<void>) | null>;
  /** Idempotent: closing twice is harmless. */
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** `dataDir` null keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir: string | null }
  | { driver: 'postgres'; url: string; poolMax: number; onPoolError: (error: Error) => void };

/**
 * Opens the database of `options`. Each driver is imported only when chosen, so a server on
 * PostgreSQL never loads PGlite's WebAssembly and start-up stays fast.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  switch (options.driver) {
    case 'pglite': {
      const { openPglite } = await import('./pglite.ts');
      return openPglite(options.dataDir);
    }
    case 'postgres': {
      const { openPostgres } = await import('./postgres.ts');
      return openPostgres(options);
    }
  }
}
