import { API_PREFIX, PRODUCT_NAME, ZErrorResponse } from '@dawa/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { access } from './access.ts';
import { APP_VERSION } from './version.ts';

/** Spread into every route's `response` so errors are documented and serialised through the contract. */
export const ERROR_RESPONSES = { '4xx': ZErrorResponse, '5xx': ZErrorResponse } as const;

/**
 * OpenAPI 3.1 generated from the routes' zod schemas. Registered before the modules, so it sees
 * every route they add; served at /api/openapi.json with interactive docs at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: APP_VERSION,
        description: 'Every non-2xx answer is `{ message, code, issues? }`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The documentation describes the API and holds no data: public, like the web app's files.
  // Swagger UI adds its own routes, so they are declared here as it adds them.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: access.public() };
    });
    await docs.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  });
  app.get(
    `${API_PREFIX}/openapi.json`,
    { config: { access: access.public() }, schema: { hide: true } },
    () => app.swagger(),
  );
}
