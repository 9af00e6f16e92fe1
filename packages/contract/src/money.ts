import { DEFAULT_CURRENCY } from './constants.ts';

// Money, the one place it is converted (docs/money.md). Inside, an amount is an integer of santim
// (cents: 1 ETB = 100 santim), branded `Cents` so a birr number cannot be passed for it; on the
// wire it is ETB as a JSON number with at most two decimals (1250.5, as the spec's prices are
// today). Conversions go through the decimal writing of the number, never through `× 100`, so
// 19.99 is 1999 santim and 0.1 + 0.2 is refused rather than stored as 30. Sums and products stay
// integers; the only rounding is in `percentOf` (half away from zero, once per amount) and the
// only splitting in `allocate` (parts add up to the whole). No Intl here: the contract is in every
// page's first script (see numbers.ts).

declare const centsBrand: unique symbol;
/** An amount in santim (integer). Make one with `cents`, `fromWire` or `parseMoney`. */
export type Cents = number & { readonly [centsBrand]: true };

/**
 * The largest amount kept (10 trillion birr less a santim): 15 digits, what a JSON number (a
 * double) carries exactly as ETB with two decimals. From 16 digits, amount / 100 may write as a
 * neighbouring decimal (76254657118207.99 reads back as …07.98), so nothing past it is made.
 */
export const MONEY_MAX_CENTS = 999_999_999_999_999;
/** MONEY_MAX_CENTS as the wire writes it, in ETB. */
export const MONEY_MAX_ETB = MONEY_MAX_CENTS / 100;

const fits = (value: number): boolean =>
  Number.isSafeInteger(value) && Math.abs(value) <= MONEY_MAX_CENTS;
const checked = (value: number, what: string): Cents => {
  if (!fits(value))
    throw new RangeError(
      `${what}: ${String(value)} is not a whole number of santim up to MONEY_MAX_CENTS`,
    );
  return value as Cents;
};

/**
 * A whole number of santim as `Cents`: an integer column (bigint columns may arrive as strings),
 * a computed total. Throws RangeError on a fraction or anything beyond MONEY_MAX_CENTS.
 */
export function cents(value: number | bigint | string): Cents {
  const n = typeof value === 'number' ? value : Number(value);
  return checked(n, 'cents');
}

/** `cents` that lets null through (optional price columns). */
export const centsOrNull = (value: number | bigint | string | null): Cents | null =>
  value === null ? null : cents(value);

export type MoneyParse = { ok: true; cents: Cents } | { ok: false; reason: 'invalid' | 'tooBig' };

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * An amount from the wire or a form (ETB: a number, or text like "19.99", ".5", "1,250.50" with
 * thousands commas) into santim, exactly: at most two decimals (further zeros are allowed, "1.500"),
 * not negative, not beyond MONEY_MAX_CENTS. A number is read as its shortest decimal writing, the
 * one JSON carries, so 19.99 is 1999 and 0.30000000000000004 (0.1 + 0.2) is invalid.
 */
export function parseMoney(value: unknown): MoneyParse {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return { ok: false, reason: 'invalid' };
    if (value > MONEY_MAX_ETB) return { ok: false, reason: 'tooBig' };
    text = String(value);
    // Exponent writings left below 1e13 are the tiny ones (1e-7): more than two decimals.
    if (text.includes('e')) return { ok: false, reason: 'invalid' };
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  } else {
    return { ok: false, reason: 'invalid' };
  }
  const match = DECIMAL.exec(text);
  if (!match || text === '' || text === '.') return { ok: false, reason: 'invalid' };
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return { ok: false, reason: 'invalid' };
  const total = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (total > BigInt(MONEY_MAX_CENTS)) return { ok: false, reason: 'tooBig' };
  return { ok: true, cents: Number(total) as Cents };
}

/** Whether a wire number is a whole number of santim (at most two decimals); size is not judged. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const text = String(Math.abs(amount));
  if (text.includes('e')) return text.includes('e+'); // 1e+21 is whole; 1e-7 has 7 decimals
  const dot = text.indexOf('.');
  return dot === -1 || text.length - dot - 1 <= 2;
}

/**
 * A wire amount already validated (a request field through `zMoney`, a stored answer) into
 * santim. Throws RangeError when it is not a whole number of santim: that is a missing
 * validation, not a value to round.
 */
export function fromWire(amount: number): Cents {
  const sign = amount < 0 ? -1 : 1;
  const parsed = parseMoney(Math.abs(amount));
  if (!parsed.ok)
    throw new RangeError(
      `fromWire: ${String(amount)} is not an amount of ETB with at most two decimals`,
    );
  return (sign * parsed.cents) as Cents;
}

/** `fromWire` that lets null through. */
export const fromWireOrNull = (amount: number | null): Cents | null =>
  amount === null ? null : fromWire(amount);

/**
 * Santim as the wire carries them: ETB, a JSON number (1999 → 19.99). An integer divided by 100
 * is the double nearest the decimal, whose shortest writing (JSON's) is that decimal.
 */
export const toWire = (amount: Cents): number => amount / 100;

/** `toWire` that lets null through. */
export const toWireOrNull = (amount: Cents | null): number | null =>
  amount === null ? null : toWire(amount);

