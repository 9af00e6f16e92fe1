import type { TPost, TUpdatePostStatusRequest } from '@dawa/contract';
import type en from './i18n/en.ts';

export const PROFILE_TABS = ['adverts', 'saved', 'account'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The stored tab (app state `activeProfileTab`), or the default when it names no tab. */
export function profileTabOf(stored: string): ProfileTab {
  return PROFILE_TABS.find((t) => t === stored) ?? 'adverts';
}

type ProfileWord = keyof typeof en;

export interface StatusMove {
  status: TUpdatePostStatusRequest['status'];
  /** The button's words (features/profile/i18n). */
  label: ProfileWord;
  /** The toast once done, with the listing's `{title}`. */
  done: ProfileWord;
}

/** The one status move a listing offers its owner: sold, relist or publish; none when removed. */
export function statusMoveOf(post: Pick<TPost, 'status'>): StatusMove | null {
  switch (post.status) {
    case 'ACTIVE':
      return { status: 'SOLD', label: 'markSold', done: 'markedSold' };
    case 'SOLD':
    case 'EXPIRED':
      return { status: 'ACTIVE', label: 'relist', done: 'listedAgain' };
    case 'DRAFT':
      return { status: 'ACTIVE', label: 'publish', done: 'published' };
    case 'REMOVED':
      return null;
  }
}

export interface AdvertBadge {
  /** The badge's words (features/profile/i18n). */
  label: ProfileWord;
  color: 'default' | 'success' | 'warning' | 'error' | 'info';
}

const STATUS_BADGES: Record<TPost['status'], AdvertBadge> = {
  ACTIVE: { label: 'statusLive', color: 'success' },
  DRAFT: { label: 'statusDraft', color: 'default' },
  SOLD: { label: 'statusSold', color: 'info' },
  EXPIRED: { label: 'statusExpired', color: 'default' },
  REMOVED: { label: 'statusRemoved', color: 'error' },
};

/**
 * What the owner reads on a row: its status, and the review state when it is not yet public. A
 * listing waiting for (or refused) review is not "Live" to anyone, so it says only that.
 */
export function advertBadges(post: Pick<TPost, 'status' | 'compliance_status'>): AdvertBadge[] {
  const review: AdvertBadge | null =
    post.compliance_status === 'PENDING'
      ? { label: 'awaitingReview', color: 'info' }
      : post.compliance_status === 'REJECTED'
        ? { label: 'rejected', color: 'error' }
        : null;
  if (!review) return [STATUS_BADGES[post.status]];
  return post.status === 'ACTIVE' ? [review] : [STATUS_BADGES[post.status], review];
}
