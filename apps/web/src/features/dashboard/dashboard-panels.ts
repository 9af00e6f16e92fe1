import type { ComponentType } from 'react';
import type { TTenant } from '@dawa/contract';

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

/** The panels `viewer` sees, in the registry's order. */
export const panelsFor = (viewer: DashboardViewer, panels = DASHBOARD_PANELS) =>
  panels.filter((p) => p.isFor(viewer));
