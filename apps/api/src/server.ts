// Process entry: configuration, listen, graceful shutdown. Everything else is in app.ts.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { describeStoredSecrets, resolveSecrets } from './stored-secrets.ts';

// In-flight requests get this long to finish after SIGTERM/SIGINT before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

// The environment, then the secrets it leaves unset from DATA_DIR/secrets.json (made on first start).
const { config, stored } = await (async () => resolveSecrets(loadConfig(process.env)))().catch(
  (error: unknown) => {
    if (!(error instanceof ConfigError)) throw error;
    // Before the logger exists, and for a human: one line per bad variable.
    console.error(error.message);
    process.exit(1);
  },
);
const app = await buildApp({ config }).catch((error: unknown) => {
  // The logger lives inside the app, which failed to build (database unreachable, migrations missing, ...).
  console.error('Dawa API failed to start:', error);
  process.exit(1);
});
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
