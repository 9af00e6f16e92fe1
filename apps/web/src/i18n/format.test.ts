import { cents, fromWire, MONEY_MAX_CENTS } from '@dawa/contract';
import { describe, expect, it } from 'vitest';
import { formatMoneyIn, formatDayMonthYear, formatMonthYear, SHORT_MONTHS } from './format.ts';

// Intl is the oracle: the written-out forms must match what Intl writes for the same language.
const intlMoney = (locale: string, amount: number, whole: boolean) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'ETB',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);

describe('formatMoneyIn', () => {
  it.each([0, 5, 1234, 1234.5, 1_000_000, 12.05])('am-ET writes %s as Intl does', (amount) => {
    const whole = Number.isInteger(amount);
    expect(formatMoneyIn('am', fromWire(amount))).toBe(intlMoney('am-ET', amount, whole));
  });
  it('keeps the issue’s example and the English code', () => {
    expect(formatMoneyIn('am', cents(123450))).toBe('ብር\u00a01,234.50');
    expect(formatMoneyIn('en', cents(123450))).toBe('ETB 1,234.50');
    expect(formatMoneyIn('en', cents(125000))).toBe('ETB 1,250');
  });
  it('writes santim exactly, where a float in birr would drift', () => {
    // 0.1 + 0.2 birr as santim: 30, "0.30"; and the largest amount the product holds, to the santim.
    expect(formatMoneyIn('en', cents(10 + 20))).toBe('ETB 0.30');
    expect(formatMoneyIn('en', cents(MONEY_MAX_CENTS))).toBe('ETB 9,999,999,999,999.99');
    expect(formatMoneyIn('en', cents(-5))).toBe('ETB -0.05');
  });
});

describe('months', () => {
  it.each(['en', 'am'] as const)('%s short months are CLDR’s', (locale) => {
    const intl = new Intl.DateTimeFormat(locale === 'am' ? 'am-ET' : 'en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
    SHORT_MONTHS[locale].forEach((name, month) => {
      // ICU has written September "Sep" and "Sept" in English over time.
      const written = intl.format(new Date(Date.UTC(2027, month, 12))).replace('Sept', 'Sep');
      expect(name).toBe(written);
    });
  });
  it('writes day, month and year', () => {
    expect(formatDayMonthYear('am', 12, 2, 2027)).toBe('12 ማርች 2027');
    expect(formatDayMonthYear('en', 12, 2, 2027)).toBe('12 Mar 2027');
    expect(formatMonthYear('am', 5, 2027)).toBe('ጁን 2027');
  });
});
