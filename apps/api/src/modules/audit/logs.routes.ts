import {
  ZAuditFilter,
  ZAuditListQuery,
  ZAuditListResponse,
  type TAuditFilter,
} from '@dawa/contract';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { tenantCallOf } from '../../platform/auth/caller.ts';
import {
  exportLogs,
  listLogs,
  platformLogReader,
  tenantLogReader,
  type LogReader,
} from './logs.service.ts';

interface LogRoutesOptions {
  deps: AppDeps;
}

const tags = ['audit'];

const CSV_RESPONSE = {
  200: {
    description: 'Every entry of the filter as CSV (RFC 4180, UTF-8 with a byte-order mark)',
    content: { 'text/csv': { schema: z.string() } },
  },
  ...ERROR_RESPONSES,
};

/**
 * The CSV answer: its headers set on `reply`, its rows as a stream for the handler to return (a
 * tenant route's answer is sent once its transaction has committed; the rows are read after).
 */
async function csvAnswer(
  reply: FastifyReply,
  reader: LogReader,
  query: TAuditFilter,
  name: string,
): Promise<string> {
  const stream: Readable = await exportLogs(reader, query);
  const day = new Date().toISOString().slice(0, 10);
  reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .type('text/csv; charset=utf-8');
  // Fastify sends a returned stream as it sends one handed to reply.send; the route's type is the
  // documented body's (CSV text), which the stream produces.
  return stream as unknown as string;
}

/**
 * The audit log (issue 12), read-only: there is no route that changes or removes an entry, and
 * the database refuses it anyway (migration audit-log-append-only).
 */
export const logRoutes: FastifyPluginCallbackZod<LogRoutesOptions> = (app, { deps }, done) => {
  app.get(
    '/logs',
    {
      config: { access: access.tenant('logs.view') },
      schema: {
        tags,
        summary: "The current pharmacy's audit log, newest first (owners and administrators)",
        querystring: ZAuditListQuery,
        response: { 200: ZAuditListResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listLogs(tenantLogReader(tenantCallOf(request)), request.query),
  );

  app.get(
    '/logs/export.csv',
    {
      config: { access: access.tenant('logs.view') },
      schema: {
        tags,
        summary: "The current pharmacy's audit log as CSV, with the same filter as GET /logs",
        querystring: ZAuditFilter,
        response: CSV_RESPONSE,
      },
    },
    (request, reply) =>
      csvAnswer(reply, tenantLogReader(tenantCallOf(request)), request.query, 'audit-log'),
  );

  app.get(
    '/admin/logs',
    {
      config: { access: access.platformAdmin() },
      schema: {
        tags,
        summary:
          'Platform events (sign-ins, admin grants, moderation, categories), newest first (platform administrators)',
        querystring: ZAuditListQuery,
        response: { 200: ZAuditListResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listLogs(platformLogReader(deps), request.query),
  );

  app.get(
    '/admin/logs/export.csv',
    {
      config: { access: access.platformAdmin() },
      schema: {
        tags,
        summary: 'Platform events as CSV, with the same filter as GET /admin/logs',
        querystring: ZAuditFilter,
        response: CSV_RESPONSE,
      },
    },
    (request, reply) => csvAnswer(reply, platformLogReader(deps), request.query, 'platform-log'),
  );
  done();
};
