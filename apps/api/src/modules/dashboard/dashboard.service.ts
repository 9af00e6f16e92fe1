import {
  ADMIN_OVERVIEW_NEWEST,
  eachDay,
  type TListingPerformanceCounts,
  type TListingPerformanceQuery,
  type TListingPerformanceResponse,
  DASHBOARD_LISTING_STATES,
  ZOrgType,
  type TAdminOverview,
  type TDashboardListingCounts,
  type TDashboardListingsResponse,
  type ZDashboardListingsQuery,
} from '@dawa/contract';
import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { countModerationQueues, priceOnWire } from '../posts/index.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { messagesPerPost } from '../chat/index.ts';
import {
  countMyListingsByState,
  listingPerformance,
  listingPerformanceByDay,
  listMyListings,
  readAdminOverview,
  type Seller,
} from './dashboard.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * GET /dashboard/listings: the seller's listings (the organisation chosen, else the caller's own),
 * one state's page, with counts per state.
 */
export async function getMyListings(
  ctx: AuthContext,
  deps: Pick<AppDeps, 'orm' | 'uploads' | 'views'>,
  q: z.output<typeof ZDashboardListingsQuery>,
): Promise<TDashboardListingsResponse> {
  // The seller's views include those still pending here (posts/view-counter.ts).
  await deps.views.flush();
  // The organisation chosen (the route's access entered it), else the person: decision 018.
  const seller: Seller = ctx.tenantId ? { tenantId: ctx.tenantId } : { userId: ctx.userId };
  const [byState, rows] = await Promise.all([
    countMyListingsByState(deps.orm, seller),
    listMyListings(deps.orm, seller, { state: q.state, limit: q.limit, offset: q.cursor }),
  ]);
  const counts = Object.fromEntries(
    DASHBOARD_LISTING_STATES.map((s) => [s, byState.find((c) => c.state === s)?.n ?? 0]),
  ) as TDashboardListingCounts;
  const total =
    q.state === undefined
      ? DASHBOARD_LISTING_STATES.reduce((sum, s) => sum + counts[s], 0)
      : counts[q.state];
  const conversations = await messagesPerPost(
    deps.orm,
    ctx.userId,
    rows.map((row) => row.id),
    ctx.tenantId,
  );
  const messagesOf = new Map(conversations.map((c) => [c.postId, c.messages]));
  const storage = deps.uploads.storage;
  const hasMore = q.cursor + rows.length < total;
  return {
    counts,
    docs: rows.map((row) => ({
      id: row.id,
      title: row.title,
      state: row.state,
      price: priceOnWire(row.price_minor),
      custom_price: row.custom_price,
      negotiable: row.negotiable,
      thumbnailUrl: row.thumbnail_key ? storage.publicUrl(row.thumbnail_key, 'thumb') : null,
      rejection_reason: row.state === 'REJECTED' ? row.rejection_reason : null,
      saves: row.saves,
      views: row.views,
      // Chat messages sent while this listing was the conversation's subject.
      messages: messagesOf.get(row.id) ?? 0,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
    limit: q.limit,
    cursor: q.cursor,
    nextCursor: hasMore ? q.cursor + rows.length : null,
    hasMore,
    total,
    pages: Math.ceil(total / q.limit),
  };
}

/** GET /admin/overview: moderation queue size and the newest organisations. */
export async function getAdminOverview(
  ctx: AuthContext,
  deps: Pick<AppDeps, 'orm'>,
): Promise<TAdminOverview> {
  const [{ counts, organisations }, moderation] = await Promise.all([
    readAdminOverview(deps.orm, ADMIN_OVERVIEW_NEWEST),
    // Counted by the queue's own definition (posts), so the numbers match the queue's.
    countModerationQueues(deps.orm),
  ]);
  return {
    moderation,
    organisations: counts.organisations,
    users: counts.users,
    newestOrganisations: organisations.map((t) => ({
      id: t.id,
      name: t.name,
      // Stored as written at sign-up; anything unknown reads as the plain pharmacy type.
      org_type: ZOrgType.catch('PHARMACY').parse(t.org_type),
      city: t.city,
      members: t.members,
      createdAt: iso(t.created_at),
    })),
  };
}

/**
 * GET /reports/listing-performance: the seller's listings (the organisation chosen, else the
 * caller's own) with their views, saves, chats and offers in the period, the totals (computed
 * here, over every row), and each day's totals with every day present for the chart.
 */
export async function getListingPerformance(
  ctx: AuthContext,
  deps: Pick<AppDeps, 'orm' | 'views'>,
  period: TListingPerformanceQuery,
): Promise<TListingPerformanceResponse> {
  // Views still pending on this instance count too (posts/view-counter.ts).
  await deps.views.flush();
  const seller: Seller = ctx.tenantId ? { tenantId: ctx.tenantId } : { userId: ctx.userId };
  const [rows, byDay] = await Promise.all([
    listingPerformance(deps.orm, seller, period),
    listingPerformanceByDay(deps.orm, seller, period),
  ]);
  const zero = (): TListingPerformanceCounts => ({ views: 0, saves: 0, chats: 0, offers: 0 });
  const add = (sum: TListingPerformanceCounts, row: TListingPerformanceCounts) => {
    sum.views += row.views;
    sum.saves += row.saves;
    sum.chats += row.chats;
    sum.offers += row.offers;
    return sum;
  };
  const found = new Map(byDay.map((d) => [d.day, d]));
  return {
    from: period.from,
    to: period.to,
    docs: rows.map((row) => ({
      post_id: row.post_id,
      title: row.title,
      views: row.views,
      saves: row.saves,
      chats: row.chats,
      offers: row.offers,
    })),
    totals: rows.reduce(add, zero()),
    days: eachDay(period.from, period.to).map((day) => {
      const d = found.get(day);
      return { day, ...(d ? add(zero(), d) : zero()) };
    }),
  };
}
