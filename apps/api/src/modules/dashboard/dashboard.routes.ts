import {
  ZAdminOverview,
  ZDashboardListingsQuery,
  ZDashboardListingsResponse,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { authOf } from '../../platform/auth/caller.ts';
import { getAdminOverview, getMyListings } from './dashboard.service.ts';

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