/** ETB as text with exactly two decimals ("1250.50"), e.g. for a page's price metadata. */
export function toDecimalText(amount: Cents): string {
  const abs = Math.abs(amount);
  const text = `${String(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return amount < 0 ? `-${text}` : text;
}

/**
 * The smallest whole number of santim at or above a bound in ETB, and the largest at or below:
 * what "price ≥ 10.004" and "price ≤ 10.004" mean for prices kept in santim (a list filter's
 * bounds may carry more decimals than prices do). Read from the bound's decimal writing.
 */
export function centsAtLeast(bound: number): Cents {
  const { whole, rest } = splitBound(bound);
  return checked(rest > 0n ? Number(whole + 1n) : Number(whole), 'centsAtLeast');
}
export function centsAtMost(bound: number): Cents {
  return checked(Number(splitBound(bound).whole), 'centsAtMost');
}
/** A non-negative bound as whole santim and whether anything is left below a santim. */
function splitBound(bound: number): { whole: bigint; rest: bigint } {
  if (!Number.isFinite(bound) || bound < 0 || bound > MONEY_MAX_ETB)
    throw new RangeError(`price bound ${String(bound)} is outside 0..${String(MONEY_MAX_ETB)}`);
  // toFixed(20) writes the double exactly up to 20 decimals, more than a bound's shortest writing.
  const [intPart = '0', fraction = ''] = (
    String(bound).includes('e') ? bound.toFixed(20) : String(bound)
  ).split('.');
  const santim = BigInt(intPart) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return { whole: santim, rest: /[1-9]/.test(fraction.slice(2)) ? 1n : 0n };
}

/** The sum of amounts, exact (integers); throws RangeError past MONEY_MAX_CENTS. */
export function sumMoney(amounts: readonly Cents[]): Cents {
  let total = 0;
  // Each partial sum stays below 2^53 (parts are at most MONEY_MAX_CENTS), so the check is exact.
  for (const amount of amounts) total = checked(total + amount, 'sumMoney');
  return total as Cents;
}

/** `quantity` (a whole number) times an amount: an offer's or a line's total, exact. */
export function timesQuantity(amount: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity))
    throw new RangeError(`quantity ${String(quantity)} is not whole`);
  return checked(amount * quantity, 'timesQuantity');
}

/** Whether `quantity × amount` stays an exact number of santim (timesQuantity would not throw). */
export const fitsTimesQuantity = (amount: Cents, quantity: number): boolean =>
  Number.isSafeInteger(quantity) && fits(amount * quantity);

/** Basis points in a whole: 1500 basis points are 15 %. */
export const BASIS_POINTS = 10_000;

/**
 * `basisPoints` / 10 000 of an amount (15 % VAT: 1500), rounded once, to the nearest santim, a half
 * away from zero (1.5 santim → 2, -1.5 → -2). The one rounding of money (docs/money.md says why
 * this rule and where it is applied: per amount, e.g. per line, never again on a sum).
 */
export function percentOf(amount: Cents, basisPoints: number): Cents {
  if (!Number.isSafeInteger(basisPoints))
    throw new RangeError(`basis points ${String(basisPoints)} are not whole`);
  const product = BigInt(amount) * BigInt(basisPoints);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const scale = BigInt(BASIS_POINTS);
  let quotient = abs / scale;
  if ((abs % scale) * 2n >= scale) quotient += 1n;
  return checked(Number(negative ? -quotient : quotient), 'percentOf');
}

/**
 * A total split across parts in proportion to `weights` (non-negative, at least one above 0), in
 * whole santim that add up to the total exactly: each part gets the floor of its share, and the
 * santim left go one each to the largest remainders (the earlier part on a tie). E.g. a discount
 * spread over lines by their amounts, or 100 santim in three: [34, 33, 33].
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('allocate: weights must be whole numbers, 0 or more');
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) throw new RangeError('allocate: at least one weight must be above 0');
  const negative = total < 0;
  const whole = BigInt(Math.abs(total));
  const shares = weights.map((w, index) => {
    const exact = whole * BigInt(w);
    return { index, part: exact / sum, remainder: exact % sum };
  });
  let left = whole - shares.reduce((a, s) => a + s.part, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.part += 1n;
    left -= 1n;
  }
  return shares.map((s) => (negative ? -Number(s.part) : Number(s.part)) as Cents);
}

/**
 * Money as English text: "ETB 1,250.50"; `cents: 'auto'` leaves out ".00" ("ETB 3,800", as pages
 * and offer messages write prices, docs/design.md#money), `'always'` keeps it (the audit log, where a change
 * of santim must show). Exact: written from the integer, not a float. The API's stored texts
 * use it; the web writes santim in the reader's language with its own formatter
 * (docs/money.md#on-the-web).
 */
export function formatEtb(amount: Cents, { cents: shown }: { cents: 'auto' | 'always' }): string {
  const abs = Math.abs(amount);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = abs % 100;
  const sign = amount < 0 ? '-' : '';
  const tail = shown === 'auto' && fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${DEFAULT_CURRENCY} ${sign}${whole}${tail}`;
}
