import type { Locale } from '@dawa/contract';
import { formatDate } from '../../lib/format.ts';
import type { T } from '../../i18n/words.ts';
import type invitationsEn from '../../i18n/invitations/en.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When an invitation stops being good, as a person reads it, in the page's language: close ones
 * counted ("Expires in 9 minutes", "in 3 hours", "in 2 days"), far ones dated ("Expires 12 Mar
 * 2027"), past ones "Expired 12 Mar 2027" (lib/format.ts formatExpiry says the same in English
 * for the codes' screens). `now` in ms since the epoch (tests pass it).
 */
export function invitationExpiry(
  iso: string,
  t: T<typeof invitationsEn>,
  locale: Locale,
  now: number = Date.now(),
): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const left = at - now;
  if (left <= 0) return t('expiredOn', { date: formatDate(iso, locale) });
  if (left < 60_000) return t('expiresSoon');
  if (left < HOUR_MS) return t('expiresInMinutes', { count: Math.floor(left / 60_000) });
  if (left < DAY_MS) return t('expiresInHours', { count: Math.floor(left / HOUR_MS) });
  if (left < 7 * DAY_MS) return t('expiresInDays', { count: Math.floor(left / DAY_MS) });
  return t('expiresOn', { date: formatDate(iso, locale) });
}
