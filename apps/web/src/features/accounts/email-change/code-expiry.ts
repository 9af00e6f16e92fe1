import type { Locale } from '@dawa/contract';
import type { T } from '../../../i18n/words.ts';
import { formatDate } from '../../../lib/format.ts';
import type en from '../i18n/en.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When the e-mail change's code stops being good, in the reader's language: lib/format.ts's
 * formatExpiry (English only, shared) with the words from this feature's catalogue
 * (docs/i18n.md). English reads the same: "Expires in 9 minutes", "Expired 12 Mar 2027".
 */
export function codeExpiry(
  t: T<typeof en>,
  locale: Locale,
  iso: string,
  now: number = Date.now(),
): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const left = at - now;
  if (left <= 0) return t('expired', { date: formatDate(iso, locale) });
  if (left < MINUTE_MS) return t('expiresSoon');
  if (left < HOUR_MS) return t('expiresInMinutes', { count: Math.floor(left / MINUTE_MS) });
  if (left < DAY_MS) return t('expiresInHours', { count: Math.floor(left / HOUR_MS) });
  if (left < 7 * DAY_MS) return t('expiresInDays', { count: Math.floor(left / DAY_MS) });
  return t('expiresOn', { date: formatDate(iso, locale) });
}
