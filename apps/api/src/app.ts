import websocket from '@fastify/websocket';
import { API_PREFIX, CHAT_LIMITS } from '@dawa/contract';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { EnvConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { openAppDatabase } from './db/open.ts';
import { apiModules, platformInputs } from './modules/index.ts';
import { registerCompression } from './platform/compression.ts';
import type { CounterStore } from './platform/counters/counter-store.ts';
import { createCounterStore } from './platform/counters/create-counter-store.ts';
import type { RealtimeBus } from './platform/realtime/bus.ts';
import { createRealtimeBus } from './platform/realtime/create-bus.ts';
import { registerErrorHandler, sendError } from './platform/errors.ts';
import { registerJsonParser } from './platform/json-body.ts';
import { loggerOptions } from './platform/logger.ts';
import { registerNotFound } from './platform/not-found.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { installAccessGuard } from './platform/access-guard.ts';
import { recordRoutes } from './platform/route-table.ts';
import { echoRequestId, setRequestIdHeader, requestIdFor } from './platform/request-id.ts';
import { describeStoredSecrets, resolveSecrets } from './stored-secrets.ts';
import { registerSecurity } from './platform/security.ts';
import { PageHints } from './platform/page-hints.ts';
import { registerWebApp } from './platform/web-app.ts';
import { siteFileRoutes } from './modules/seo/index.ts';

export interface BuildAppOptions {
  /** The environment's settings. Secrets it leaves unset come from the database, where the first
   * instance to start on it put them (stored-secrets.ts); a test passes its own. */
  config: EnvConfig;
  /** An open, migrated database owned by the caller (tests share one per file). Without it the app
   * opens and migrates its own, and closes it when the app closes. */
  db?: Database;
  /** Overrides the logger derived from config (tests silence it or capture it). */
  logger?: FastifyServerOptions['logger'];
  /** The clock of every service (token expiry, code expiry); tests move it forward. */
  now?: () => Date;
  /** Rate-limit counters owned by the caller (tests share one Redis between apps). Without them
   * the app keeps its own (Redis when REDIS_URL is set) and closes them when it closes. */
  counters?: CounterStore;
  /** The realtime bus owned by the caller (tests join two apps through one Redis prefix).
   * Without it the app makes its own (Redis pub/sub when REDIS_URL is set) and closes it. */
  bus?: RealtimeBus;
}

/** The whole app, not listening: server.ts listens, tests use `app.inject`. Plugins first, then modules. */
export async function buildApp({
  config: env,
  db,
  logger,
  now = () => new Date(),
  counters,
  bus,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(env),
    genReqId: requestIdFor,
    // requestIdFor reads and vets the header itself.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // Errors raised before routing (a malformed URL such as /%zz) skip hooks and the error handler.
    frameworkErrors: (error, request, reply) => {
      void sendError(error, request, setRequestIdHeader(reply, request));
    },
  });
  // Before any route: tests walk the real route table (authorization matrix, fuzzing).
  recordRoutes(app);
  // Also before any route: every route under /api is held to its access declaration.
  const accessGuard = installAccessGuard(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON; Fastify's default text/plain parser would let a mislabelled body reach
  // validation instead of answering 415. Multipart arrives with the upload routes, per route.
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app);
  echoRequestId(app);
  registerErrorHandler(app);

  const database = db ?? (await openAppDatabase(env, app.log));
  if (db === undefined) app.addHook('onClose', () => database.close());
  const { config, stored } = await resolveSecrets(env, database).catch(async (error: unknown) => {
    if (db === undefined) await database.close();
    throw error;
  });
  if (stored) app.log.info(describeStoredSecrets(stored));

  const counterStore = counters ?? (await createCounterStore(config, app.log));
  if (counters === undefined) app.addHook('onClose', () => counterStore.close());

  const realtimeBus = bus ?? (await createRealtimeBus(config, app.log));
  if (bus === undefined) app.addHook('onClose', () => realtimeBus.close());

  // The modules hand their values to the platform here; platform/ imports no module.
  const fromModules = platformInputs(config);
  await registerSecurity(app, config, counterStore, fromModules);
  await registerCompression(app);
  await registerOpenApi(app, config);
  // At the root, so its upgrade listener and `injectWS` (tests) serve the chat's /api/ws.
  await app.register(websocket, { options: { maxPayload: CHAT_LIMITS.wsMaxFrameBytes } });
  const pageHints = new PageHints(config.PAGE_HINT_MS);
  await app.register(apiModules, {
    prefix: API_PREFIX,
    pageHints,
    config,
    db: database,
    now,
    counters: counterStore,
    bus: realtimeBus,
    accessGuard,
  });
  // /robots.txt and the sitemaps, at the root beside the web app's pages (issue 31).
  await app.register(siteFileRoutes, { config, orm: database.orm });
  registerNotFound(app, await registerWebApp(app, config, fromModules.publicConfig, pageHints));
  return app;
}
