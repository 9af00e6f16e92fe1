// `npm run seed:demo`: fills the database the app would open (DATABASE_URL, else PGlite under
// DATA_DIR, default ./data) with the demo marketplace, after applying the migrations. Safe to re-run.
//   npm run seed:demo -- --listings 5000 --orgs-per-type 4
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.ts';
import { describeDataDir, preparePrivateDataDir, PRIVATE_UMASK } from '../src/data-dir.ts';
import { openAppDatabase } from '../src/db/open.ts';
import { createStorage } from '../src/modules/uploads/create-storage.ts';
import { resolveSecrets } from '../src/stored-secrets.ts';
import { DEMO_ADMIN_EMAIL, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './seed-demo-people.ts';
import { DEFAULT_SCALE, seedDemo } from './seed-demo-run.ts';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string' },
    'orgs-per-type': { type: 'string' },
  },
});

const positive = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1) return n;
  console.error(`--${name} must be a whole number above 0`);
  process.exit(2);
};
const scale = {
  listings: positive(args.listings, DEFAULT_SCALE.listings, 'listings'),
  organisationsPerType: positive(
    args['orgs-per-type'],
    DEFAULT_SCALE.organisationsPerType,
    'orgs-per-type',
  ),
};

async function main(): Promise<void> {
  // Like the server: what the seed writes (the database, the photos) is this user's alone.
  process.umask(PRIVATE_UMASK);
  const env = loadConfig(process.env);
  const dataDirLine = describeDataDir(await preparePrivateDataDir(env));
  if (dataDirLine) console.log(dataDirLine.message);
  const started = performance.now();
  // The seed talks to a person: its own lines on stdout, a dropped idle connection on stderr.
  const db = await openAppDatabase(
    { ...env, DATABASE_POOL_MAX: 4 },
    {
      info: () => undefined,
      error: (details: unknown, message?: string) => console.error(message, details),
    },
  );
  try {
    // The secrets as the server will use them (generated into the database on its first start).
    const { config } = await resolveSecrets(env, db);
    console.log(
      db.driver === 'pglite'
        ? `Seeding the embedded database in ${join(config.DATA_DIR, 'pglite')}`
        : 'Seeding the PostgreSQL database of DATABASE_URL',
    );
    const { inserted } = await seedDemo({
      orm: db.orm,
      storage: createStorage(config).storage,
      maxPixels: config.UPLOAD_MAX_PIXELS,
      scale,
      log: (message) =>
        console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s  ${message}`),
    });
    const added = Object.values(inserted).reduce((sum, n) => sum + n, 0);
    console.log(
      added === 0
        ? 'Demo data already present: nothing added.'
        : `Demo data added in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(
      `Sign in as ${DEMO_ADMIN_EMAIL}, pharmacy1@${DEMO_EMAIL_DOMAIN}, importer1@${DEMO_EMAIL_DOMAIN}, clinic1@${DEMO_EMAIL_DOMAIN}, ... with the password "${DEMO_PASSWORD}".`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
