// Test helper: one real, migrated database per test file (fresh in-memory PGlite, and server
// PostgreSQL too when TEST_DATABASE_URL is set), apps built on it with `buildApp`, all closed after the file.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, withSecrets, type AppConfig, type EnvVariable } from '../config.ts';
import { openDatabase, type Database, type DatabaseDriver } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { generateSecret } from '../stored-secrets.ts';

export type TestEnv = Partial<Record<EnvVariable, string>>;

/** The databases every suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databases(): DatabaseDriver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

// Random per test process, so no secret sits in the code and nothing is written to DATA_DIR; every
// app of a test file shares them (a token from one app verifies in another). `env` may override.
const TEST_SECRETS = { AUTH_TOKEN_SECRET: generateSecret(), OTP_PEPPER: generateSecret() };

/**
 * A config as the server would parse it; the web dist points nowhere unless a test says otherwise.
 * NODE_ENV=test turns the development aids on (still for loopback clients only: app.inject's
 * default peer is 127.0.0.1, `remoteAddress` makes it another machine).
 */
export function testConfig(env: TestEnv = {}): AppConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'dawa-test-unused'),
    WEB_DIST_DIR: join(tmpdir(), `dawa-no-web-${randomUUID()}`),
    ...env,
  });
  return withSecrets(config, TEST_SECRETS);
}

interface TestDatabase {
  /** Opens another connection (pool or PGlite instance) of the same kind, not migrated; closed after the file. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** PostgreSQL: a database of its own per test file, so files run in parallel without colliding. */
async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `dawa_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    open: () =>
      openDatabase({
        driver: 'postgres',
        url: url.href,
        poolMax: 5,
        onPoolError: (error) => console.error(error),
      }),
    async dispose() {
      // pg's pool.end() resolves before its clients have finished disconnecting; dropping with
      // FORCE at once kills them mid-goodbye and they report "terminating connection" errors.
      // Waiting (briefly, bounded) for the server to see them gone keeps the output clean.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function createTestDatabase(driver: DatabaseDriver): Promise<TestDatabase> | TestDatabase {
  switch (driver) {
    case 'pglite':
      return {
        open: () => openDatabase({ driver: 'pglite', dataDir: null }),
        dispose: () => Promise.resolve(),
      };
    case 'postgres': {
      const url = process.env.TEST_DATABASE_URL;
      if (!url) throw new Error('TEST_DATABASE_URL is not set');
      return createPostgresDatabase(url);
    }
  }
}

export interface BuildOptions {
  env?: TestEnv;
  /** Runs before the app is ready: add test-only routes here. */
  configure?: (app: FastifyInstance) => void;
  db?: Database;
  logger?: BuildAppOptions['logger'];
  now?: BuildAppOptions['now'];
  /** Counters owned by the test (one Redis store per "instance"); the test closes them. */
  counters?: BuildAppOptions['counters'];
  /** A realtime bus owned by the test (two "instances" on one Redis prefix); the test closes it. */
  bus?: BuildAppOptions['bus'];
}

export interface TestAppContext {
  /** The file's shared app on the file's shared, migrated database. */
  readonly app: FastifyInstance;
  readonly db: Database;
  /** Another app (other env, test routes, another database); closed after the file. */
  build(options?: BuildOptions): Promise<FastifyInstance>;
  /** Another unmigrated connection of the same driver; closed after the file. */
  openDatabase(): Promise<Database>;
}

/** Call at the top of a `describe`: registers the hooks that open and close everything. */
export function useTestApp(driver: DatabaseDriver): TestAppContext {
  let testDatabase: TestDatabase | undefined;
  let shared: { app: FastifyInstance; db: Database } | undefined;
  const apps: FastifyInstance[] = [];
  const connections: Database[] = [];

  const context: TestAppContext = {
    get app() {
      if (!shared) throw new Error('useTestApp: the app exists only inside tests');
      return shared.app;
    },
    get db() {
      if (!shared) throw new Error('useTestApp: the database exists only inside tests');
      return shared.db;
    },
    async build({ env, configure, db, logger = false, now, counters, bus } = {}) {
      const app = await buildApp({
        config: testConfig(env),
        db: db ?? context.db,
        logger,
        ...(now && { now }),
        ...(counters && { counters }),
        ...(bus && { bus }),
      });
      apps.push(app);
      configure?.(app);
      return app;
    },
    async openDatabase() {
      if (!testDatabase) throw new Error('useTestApp: no test database yet');
      const db = await testDatabase.open();
      connections.push(db);
      return db;
    },
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    const db = await context.openDatabase();
    await migrateDatabase(db, testConfig().MIGRATIONS_DIR);
    shared = { db, app: await context.build({ db }) };
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(connections.map((db) => db.close()));
    await testDatabase?.dispose();
  });

  return context;
}
