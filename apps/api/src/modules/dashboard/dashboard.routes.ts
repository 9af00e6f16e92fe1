import {
  ZAdminOverview,
  ZListingPerformanceQuery,
  ZListingPerformanceResponse,
  ZDashboardListingsQuery,
  ZDashboardListingsResponse,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { authOf } from '../../platform/auth/caller.ts';
import { getAdminOverview, getListingPerformance, getMyListings } from './dashboard.service.ts';

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
          "Views, saves, chats and offers of the seller's listings (the organisation chosen, else the caller's own) for a period of days, with totals and each day's totals",
        querystring: ZListingPerformanceQuery,
        response: { 200: ZListingPerformanceResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => getListingPerformance(authOf(request), deps, request.query),
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
