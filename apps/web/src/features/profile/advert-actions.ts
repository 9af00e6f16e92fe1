import type { TPost, TUpdatePostStatusRequest } from '@dawa/contract';

export const PROFILE_TABS = ['adverts', 'saved', 'account'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The stored tab (app state `activeProfileTab`), or the default when it names no tab. */
export function profileTabOf(stored: string): ProfileTab {
  return PROFILE_TABS.find((t) => t === stored) ?? 'adverts';
}

export interface StatusMove {
  status: TUpdatePostStatusRequest['status'];
  label: string;
  /** The toast once done. */
  done: string;
}

/** The one status move a listing offers its owner: sold, relist or publish; none when removed. */
export function statusMoveOf(post: Pick<TPost, 'status'>): StatusMove | null {
  switch (post.status) {
    case 'ACTIVE':
      return { status: 'SOLD', label: 'Mark sold', done: 'marked as sold' };
    case 'SOLD':
    case 'EXPIRED':
      return { status: 'ACTIVE', label: 'Relist', done: 'listed again' };
    case 'DRAFT':
      return { status: 'ACTIVE', label: 'Publish', done: 'published' };
    case 'REMOVED':
      return null;
  }
}

export interface AdvertBadge {
  label: string;
  color: 'default' | 'success' | 'warning' | 'error' | 'info';
}

const STATUS_BADGES: Record<TPost['status'], AdvertBadge> = {
  ACTIVE: { label: 'Live', color: 'success' },
  DRAFT: { label: 'Draft', color: 'default' },
  SOLD: { label: 'Sold', color: 'info' },
  EXPIRED: { label: 'Expired', color: 'default' },
  REMOVED: { label: 'Removed', color: 'error' },
};

/**
 * What the owner reads on a row: its status, and the review state when it is not yet public. A
 * listing waiting for (or refused) review is not "Live" to anyone, so it says only that.
 */
export function advertBadges(post: Pick<TPost, 'status' | 'compliance_status'>): AdvertBadge[] {
  const review: AdvertBadge | null =
    post.compliance_status === 'PENDING'
      ? { label: 'Awaiting review', color: 'info' }
      : post.compliance_status === 'REJECTED'
        ? { label: 'Rejected', color: 'error' }
        : null;
  if (!review) return [STATUS_BADGES[post.status]];
  return post.status === 'ACTIVE' ? [review] : [STATUS_BADGES[post.status], review];
}
