import { DEFAULT_CURRENCY, formatNumber, type Cents, type Locale } from '@dawa/contract';

// Money and dates in the reader's language, written out rather than built with Intl: the first
// page formats prices in its first render, and the first Intl formatter loads its locale data
// (70–100 ms under Lighthouse's slow-down, see formatNumber in the contract); the server (Node's
// ICU) and the browser (Chromium's) also write some Amharic patterns differently, which would make
// React draw a drawn page again. `format.test.ts` checks every form against Intl's `am-ET` and
// `en` output, so these stay what Intl writes.

/** The currency's sign per language: Intl's `am-ET` writes ETB as "ብር"; English keeps the code. */
const CURRENCY_SIGNS: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  am: { ETB: 'ብር' },
};

/**
 * "ETB 1,250" / "ብር 1,250", "ETB 1,250.50" / "ብር 1,250.50": santim (docs/money.md) written exactly
 * from the integer, cents only when there are any.
 */
export function formatMoneyIn(
  locale: Locale,
  amount: Cents,
  currency: string = DEFAULT_CURRENCY,
): string {
  const abs = Math.abs(amount);
  const fraction = abs % 100;
  const number = `${amount < 0 ? '-' : ''}${formatNumber(Math.trunc(abs / 100))}${
    fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`
  }`;
  const sign = CURRENCY_SIGNS[locale]?.[currency];
  // Intl's am-ET keeps the sign to its number with a no-break space; English keeps its space.
  if (sign) return `${sign}\u00a0${number}`;
  return `${currency} ${number}`;
}

/** CLDR's abbreviated months (`month: 'short'`), as `en` and `am-ET` write them. */
export const SHORT_MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  am: ['ጃን', 'ፌብ', 'ማርች', 'ኤፕሪ', 'ሜይ', 'ጁን', 'ጁላይ', 'ኦገስ', 'ሴፕቴ', 'ኦክቶ', 'ኖቬም', 'ዲሴም'],
};

/** "12 Mar 2027" / "12 ማርች 2027" (docs/design.md#money), from the parts already in the reader's zone. */
export function formatDayMonthYear(locale: Locale, day: number, month: number, year: number) {
  return `${day} ${SHORT_MONTHS[locale][month] ?? ''} ${year}`;
}

/** "Jun 2027" / "ጁን 2027". */
export const formatMonthYear = (locale: Locale, month: number, year: number): string =>
  `${SHORT_MONTHS[locale][month] ?? ''} ${year}`;
