import {
  API_PREFIX,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  PRODUCT_NAME,
  ZErrorResponse,
} from '@dawa/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import { access } from './access.ts';
import { APP_VERSION } from './version.ts';

/** Spread into every route's `response` so errors are documented and serialised through the contract. */
export const ERROR_RESPONSES = { '4xx': ZErrorResponse, '5xx': ZErrorResponse } as const;

export const API_DOCS_PATH = `${API_PREFIX}/docs`;
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

/**
 * The documentation page's own policy, stricter than the web app's: its scripts, styles and fonts
 * are its own files, it calls nothing but this API ("Try it out"), loads nothing from another site
 * (Swagger UI's online validator is off) and is never framed. A flaw in Swagger UI could then
 * neither run a script from elsewhere nor fetch or load anything from another site.
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // The hash: the one inline style Swagger UI draws (its own logo's colours, in an SVG).
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The header a route declared `idempotent` takes (docs/idempotency.md), as the document shows it. */
const ZIdempotencyKeyHeader = z.object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .optional()
    .describe(
      'A key of your choosing (a UUID) that makes a retry of this write answer the first answer again, for 24 hours',
    ),
});

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod transform, plus the Idempotency-Key header on every route declared idempotent: the
 * declaration (platform/idempotency.ts) is what enforces it, so it is also what documents it,
 * and a route cannot take the header without the document saying so. Documentation only: the
 * header is checked by the idempotency hook, which answers a malformed key
 * with its own 400.
 */
function documentIdempotencyKey(input: TransformInput) {
  const idempotent = input.route.config?.idempotent;
  if (!idempotent || input.schema.headers) return jsonSchemaTransform(input);
  return jsonSchemaTransform({
    ...input,
    schema: { ...input.schema, headers: ZIdempotencyKeyHeader },
  });
}

/**
 * OpenAPI 3.1 generated from the routes' zod schemas. Registered before the modules, so it sees
 * every route they add; served at /api/openapi.json with interactive docs at /api/docs, unless
 * API_DOCS=off (decision 015). Routes marked `hide` (the chat socket, the signed upload PUT) and
 * the development aids (registered only outside production) are never in it.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<AppConfig, 'API_DOCS'>,
): Promise<void> {
  // Off: no document, no page; both paths answer the ordinary 404 of a path that does not exist.
  if (config.API_DOCS === 'off') return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: APP_VERSION,
        description: 'Every non-2xx answer is `{ message, code, issues? }`.',
      },
    },
    transform: documentIdempotencyKey,
  });
  // The documentation describes the API and holds no data: public, like the web app's files.
  // Swagger UI adds its own routes, so they are declared here as it adds them.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: access.public() };
    });
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      staticCSP: API_DOCS_CSP,
      validatorUrl: false,
    });
  });
  app.get(OPENAPI_PATH, { config: { access: access.public() }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
