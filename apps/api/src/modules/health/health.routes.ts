import { ZHealthResponse, ZPublicConfig, ZReadyResponse } from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import { getHealth, getPublicConfig, getReadiness } from './health.service.ts';

interface HealthRoutesOptions {
  config: AppConfig;
  db: Database;
}

export const healthRoutes: FastifyPluginCallbackZod<HealthRoutesOptions> = (
  app,
  { config, db },
  done,
) => {
  app.get(
    '/health',
    {
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary: 'Liveness',
        response: { 200: ZHealthResponse, ...ERROR_RESPONSES },
      },
    },
    () => getHealth(),
  );
  app.get(
    '/ready',
    {
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: { 200: ZReadyResponse, ...ERROR_RESPONSES },
      },
    },
    () => getReadiness(db),
  );
  app.get(
    '/config',
    {
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary: 'Public configuration for the web app',
        response: { 200: ZPublicConfig, ...ERROR_RESPONSES },
      },
    },
    () => getPublicConfig(config),
  );
  done();
};
