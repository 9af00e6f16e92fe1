import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TAdminOverview,
  TDashboardListingState,
  TDashboardListingsResponse,
  TPostListResponse,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';

// The dashboard's own reads. The caller's listings are theirs, not an organisation's: the key
// carries the user id. The overview is the platform's.

export const DASHBOARD_LISTINGS_LIMIT = 5;

export const dashboardKeys = {
  listings: (userId: string) => ['dashboard', 'listings', userId] as const,
  overview: ['admin', 'overview'] as const,
};

/** GET /dashboard/listings: one state's page (all states without one) and the counts. */
export const myListingsQuery = (
  userId: string,
  state: TDashboardListingState | null,
  cursor: number,
) =>
  queryOptions({
    queryKey: [...dashboardKeys.listings(userId), { state, cursor }] as const,
    queryFn: ({ signal }) =>
      api<TDashboardListingsResponse>({
        path: '/dashboard/listings',
        query: { ...(state && { state }), cursor, limit: DASHBOARD_LISTINGS_LIMIT },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /admin/overview (platform administrators). */
export const adminOverviewQuery = queryOptions({
  queryKey: dashboardKeys.overview,
  queryFn: ({ signal }) => api<TAdminOverview>({ path: '/admin/overview', signal }),
});

/** How many listings the buyer panels show (one row of the grid on a wide screen). */
export const BUYER_PANEL_SIZE = 5;

/** GET /post?category=: the newest public listings of one category. */
export const newInCategoryQuery = (category: string, who: string) =>
  queryOptions({
    queryKey: [
      'posts',
      who,
      'list',
      { category, limit: BUYER_PANEL_SIZE + 1 },
      'dashboard',
    ] as const,
    queryFn: ({ signal }) =>
      api<TPostListResponse>({
        path: '/post',
        query: { category, limit: BUYER_PANEL_SIZE + 1, cursor: 0 },
        signal,
      }),
  });
