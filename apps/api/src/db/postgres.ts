import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './client.ts';
import { SESSION_SETTINGS_OPTIONS } from './session-settings.ts';
import * as schema from './schema/index.ts';

// Any constant works; it only has to be the same in every API instance.
const MIGRATION_LOCK_ID = 728_104_551;
/**
 * The first key of the two-key advisory locks tryLock takes (the second is the hash of the lock's
 * name); PostgreSQL keeps two-key locks apart from one-key ones such as the migration's.
 */
const NAMED_LOCK_SPACE = 728_104_552;

interface PostgresOptions {
  url: string;
  poolMax: number;
  onPoolError: (error: Error) => void;
}

/** Server PostgreSQL through a `pg` pool (DATABASE_URL). */
export function openPostgres({ url, poolMax, onPoolError }: PostgresOptions): Database {
  // A bounded connect timeout keeps /api/ready from hanging when the server is unreachable.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5_000,
    options: SESSION_SETTINGS_OPTIONS,
  });
  // An idle client losing its connection emits 'error'; unhandled, that would crash the process.
  pool.on('error', onPoolError);
  // Same casing as drizzle.config.ts: camelCase in TypeScript, snake_case columns in SQL.
  const orm = drizzle({ client: pool, schema, casing: 'snake_case' });
  let isClosed = false;
  return {
    driver: 'postgres',
    orm,
    async ping() {
      await orm.execute(sql`select 1`);
    },
    async migrate(folder) {
      // Several API instances may start at once: the advisory lock lets one migrate while the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client, schema, casing: 'snake_case' }), {
          migrationsFolder: folder,
        });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        client.release();
      }
    },
    async tryLock(name) {
      // A session lock belongs to the connection that took it: the same pooled client must
      // release it, so this one stays out of the pool until then (docs/jobs.md).
      const client = await pool.connect();
      let taken = false;
      try {
        const { rows } = await client.query<{ taken: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as taken',
          [NAMED_LOCK_SPACE, name],
        );
        taken = rows[0]?.taken === true;
      } finally {
        if (!taken) client.release();
      }
      if (!taken) return null;
      return async () => {
        try {
          await client.query('select pg_advisory_unlock($1, hashtext($2))', [
            NAMED_LOCK_SPACE,
            name,
          ]);
          client.release();
        } catch (error) {
          // A broken connection: destroyed, not pooled; the server dropped its locks with it.
          client.release(error instanceof Error ? error : true);
        }
      };
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}
