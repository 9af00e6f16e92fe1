// Kept free of zod, like post-constants.ts: the web's first page (a listing card saying when its
// stock expires) needs these, not the listing schemas.

/** Limits of the product fields of a listing (issue 31; docs/decisions/016). */
export const POST_PRODUCT_LIMITS = {
  packSizeMax: 100,
  manufacturerMax: 120,
  registrationNumberMax: 60,
  quantityMax: 10_000_000,
  /** The furthest shelf life a search may ask for (GET /post?minShelfLifeMonths=). */
  shelfLifeMonthsMax: 120,
  /** A card shows the expiry when it is this many months away or closer. */
  expiringSoonMonths: 6,
} as const;

// Expiry dates (docs/decisions/016). On the wire a listing's `expiry_date` is `YYYY-MM` (a pack's
// printed month: the product is good to the end of that month) or `YYYY-MM-DD`; it is stored as a
// date and always answered as `YYYY-MM-DD` (a month given alone answers its last day). A listing
// is expired from the day after its expiry date (UTC).

const EXPIRY_PATTERN = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;
const pad2 = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isoDay = (year: number, month: number, day: number) =>
  `${String(year)}-${pad2(month)}-${pad2(day)}`;

/**
 * `YYYY-MM` (the last day of that month) or `YYYY-MM-DD` as a `YYYY-MM-DD` date; null when it is
 * not a real date of the years 2000–2199.
 */
export function parseExpiryDate(text: string): string | null {
  const match = EXPIRY_PATTERN.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || year > 2199 || month < 1 || month > 12) return null;
  const last = daysIn(year, month);
  const day = match[3] === undefined ? last : Number(match[3]);
  if (day < 1 || day > last) return null;
  return isoDay(year, month, day);
}

/** The UTC day of `now` as `YYYY-MM-DD`. */
export const isoDate = (now: Date): string => now.toISOString().slice(0, 10);

/** `YYYY-MM-DD` moved by whole months, the day kept or clamped to the month's end (Jan 31 + 1 → Feb 28). */
export function addMonthsIso(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return isoDay(y, m, Math.min(day, daysIn(y, m)));
}

/** Past its expiry: `expiry` (YYYY-MM-DD) is before `today` (YYYY-MM-DD). */
export const isPastExpiry = (expiry: string, today: string): boolean => expiry < today;

/**
 * The shelf-life filter: a listing has at least `months` months left when its expiry is on or after
 * this day (today moved by `months`).
 */
export const shelfLifeCutoff = (today: string, months: number): string =>
  addMonthsIso(today, months);

/** Expires within POST_PRODUCT_LIMITS.expiringSoonMonths (and not yet past): the card says when. */
export const isExpiringSoon = (expiry: string | null, today: string): boolean =>
  expiry !== null &&
  !isPastExpiry(expiry, today) &&
  expiry < addMonthsIso(today, POST_PRODUCT_LIMITS.expiringSoonMonths);
