import { describe, expect, it } from 'vitest';
import { formatEthiopicDayMonthYear, toEthiopic } from './ethiopic.ts';

// Checked against Intl's Ethiopic calendar (ICU, CLDR) for every day of many years, so a wrong
// epoch, leap rule or month name fails here.
const DAY_MS = 86_400_000;

const intl = (locale: string) =>
  new Intl.DateTimeFormat(`${locale}-u-ca-ethiopic`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const INTL = { 'am-ET': intl('am-ET'), en: intl('en') };

function intlParts(locale: keyof typeof INTL, date: Date) {
  const parts = INTL[locale].formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

const utcParts = (date: Date) =>
  [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()] as const;

describe('the Ethiopian calendar', () => {
  // About 18,000 days and their Intl parts: seconds on a loaded machine.
  it(
    'writes what Intl am-ET-u-ca-ethiopic writes, every day from 1990 to 2040',
    { timeout: 60_000 },
    () => {
      const format = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const start = Date.UTC(1990, 0, 1);
      const end = Date.UTC(2040, 11, 31);
      let checked = 0;
      for (let at = start; at <= end; at += DAY_MS) {
        const date = new Date(at);
        const [day, month, year] = utcParts(date);
        // Node's ICU writes "3 መጋቢት 2019" for month 'short' (the full name) as for 'long'.
        const parts = intlParts('am-ET', date);
        const expected = `${parts.day} ${parts.month} ${parts.year}`;
        expect(formatEthiopicDayMonthYear('am', day, month, year), date.toISOString()).toBe(
          expected,
        );
        if (checked % 97 === 0) expect(format.format(date)).toBe(expected);
        checked += 1;
      }
      expect(checked).toBeGreaterThan(18_000);
    },
  );

  it('names the months as Intl en-u-ca-ethiopic does, for English readers', () => {
    for (let at = Date.UTC(2026, 0, 1); at <= Date.UTC(2028, 11, 31); at += 5 * DAY_MS) {
      const date = new Date(at);
      const { day, month, year } = intlParts('en', date);
      expect(formatEthiopicDayMonthYear('en', ...utcParts(date))).toBe(`${day} ${month} ${year}`);
    }
  });

  it('knows the new year and Pagume, 5 days or 6 before a Gregorian leap year', () => {
    expect(toEthiopic(2023, 8, 12)).toEqual({ year: 2016, month: 1, day: 1 }); // after Pagume 6
    expect(toEthiopic(2023, 8, 11)).toEqual({ year: 2015, month: 13, day: 6 });
    expect(toEthiopic(2026, 8, 11)).toEqual({ year: 2019, month: 1, day: 1 });
    expect(toEthiopic(2026, 8, 10)).toEqual({ year: 2018, month: 13, day: 5 });
    expect(toEthiopic(2027, 2, 12)).toEqual({ year: 2019, month: 7, day: 3 });
    // Far outside the range above too (a birth date, an old record).
    expect(toEthiopic(1900, 0, 1)).toEqual({ year: 1892, month: 4, day: 23 });
    expect(toEthiopic(2100, 2, 1)).toEqual({ year: 2092, month: 6, day: 21 });
  });
});
