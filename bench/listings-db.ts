// The server PostgreSQL database the listings benchmark runs on: created when missing and migrated
// with the app's own migrations (the schema the API would create at start).
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';

export const BENCH_DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dawa_bench';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../apps/api/drizzle', import.meta.url));

/** Creates the database of `url` when it does not exist yet (connecting to `postgres` to do so). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** The bench database, created if needed and migrated. */
export async function openBenchDatabase(url = BENCH_DATABASE_URL): Promise<Database> {
  await ensureDatabase(url);
  const db = await openDatabase({
    driver: 'postgres',
    url,
    poolMax: 4,
    onPoolError: (error) => console.error('idle PostgreSQL connection failed', error),
  });
  await migrateDatabase(db, MIGRATIONS_DIR);
  return db;
}

/** Bench users have fixed e-mails, so the harness finds them again. */
export const BENCH_VIEWER_EMAIL = 'viewer@bench.dawa.et';
export const benchSellerEmail = (n: number) => `seller${n}@bench.dawa.et`;
