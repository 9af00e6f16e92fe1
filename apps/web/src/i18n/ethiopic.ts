import type { Locale } from '@dawa/contract';

// Dates in the Ethiopian calendar (issue 32, docs/i18n.md "Ethiopian calendar"): twelve months of
// 30 days and a thirteenth (Pagume) of 5, or 6 in the year before a Gregorian leap year; the
// year begins on 11 September (12 after a leap year) and counts 7–8 years behind. Worked out by
// arithmetic over the Julian day number rather than with Intl's `am-ET-u-ca-ethiopic` at run
// time, for the same reasons as the rest of format.ts (first-render cost, Node's and Chromium's
// ICU writing differently); `ethiopic.test.ts` checks it against that Intl output day by day.

/** The months as CLDR names them for `am-ET-u-ca-ethiopic` and `en-u-ca-ethiopic`. */
export const ETHIOPIC_MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  am: [
    'መስከረም',
    'ጥቅምት',
    'ኅዳር',
    'ታኅሣሥ',
    'ጥር',
    'የካቲት',
    'መጋቢት',
    'ሚያዝያ',
    'ግንቦት',
    'ሰኔ',
    'ሐምሌ',
    'ነሐሴ',
    'ጳጉሜን',
  ],
  en: [
    'Meskerem',
    'Tekemt',
    'Hedar',
    'Tahsas',
    'Ter',
    'Yekatit',
    'Megabit',
    'Miazia',
    'Genbot',
    'Sene',
    'Hamle',
    'Nehasse',
    'Pagumen',
  ],
};

/**
 * The Julian day number that starts the four-year cycles: 1 Meskerem of year 0 (a year before
 * Amete Mihret 1). Counted from there, each cycle's fourth year is the one with Pagume 6
 * (Ethiopian years 3, 7, … 2015, 2019), so the extra day falls at a cycle's end.
 */
const CYCLE_EPOCH_JDN = 1723856;

/** The Julian day number of a (proleptic) Gregorian date; `month` 1–12. */
function julianDayNumber(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

export interface EthiopicDate {
  year: number;
  /** 1–13 (13 is Pagume). */
  month: number;
  day: number;
}

/** The Ethiopian date of a Gregorian one; `monthIndex` 0–11 as `Date#getMonth` gives it. */
export function toEthiopic(year: number, monthIndex: number, day: number): EthiopicDate {
  const days = julianDayNumber(year, monthIndex + 1, day) - CYCLE_EPOCH_JDN;
  const inCycle = days - 1461 * Math.floor(days / 1461);
  // 365 days a year; the cycle's last day (1460) is that fourth year's Pagume 6.
  const isLastDay = inCycle === 1460 ? 1 : 0;
  const dayOfYear = (inCycle % 365) + 365 * isLastDay;
  return {
    year: 4 * Math.floor(days / 1461) + Math.floor(inCycle / 365) - isLastDay,
    month: Math.floor(dayOfYear / 30) + 1,
    day: (dayOfYear % 30) + 1,
  };
}

/** "3 መጋቢት 2019" / "3 Megabit 2019": the Gregorian parts (as `Date` gives them) in the Ethiopian calendar. */
export function formatEthiopicDayMonthYear(
  locale: Locale,
  day: number,
  monthIndex: number,
  year: number,
): string {
  const ethiopic = toEthiopic(year, monthIndex, day);
  return `${ethiopic.day} ${ETHIOPIC_MONTHS[locale][ethiopic.month - 1] ?? ''} ${ethiopic.year}`;
}
