import { ZAuRequest, ZAuResponse } from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import { echoInput } from './auth.service.ts';

export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/au',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Test endpoint: echoes its input',
        body: ZAuRequest,
        response: { 200: ZAuResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => echoInput(request.body.input),
  );
  done();
};
