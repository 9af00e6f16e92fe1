import { ZOutboxResponse, type TOutboxResponse } from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { LOOPBACK_ONLY, registerPeerConstraint } from './dev-aids.ts';
import { outboxPage } from './outbox-page.ts';

const LISTED = 50;

const ZOutboxQuery = z.object({
  format: z.enum(['html', 'json']).optional(),
});

/**
 * GET /dev/outbox: the mail the server kept instead of sending (no SMTP_URL), newest first, so a
 * developer or an end-to-end test can read a sign-up code: a page for a browser, JSON for tools
 * (`?format=` overrides the Accept header). It hands out live codes, so it is registered only when
 * dev aids are on (modules/index.ts) and answers only a client on this machine; anyone else gets
 * the 404 of a path that does not exist.
 */
export const outboxRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  registerPeerConstraint(app);
  app.get(
    '/dev/outbox',
    {
      // Another machine's request finds no route: the app's ordinary 404.
      constraints: LOOPBACK_ONLY,
      config: { access: access.devOnly() },
      schema: {
        tags: ['dev'],
        summary: 'Mail kept in the outbox: a page, or JSON (development only, this machine only)',
        querystring: ZOutboxQuery,
        response: {
          200: {
            description: 'Newest first; HTML when the browser asks for it or with ?format=html',
            content: {
              'application/json': { schema: ZOutboxResponse },
              'text/html': { schema: z.string() },
            },
          },
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const messages = (await deps.outbox?.list(LISTED)) ?? [];
      const outbox: TOutboxResponse = {
        docs: messages.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? null,
          createdAt: m.createdAt.toISOString(),
        })),
      };
      // Live codes: no cache along the way keeps a copy.
      void reply.header('cache-control', 'no-store');
      const wantsHtml =
        request.query.format === undefined
          ? prefersHtml(request.headers.accept)
          : request.query.format === 'html';
      if (wantsHtml) return reply.type('text/html; charset=utf-8').send(outboxPage(outbox));
      return reply.type('application/json; charset=utf-8').send(outbox);
    },
  );
  done();
};

/** The Accept header ranks text/html above application/json (a browser); a wildcard (curl, tools) gets JSON. */
export function prefersHtml(accept: string | undefined): boolean {
  const ranked = (accept ?? '').split(',').map((part, index) => {
    const [type = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return { type, q: q === undefined ? 1 : Number(q.slice(2)), index };
  });
  const html = ranked.find((r) => r.type === 'text/html');
  const json = ranked.find((r) => r.type === 'application/json');
  if (html === undefined || !(html.q > 0)) return false;
  if (json === undefined) return true;
  return html.q > json.q || (html.q === json.q && html.index < json.index);
}
