import { ZAuRequest, ZAuResponse } from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import { ABUSE_LIMITS, abuseLimit } from '../../platform/rate-limits.ts';
import { echoInput } from './auth.service.ts';

export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  /*
   * The spec's test endpoint, open to anyone in every environment. Reviewed for issue 12: it
   * reveals nothing about the server. It touches no database, account or session and has no side
   * effect; the answer is the caller's own input, serialised through ZAuResponse (no other field
   * can leave) as application/json with nosniff and a script-less CSP, so the echo cannot become
   * a page. Its headers are the app's usual ones (no Server, X-Powered-By or version), and a bad
   * body, wrong content type, oversized body or wrong method gets the app's plain {message, code}
   * without stack, library or version. What remained: an input only the 1 MB body limit bounded
   * (now ZAuRequest's 200 characters) and no rate limit (now 30 a minute per address).
   * Tests: auth.test.ts.
   */
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
      preHandler: abuseLimit(app, ABUSE_LIMITS.echo),
    },
    (request) => echoInput(request.body.input),
  );
  done();
};
