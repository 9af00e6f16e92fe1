import type { ComponentType } from 'react';
import type { TOrgType, TTenant } from '@dawa/contract';

// The dashboard home is a list of panels (issue 13). A panel says who sees it and brings its own
// code (a lazy chunk), so a later area (stock alerts, sales, credit) adds one entry here and its
// component under panels/, without touching the page; a panel that other pages show too lives in
// components/ (features never import each other: docs/web-structure.md). Panels load their own
// data and show their own skeleton, empty and error states.

/** Who is looking at the dashboard. */
export interface DashboardViewer {
  userId: string;
  isPlatformAdmin: boolean;
  /** The chosen organisation, or null. */
  tenant: TTenant | null;
}

export interface DashboardPanel {
  id: string;
  /** Whether this viewer sees the panel. */
  isFor: (viewer: DashboardViewer) => boolean;
  /** The panel's component, loaded on first use (like a route's page). */
  load: () => Promise<{ default: ComponentType }>;
  /** `full` spans the row; `half` shares it with another from md up. */
  width: 'full' | 'half';
  /** The skeleton's height while the code loads. */
  skeletonHeight: number;
}

/** The marketplace is everyone's, except a platform administrator's who works for no one. */
const tradesOnMarketplace = (v: DashboardViewer) => !v.isPlatformAdmin || v.tenant !== null;

export const DASHBOARD_PANELS: readonly DashboardPanel[] = [
  {
    id: 'admin-overview',
    isFor: (v) => v.isPlatformAdmin,
    load: () => import('./panels/admin-overview-panel.tsx'),
    width: 'full',
    skeletonHeight: 220,
  },
  {
    id: 'invitations',
    isFor: () => true,
    // Shared with the pharmacy pages (/pharmacy, the new joiner's card), hence in components/.
    load: () =>
      import('../../components/invitations/my-invitations.tsx').then((m) => ({
        default: m.MyInvitations,
      })),
    width: 'full',
    skeletonHeight: 0,
  },
  {
    id: 'my-listings',
    isFor: tradesOnMarketplace,
    load: () => import('./panels/my-listings-panel.tsx'),
    width: 'full',
    skeletonHeight: 280,
  },
  {
    id: 'saved',
    isFor: tradesOnMarketplace,
    load: () => import('./panels/saved-panel.tsx'),
    width: 'full',
    skeletonHeight: 240,
  },
  {
    id: 'new-in-categories',
    isFor: tradesOnMarketplace,
    load: () => import('./panels/new-listings-panel.tsx'),
    width: 'full',
    skeletonHeight: 240,
  },
  {
    id: 'recent-searches',
    isFor: tradesOnMarketplace,
    load: () => import('./panels/recent-searches-panel.tsx'),
    width: 'full',
    skeletonHeight: 120,
  },
];

/**
 * Organisation types that mostly buy on the marketplace (issue 31: a clinic's dashboard led with
 * "Post what you sell"): their dashboard leads with finding, saved listings and messages.
 */
const BUYER_TYPES: readonly TOrgType[] = [
  'CLINIC',
  'HEALTH_CARE_PROVIDER',
  'GOVERNMENT_HEALTH_AGENCY',
];

export const mostlyBuys = (viewer: Pick<DashboardViewer, 'tenant'>): boolean =>
  viewer.tenant !== null && BUYER_TYPES.includes(viewer.tenant.org_type);

/** A buyer's own listings come after what they buy with (saved, new listings, their searches). */
const SELLING_PANELS = new Set(['my-listings']);

/** The panels `viewer` sees, in the registry's order (a buyer's own listings last). */
export function panelsFor(viewer: DashboardViewer, panels = DASHBOARD_PANELS): DashboardPanel[] {
  const mine = panels.filter((p) => p.isFor(viewer));
  if (!mostlyBuys(viewer)) return mine;
  return [
    ...mine.filter((p) => !SELLING_PANELS.has(p.id)),
    ...mine.filter((p) => SELLING_PANELS.has(p.id)),
  ];
}
