import {
  ZAdminOverview,
  ZListingPerformanceRequest,
  ZListingPerformanceResponse,
  ZDashboardListingsQuery,
  ZDashboardListingsResponse,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { sendExport } from '../../platform/export/index.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { authOf } from '../../platform/auth/caller.ts';
import { getAdminOverview, getListingPerformance, getMyListings } from './dashboard.service.ts';
import { exportListingPerformance } from './listing-performance-export.ts';

interface DashboardRoutesOptions {
  deps: AppDeps;
}

/** The dashboard home's own reads: the caller's listings by state, the platform overview. */
export const dashboardRoutes: FastifyPluginCallbackZod<DashboardRoutesOptions> = (
  app,
  { deps },
  done,
) => {
  const tags = ['dashboard'];

  app.get(
    '/dashboard/listings',
    {
      config: { access: access.user({ actsFor: 'organisation.view' }) },
      schema: {
        tags,
        summary:
          "The seller's listings by state (the organisation chosen, else the caller's own), with counts per state and saves per listing",
        querystring: ZDashboardListingsQuery,
        response: { 200: ZDashboardListingsResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => getMyListings(authOf(request), deps, request.query),
  );

  app.get(
    '/reports/listing-performance',
    {
      config: {
        access: access.user({
          actsFor: 'organisation.view',
          // A period the generated samples rarely find (an ordered pair of real days).
          example: { query: { from: '2026-11-01', to: '2026-11-28' } },
        }),
      },
      schema: {
        tags: ['reports'],
        summary:
          "Views, saves, chats and offers of the seller's listings (the organisation chosen, else the caller's own) for a period of days, with totals and each day's totals; with format=csv, xlsx or pdf, the same rows and the totals row as that file",
        querystring: ZListingPerformanceRequest,
        response: {
          200: {
            description:
              'JSON without `format`; with it, the file: CSV (RFC 4180, UTF-8 with a byte-order mark), XLSX or PDF named listing-performance-<from>-to-<to>',
            content: {
              'application/json': { schema: ZListingPerformanceResponse },
              'text/csv': { schema: z.string() },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: z.string(),
              },
              'application/pdf': { schema: z.string() },
            },
          },
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const { format, ...period } = request.query;
      const answer = await getListingPerformance(authOf(request), deps, period);
      // The file holds exactly what the JSON answers for the same period (docs/reports.md).
      if (format === undefined) return reply.type('application/json; charset=utf-8').send(answer);
      return sendExport(reply, await exportListingPerformance(answer, format));
    },
  );

  app.get(
    '/admin/overview',
    {
      config: { access: access.platformAdmin() },
      schema: {
        tags,
        summary: 'Moderation queue size and the newest organisations (platform administrators)',
        response: { 200: ZAdminOverview, ...ERROR_RESPONSES },
      },
    },
    (request) => getAdminOverview(authOf(request), deps),
  );
  done();
};
