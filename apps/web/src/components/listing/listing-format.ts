import { DEFAULT_CURRENCY, type TPost, type TPostCondition } from '@dawa/contract';

// How listings read (DESIGN.md): money always with its currency and thousands separators, a
// custom price as the seller wrote it, otherwise "Negotiable".

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "ETB 1,250" or "ETB 1,250.50" (cents only when there are any). */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const isWhole = Math.abs(amount - Math.round(amount)) < 0.005;
  return `${currency} ${(isWhole ? WHOLE : CENTS).format(amount)}`;
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

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "just now": the age of a listing. */
export function formatAge(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((now.getTime() - then) / 1000);
  if (seconds < 60) return 'just now';
  for (const [unit, size] of STEPS) {
    if (seconds >= size) return RELATIVE.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** The image a card shows: the primary one, else the first (the API puts the primary first). */
export const primaryMedia = (post: Pick<TPost, 'medias'>) =>
  post.medias.find((m) => m.isPrimary) ?? post.medias[0] ?? null;

/** "1 listing", "24 listings", or "10,000+ listings" once the API stopped counting at `cap`. */
export function resultCount(total: number, cap: number): string {
  if (total >= cap) return `${WHOLE.format(cap)}+ listings`;
  return total === 1 ? '1 listing' : `${WHOLE.format(total)} listings`;
}
