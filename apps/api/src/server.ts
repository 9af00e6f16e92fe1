// Process entry: configuration, listen, graceful shutdown. Everything else is in app.ts.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { describeDataDir, preparePrivateDataDir, PRIVATE_UMASK } from './data-dir.ts';

// In-flight requests get this long to finish after SIGTERM/SIGINT before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

// Before anything is created: every file and folder this process makes is its user's alone.
process.umask(PRIVATE_UMASK);

/** A configuration problem is told to a human before the logger exists: one line per variable. */
const exitOnConfigError = (error: unknown): never => {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
};

// The environment, then DATA_DIR made private before the database or an upload is written there.
const { config, dataDir } = await (async () => {
  const config = loadConfig(process.env);
  return { config, dataDir: await preparePrivateDataDir(config) };
})().catch(exitOnConfigError);
// The app opens the database and takes the secrets the environment leaves unset from it.
const app = await buildApp({ config }).catch((error: unknown) => {
  if (error instanceof ConfigError) exitOnConfigError(error);
  // The logger lives inside the app, which failed to build (database unreachable, migrations missing, ...).
  console.error('Dawa API failed to start:', error);
  process.exit(1);
});
const dataDirLine = describeDataDir(dataDir);
if (dataDirLine) app.log[dataDirLine.level]({ dataDir: dataDir.dir }, dataDirLine.message);

closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  // Stops accepting connections, drains in-flight requests, then the onClose hook closes the database.
  await app.close();
});

// The address holds the real port, even when PORT=0 asks the system for a free one.
const address = await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Dawa API listening on ${address}`);
