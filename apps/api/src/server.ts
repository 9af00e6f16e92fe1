// Process entry: configuration, listen, graceful shutdown. Everything else is in app.ts.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { describeDataDir, preparePrivateDataDir, PRIVATE_UMASK } from './data-dir.ts';
import { describeStoredSecrets, resolveSecrets } from './stored-secrets.ts';

// In-flight requests get this long to finish after SIGTERM/SIGINT before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

// Before anything is created: every file and folder this process makes is its user's alone.
process.umask(PRIVATE_UMASK);

// The environment, DATA_DIR made private (before the database or a secret is written into it),
// then the secrets the environment leaves unset from DATA_DIR/secrets.json (made on first start).
const { config, stored, dataDir } = await (async () => {
  const env = loadConfig(process.env);
  const dataDir = await preparePrivateDataDir(env);
  return { ...(await resolveSecrets(env)), dataDir };
})().catch((error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  // Before the logger exists, and for a human: one line per bad variable.
  console.error(error.message);
  process.exit(1);
});
const app = await buildApp({ config }).catch((error: unknown) => {
  // The logger lives inside the app, which failed to build (database unreachable, migrations missing, ...).
  console.error('Dawa API failed to start:', error);
  process.exit(1);
});
const dataDirLine = describeDataDir(dataDir);
if (dataDirLine) app.log[dataDirLine.level]({ dataDir: dataDir.dir }, dataDirLine.message);
if (stored) app.log.info({ file: stored.file }, describeStoredSecrets(stored));

closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  // Stops accepting connections, drains in-flight requests, then the onClose hook closes the database.
  await app.close();
});

// The address holds the real port, even when PORT=0 asks the system for a free one.
const address = await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Dawa API listening on ${address}`);
