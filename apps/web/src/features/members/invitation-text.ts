import { INVITATION_STATUSES, type Locale, type TTenantInvitation } from '@dawa/contract';
import type { T } from '../../i18n/words.ts';
import { formatDate } from '../../lib/format.ts';
import type { InvitationFilter } from './api/members-api.ts';
import type memberEn from './i18n/en.ts';

// Words for a pharmacy's list of invitations: which ones the filter in the address asks for, and
// what happened to each, when, in the reader's language (docs/i18n.md).

type MemberT = T<typeof memberEn>;

export const INVITATION_FILTERS: readonly InvitationFilter[] = [...INVITATION_STATUSES, 'ALL'];

/** Each filter's (and state's) word in the members namespace. */
export const INVITATION_FILTER_KEYS = {
  PENDING: 'statusPending',
  ACCEPTED: 'statusAccepted',
  DECLINED: 'statusDeclined',
  REVOKED: 'statusRevoked',
  EXPIRED: 'statusExpired',
  ALL: 'allInvitations',
} as const satisfies Record<InvitationFilter, keyof typeof memberEn>;

/** The filter named by the address (`?status=`); anything else means the ones still open. */
export function parseInvitationFilter(raw: string | null): InvitationFilter {
  const value = raw?.toUpperCase();
  return INVITATION_FILTERS.find((f) => f === value) ?? 'PENDING';
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When an invitation stops being good, as a person reads it: close ones counted ("Expires in 9
 * minutes", "in 3 hours", "in 2 days"), far ones dated ("Expires 12 Mar 2027"), past ones "Expired
 * 12 Mar 2027". The steps of lib/format.ts's formatExpiry, in this namespace's words.
 */
export function expiryText(iso: string, t: MemberT, locale: Locale, now = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const left = at - now;
  const date = formatDate(iso, locale);
  if (left <= 0) return t('expiredOn', { date });
  if (left < 60_000) return t('expiresInUnderAMinute');
  if (left < HOUR_MS) return t('expiresInMinutes', { count: Math.floor(left / 60_000) });
  if (left < DAY_MS) return t('expiresInHours', { count: Math.floor(left / HOUR_MS) });
  if (left < 7 * DAY_MS) return t('expiresInDays', { count: Math.floor(left / DAY_MS) });
  return t('expiresOn', { date });
}

/** "Expires in 3 days" while open; afterwards what happened and when ("Accepted 3 Mar 2027"). */
export function invitationWhen(
  invitation: Pick<TTenantInvitation, 'status' | 'expiresAt' | 'respondedAt'>,
  t: MemberT,
  locale: Locale,
  now: number = Date.now(),
): string {
  const answered = (
    dated: 'acceptedOn' | 'declinedOn' | 'withdrawnOn',
    bare: 'statusAccepted' | 'statusDeclined' | 'statusRevoked',
  ) =>
    invitation.respondedAt
      ? t(dated, { date: formatDate(invitation.respondedAt, locale) })
      : t(bare);
  switch (invitation.status) {
    case 'PENDING':
      return expiryText(invitation.expiresAt, t, locale, now);
    case 'EXPIRED':
      return t('expiredOn', { date: formatDate(invitation.expiresAt, locale) });
    case 'ACCEPTED':
      return answered('acceptedOn', 'statusAccepted');
    case 'DECLINED':
      return answered('declinedOn', 'statusDeclined');
    case 'REVOKED':
      return answered('withdrawnOn', 'statusRevoked');
  }
}
