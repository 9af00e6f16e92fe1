import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { EnvConfig } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * The database the configuration asks for, migrated and ready: PostgreSQL when DATABASE_URL is set,
 * else PGlite. `log` is the app's logger (the demo seed passes its console lines instead).
 */
export async function openAppDatabase(
  config: EnvConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<Database> {
  const started = performance.now();
  const db = await openDatabase(
    config.DATABASE_URL === undefined
      ? { driver: 'pglite', dataDir: join(config.DATA_DIR, 'pglite') }
      : {
          driver: 'postgres',
          url: config.DATABASE_URL,
          poolMax: config.DATABASE_POOL_MAX,
          onPoolError: (err) => log.error({ err }, 'idle PostgreSQL connection failed'),
        },
  );
  try {
    await migrateDatabase(db, config.MIGRATIONS_DIR);
  } catch (error) {
    await db.close();
    throw error;
  }
  log.info(
    { driver: db.driver, ms: Math.round(performance.now() - started) },
    'database open and migrated',
  );
  return db;
}
