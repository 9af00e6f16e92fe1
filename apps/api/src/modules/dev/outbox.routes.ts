import { ZOutboxResponse } from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';

const LISTED = 50;

/**
 * GET /dev/outbox: the mail the server kept instead of sending (no SMTP_URL), newest first, so a
 * developer or an end-to-end test can read a sign-up code. Registered only outside production,
 * where it would hand out live codes: there the path is an ordinary 404.
 */
export const outboxRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: access.devOnly() },
      schema: {
        tags: ['dev'],
        summary: 'Mail kept in the outbox (not in production)',
        response: { 200: ZOutboxResponse, ...ERROR_RESPONSES },
      },
    },
    async () => {
      const messages = (await deps.outbox?.list(LISTED)) ?? [];
      return {
        docs: messages.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? null,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );
  done();
};
