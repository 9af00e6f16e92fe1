import type { Locale } from '@dawa/contract';
import { formatDayMonthYear } from '../i18n/format.ts';

// Written by hand, not with Intl.DateTimeFormat: a listing page draws a date in its first render,
// and the first Intl formatter loads the locale data (see formatNumber in the contract). It also
// reads the same in every browser ("Sep", where newer ICU writes en-GB's "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Dates as docs/design.md#money writes them, in the reader's time zone: "12 Mar 2027" ("12 ማርች 2027"). */
export function formatDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (locale !== 'en')
    return formatDayMonthYear(locale, date.getDate(), date.getMonth(), date.getFullYear());
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When an invitation or code stops being good, as a person reads it: close ones counted
 * ("Expires in 9 minutes", "Expires in 3 hours", "Expires in 2 days"), far ones dated ("Expires 12 Mar 2027"), past ones
 * "Expired 12 Mar 2027". `now` in ms since the epoch (tests pass it).
 */
export function formatExpiry(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const left = at - now;
  if (left <= 0) return `Expired ${formatDate(iso)}`;
  if (left < 60_000) return 'Expires in less than a minute';
  if (left < HOUR_MS) {
    const minutes = Math.floor(left / 60_000);
    return `Expires in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  if (left < DAY_MS) {
    const hours = Math.floor(left / HOUR_MS);
    return `Expires in ${hours} hour${hours === 1 ? '' : 's'}`;
  }
  if (left < 7 * DAY_MS) {
    const days = Math.floor(left / DAY_MS);
    return `Expires in ${days} day${days === 1 ? '' : 's'}`;
  }
  return `Expires ${formatDate(iso)}`;
}

/** Up to two initials of a name, for avatars without a picture. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A phone number grouped for reading aloud: Ethiopian numbers as "+251 91 122 3344" and
 * "091 122 3344"; any other number is shown as the seller typed it.
 */
export function formatPhone(phone: string): string {
  const international = /^\+251(\d{2})(\d{3})(\d{4})$/.exec(phone);
  if (international) return `+251 ${international.slice(1).join(' ')}`;
  const national = /^0(\d{2})(\d{3})(\d{4})$/.exec(phone);
  if (national) return `0${national.slice(1).join(' ')}`;
  return phone;
}

/** The `tel:` link of a number as stored (digits with an optional leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A moment to the second, in the reader's time zone: "12 Mar 2027, 14:05:09". */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
  return `${formatDate(iso, locale)}, ${time}`;
}
