import {
  DEFAULT_CURRENCY,
  formatNumber,
  parseMoney,
  type Cents,
  type Locale,
  type TPost,
  type TPostCondition,
} from '@dawa/contract';
import { formatDayMonthYear, formatMoneyIn, formatMonthYear } from '../../i18n/format.ts';
import { listingWords } from '../../i18n/listing/index.ts';
import { wordsIn } from '../../i18n/words.ts';

// How listings read (docs/design.md#money): money always with its currency and thousands separators, a
// custom price as the seller wrote it, otherwise "Negotiable". No Intl here: every marketplace
// page loads this module first, and an Intl formatter's locale data costs the first render (see
// formatNumber). Each takes the reader's language (`useLocale()`), English when not given; the words
// come from the listing namespace (i18n/listing/), loaded before the first render.

/**
 * A wire amount (ETB, docs/money.md) as santim, through the contract's money module: exact for
 * what the API sends (whole santim). A finer amount (a figure typed but not yet validated) is
 * rounded to the santim, half away from zero on its decimal writing, for display only.
 */
export function displayCents(amount: number): Cents {
  const parsed = parseMoney(formatNumber(Math.abs(amount), 2));
  if (!parsed.ok) return 0 as Cents;
  return (amount < 0 ? -1 * parsed.cents : parsed.cents) as Cents;
}

/** "ETB 1,250" or "ETB 1,250.50" (cents only when there are any); "ብር 1,250" in Amharic. */
export function formatMoney(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  locale: Locale = 'en',
): string {
  return formatMoneyIn(locale, displayCents(amount), currency);
}

/** The same for an amount already in santim (a total computed with the money module). */
export const formatCents = (
  amount: Cents,
  currency: string = DEFAULT_CURRENCY,
  locale: Locale = 'en',
): string => formatMoneyIn(locale, amount, currency);

export type PriceFields = Pick<TPost, 'price' | 'custom_price' | 'negotiable'>;

/** The price a listing shows: the amount, else the seller's own wording, else "Negotiable". */
export function formatPrice(post: PriceFields, locale: Locale = 'en'): string {
  if (post.price != null) return formatMoney(post.price, DEFAULT_CURRENCY, locale);
  const custom = post.custom_price?.trim();
  if (custom) return custom;
  return wordsIn(listingWords, locale)('negotiable');
}

/** Whether to add "Negotiable" beside a price that is already shown as an amount or text. */
export const showsNegotiableToo = (post: PriceFields): boolean =>
  post.negotiable && (post.price != null || !!post.custom_price?.trim());

const CONDITION_LABELS = {
  NEW: 'conditionNew',
  USED: 'conditionUsed',
  REFURBISHED: 'conditionRefurbished',
} as const satisfies Record<TPostCondition, string>;

export const conditionLabel = (
  condition: TPostCondition | null,
  locale: Locale = 'en',
): string | null => (condition ? wordsIn(listingWords, locale)(CONDITION_LABELS[condition]) : null);

// Each unit's catalogue entry (its "one" form says "one of them ago" as Intl's numeric: 'auto'
// does: "yesterday") and its length in seconds.
const STEPS = [
  ['yearsAgo', 365 * 24 * 3600],
  ['monthsAgo', 30 * 24 * 3600],
  ['weeksAgo', 7 * 24 * 3600],
  ['daysAgo', 24 * 3600],
  ['hoursAgo', 3600],
  ['minutesAgo', 60],
] as const;

/** "3 days ago", "yesterday", "just now": the age of a listing. */
export function formatAge(iso: string, now: Date = new Date(), locale: Locale = 'en'): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const t = wordsIn(listingWords, locale);
  const seconds = Math.round((now.getTime() - then) / 1000);
  if (seconds < 60) return t('justNow');
  for (const [key, size] of STEPS) {
    if (seconds < size) continue;
    return t(key, { count: Math.floor(seconds / size) });
  }
  return t('justNow');
}

/** The image a card shows: the primary one, else the first (the API puts the primary first). */
export const primaryMedia = (post: Pick<TPost, 'medias'>) =>
  post.medias.find((m) => m.isPrimary) ?? post.medias[0] ?? null;

/** "1 listing", "24 listings", or "10,000+ listings" once the API stopped counting at `cap`. */
export function resultCount(total: number, cap: number, locale: Locale = 'en'): string {
  const t = wordsIn(listingWords, locale);
  if (total >= cap) return t('listingsCapped', { count: cap });
  return t('listings', { count: total });
}

/**
 * An expiry date (`YYYY-MM-DD`, as the API answers it) as a pack prints it: "Jun 2027" when it is
 * a month's last day (the seller gave the month), else "15 Jun 2027". No Intl (see above).
 */
export function formatExpiry(date: string, locale: Locale = 'en'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day === last
    ? formatMonthYear(locale, month - 1, year)
    : formatDayMonthYear(locale, day, month - 1, year);
}

/** "40 in stock", "Out of stock". */
export const formatStock = (quantity: number, locale: Locale = 'en'): string =>
  quantity === 0
    ? wordsIn(listingWords, locale)('outOfStock')
    : wordsIn(listingWords, locale)('inStock', { count: quantity });
