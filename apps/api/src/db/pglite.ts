import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PRIVATE_DIR_MODE } from '../data-dir.ts';
import type { Database } from './client.ts';
import { PrivateNodeFS } from './pglite-private-fs.ts';
import { SESSION_SETTINGS_SQL } from './session-settings.ts';
import * as schema from './schema/index.ts';

/**
 * The embedded database. PGlite is ONE connection shared by every request of the process
 * (docs/stack.md#pitfall-2): never run session-scoped statements (`SET ROLE`, `set_config(..., false)`)
 * outside a transaction with `SET LOCAL`, or they leak into every later request.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  // PGlite does not create the parents of its data directory (docs/stack.md#pitfall-3). Private, like every
  // file in it (the write-ahead log carries password hashes): see PrivateNodeFS.
  if (dataDir !== null) await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // Reopening a directory must load the same extensions the migrations created.
  const client = await PGlite.create({
    ...(dataDir === null ? {} : { fs: new PrivateNodeFS(dataDir) }),
    extensions: { pg_trgm },
  });
  await client.exec(SESSION_SETTINGS_SQL);
  // Same casing as drizzle.config.ts: camelCase in TypeScript, snake_case columns in SQL.
  const orm = drizzle({ client, schema, casing: 'snake_case' });
  // Only this process opens this database (PGlite is in-process), so its locks are in memory.
  const held = new Set<string>();
  return {
    driver: 'pglite',
    orm,
    async ping() {
      await orm.execute(sql`select 1`);
    },
    async migrate(folder) {
      await migrate(orm, { migrationsFolder: folder });
    },
    tryLock(name) {
      if (held.has(name)) return Promise.resolve(null);
      held.add(name);
      return Promise.resolve(() => {
        held.delete(name);
        return Promise.resolve();
      });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
