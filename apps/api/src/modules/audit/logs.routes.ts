import {
  ZAuditExportQuery,
  ZAuditFilter,
  ZAuditListQuery,
  ZAuditListResponse,
  type TAuditFilter,
  type TExportFormat,
} from '@dawa/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { exportResponses, sendExport } from '../../platform/export/index.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { tenantCallOf, type TenantCall } from '../../platform/auth/caller.ts';
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

const EXPORT_RESPONSES = exportResponses('Every entry of the filter');

/** Which log an export reads, and how its file is named and titled. */
interface LogFile {
  reader: LogReader;
  filename: string;
  title: string;
}

/**
 * The export's answer: its headers set on `reply`, its rows as a stream for the handler to return
 * (a tenant route's answer is sent once its transaction has committed; the rows are read after).
 */
async function exportAnswer(
  reply: FastifyReply,
  file: LogFile,
  query: TAuditFilter,
  format: TExportFormat,
): Promise<string> {
  return sendExport(reply, await exportLogs({ ...file, query, format }));
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

  const pharmacyLog = (call: TenantCall): LogFile => ({
    reader: tenantLogReader(call),
    filename: 'audit-log',
    title: 'Activity log',
  });

  app.get(
    '/logs/export',
    {
      config: { access: access.tenant('logs.view') },
      schema: {
        tags,
        summary:
          "The current pharmacy's audit log as CSV, XLSX or PDF, with the same filter as GET /logs",
        querystring: ZAuditExportQuery,
        response: EXPORT_RESPONSES,
      },
    },
    (request, reply) => {
      const { format, ...filter } = request.query;
      return exportAnswer(reply, pharmacyLog(tenantCallOf(request)), filter, format);
    },
  );

  // The first form of the export (issue 12), kept for the links and tools that use it.
  app.get(
    '/logs/export.csv',
    {
      config: { access: access.tenant('logs.view') },
      schema: {
        tags,
        summary: "The current pharmacy's audit log as CSV, with the same filter as GET /logs",
        querystring: ZAuditFilter,
        response: EXPORT_RESPONSES,
      },
    },
    (request, reply) =>
      exportAnswer(reply, pharmacyLog(tenantCallOf(request)), request.query, 'csv'),
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

  const platformLog: LogFile = {
    reader: platformLogReader(deps),
    filename: 'platform-log',
    title: 'Platform activity log',
  };

  app.get(
    '/admin/logs/export',
    {
      config: { access: access.platformAdmin() },
      schema: {
        tags,
        summary: 'Platform events as CSV, XLSX or PDF, with the same filter as GET /admin/logs',
        querystring: ZAuditExportQuery,
        response: EXPORT_RESPONSES,
      },
    },
    (request, reply) => {
      const { format, ...filter } = request.query;
      return exportAnswer(reply, platformLog, filter, format);
    },
  );

  app.get(
    '/admin/logs/export.csv',
    {
      config: { access: access.platformAdmin() },
      schema: {
        tags,
        summary: 'Platform events as CSV, with the same filter as GET /admin/logs',
        querystring: ZAuditFilter,
        response: EXPORT_RESPONSES,
      },
    },
    (request, reply) => exportAnswer(reply, platformLog, request.query, 'csv'),
  );
  done();
};
