import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';
import { zPage } from './pagination.ts';
import { ZOrgType } from './tenants.ts';

// The dashboard home (issue 13): what a seller sees of their own listings, and what a platform
// administrator sees of the platform. Buyers' panels read the existing listing endpoints.

export const DASHBOARD_MESSAGES = {
  stateInvalid: 'Choose one of: live, pending, rejected, sold, draft, expired', // ours
  adminOnly: 'Only platform administrators can see the platform overview.', // ours
} as const;

/**
 * Where one of the caller's listings stands, as the seller reads it: a draft or a sold listing is
 * that whatever its review; otherwise a listing waiting for (or refused) review says so, and an
 * approved one is live (or expired). Removed listings are gone and never listed.
 */
export const DASHBOARD_LISTING_STATES = [
  'LIVE',
  'PENDING',
  'REJECTED',
  'SOLD',
  'DRAFT',
  'EXPIRED',
] as const;
export const ZDashboardListingState = z.enum(DASHBOARD_LISTING_STATES, {
  error: DASHBOARD_MESSAGES.stateInvalid,
});
export type TDashboardListingState = z.infer<typeof ZDashboardListingState>;

export const DASHBOARD_LISTING_STATE_LABELS: Record<TDashboardListingState, string> = {
  LIVE: 'Live',
  PENDING: 'Awaiting review',
  REJECTED: 'Rejected',
  SOLD: 'Sold',
  DRAFT: 'Draft',
  EXPIRED: 'Expired',
};

/** GET /dashboard/listings: one state's page (all states, newest first, without `state`). */
export const ZDashboardListingsQuery = z.object({
  state: ZDashboardListingState.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: z.coerce.number().int().min(0).default(0),
});
export type TDashboardListingsQuery = z.input<typeof ZDashboardListingsQuery>;

/** One of the caller's listings with what happened to it. */
export const ZDashboardListing = z.object({
  id: z.uuid(),
  title: z.string(),
  state: ZDashboardListingState,
  /** Major units (birr), as listings carry it; null when the price is custom or negotiable. */
  price: z.number().nullable(),
  custom_price: z.string().nullable(),
  negotiable: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  /** Why a platform administrator rejected it (REJECTED only). */
  rejection_reason: z.string().nullable(),
  /** People who saved it to their favourites. */
  saves: z.number().int(),
  /** Times others opened its page (posts.view_count; the seller's own visits do not count). */
  views: z.number().int(),
  /** Chat messages about it (sent while it was the conversation's listing); null if not known. */
  messages: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDashboardListing = z.infer<typeof ZDashboardListing>;

export const ZDashboardListingCounts = z.object(
  Object.fromEntries(DASHBOARD_LISTING_STATES.map((s) => [s, z.number().int()])) as Record<
    TDashboardListingState,
    z.ZodNumber
  >,
);
export type TDashboardListingCounts = z.infer<typeof ZDashboardListingCounts>;

export const ZDashboardListingsResponse = zPage(ZDashboardListing).extend({
  /** How many of the caller's listings are in each state (all of them, not just this page). */
  counts: ZDashboardListingCounts,
});
export type TDashboardListingsResponse = z.infer<typeof ZDashboardListingsResponse>;

/** How many organisations the admin overview lists. */
export const ADMIN_OVERVIEW_NEWEST = 5;

export const ZAdminOverviewOrganisation = z.object({
  id: z.uuid(),
  name: z.string(),
  org_type: ZOrgType,
  city: z.string().nullable(),
  members: z.number().int(),
  createdAt: z.string(),
});
export type TAdminOverviewOrganisation = z.infer<typeof ZAdminOverviewOrganisation>;

/** GET /admin/overview: the platform at a glance (platform administrators). */
export const ZAdminOverview = z.object({
  moderation: z.object({
    /** Listings awaiting review. */
    pending: z.number().int(),
    /** Listings with an open report. */
    reported: z.number().int(),
  }),
  /** Organisations (not branches) on the platform. */
  organisations: z.number().int(),
  users: z.number().int(),
  newestOrganisations: z.array(ZAdminOverviewOrganisation),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;
