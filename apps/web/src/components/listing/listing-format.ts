import { DEFAULT_CURRENCY, formatNumber, type TPost, type TPostCondition } from '@dawa/contract';

// How listings read (docs/design.md#money): money always with its currency and thousands separators, a
// custom price as the seller wrote it, otherwise "Negotiable". No Intl here: every marketplace
// page loads this module first, and an Intl formatter's locale data costs the first render (see
// formatNumber).

/** "ETB 1,250" or "ETB 1,250.50" (cents only when there are any). */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const isWhole = Math.abs(amount - Math.round(amount)) < 0.005;
  return `${currency} ${formatNumber(amount, isWhole ? 0 : 2)}`;
}

export type PriceFields = Pick<TPost, 'price' | 'custom_price' | 'negotiable'>;

/** The price a listing shows: the amount, else the seller's own wording, else "Negotiable". */
export function formatPrice(post: PriceFields): string {
  if (post.price != null) return formatMoney(post.price);
  const custom = post.custom_price?.trim();
  if (custom) return custom;
  return 'Negotiable';
}

/** Whether to add "Negotiable" beside a price that is already shown as an amount or text. */
export const showsNegotiableToo = (post: PriceFields): boolean =>
  post.negotiable && (post.price != null || !!post.custom_price?.trim());

const CONDITION_LABELS: Record<TPostCondition, string> = {
  NEW: 'New',
  USED: 'Used',
  REFURBISHED: 'Refurbished',
};

export const conditionLabel = (condition: TPostCondition | null): string | null =>
  condition ? CONDITION_LABELS[condition] : null;

// Unit, its length in seconds, and how English says "one of them ago" (Intl's numeric: 'auto').
const STEPS: readonly [unit: string, seconds: number, one: string][] = [
  ['year', 365 * 24 * 3600, 'last year'],
  ['month', 30 * 24 * 3600, 'last month'],
  ['week', 7 * 24 * 3600, 'last week'],
  ['day', 24 * 3600, 'yesterday'],
  ['hour', 3600, '1 hour ago'],
  ['minute', 60, '1 minute ago'],
];

/** "3 days ago", "yesterday", "just now": the age of a listing. */
export function formatAge(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((now.getTime() - then) / 1000);
  if (seconds < 60) return 'just now';
  for (const [unit, size, one] of STEPS) {
    if (seconds < size) continue;
    const count = Math.floor(seconds / size);
    return count === 1 ? one : `${formatNumber(count)} ${unit}s ago`;
  }
  return 'just now';
}

/** The image a card shows: the primary one, else the first (the API puts the primary first). */
export const primaryMedia = (post: Pick<TPost, 'medias'>) =>
  post.medias.find((m) => m.isPrimary) ?? post.medias[0] ?? null;

/** "1 listing", "24 listings", or "10,000+ listings" once the API stopped counting at `cap`. */
export function resultCount(total: number, cap: number): string {
  if (total >= cap) return `${formatNumber(cap)}+ listings`;
  return total === 1 ? '1 listing' : `${formatNumber(total)} listings`;
}

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * An expiry date (`YYYY-MM-DD`, as the API answers it) as a pack prints it: "Jun 2027" when it is
 * a month's last day (the seller gave the month), else "15 Jun 2027". No Intl (see above).
 */
export function formatExpiry(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = MONTHS[month - 1] ?? '';
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day === last ? `${name} ${String(year)}` : `${String(day)} ${name} ${String(year)}`;
}

/** "40 in stock", "Out of stock". */
export const formatStock = (quantity: number): string =>
  quantity === 0 ? 'Out of stock' : `${formatNumber(quantity)} in stock`;
