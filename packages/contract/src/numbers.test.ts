import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers.ts';

// Intl is the oracle: formatNumber must write what en-US's formatter writes, without building one.
const intl = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

describe('formatNumber', () => {
  it('groups thousands and fixes the decimals like Intl en-US', () => {
    const values = [
      0,
      1,
      7,
      12,
      999,
      1000,
      1250,
      3800.5,
      99.999,
      0.25,
      0.005,
      1.005,
      12345.675,
      999_999.995,
      1_000_000_000,
      10_000,
      123_456_789.01,
      -1,
      -1250.5,
      2 ** 31,
      9_007_199_254_740_991,
    ];
    for (const value of values)
      for (const digits of [0, 2])
        expect(`${value}/${digits}: ${formatNumber(value, digits)}`).toBe(
          `${value}/${digits}: ${intl(digits).format(value)}`,
        );
  });

  it('writes a negative value that rounds to zero as "0" (Intl writes "-0")', () => {
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.004, 2)).toBe('0.00');
  });

  it('agrees with Intl on random prices and counts', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 10 ** (seed % 10);
    for (let i = 0; i < 2000; i++) {
      const value = Math.round(next() * 100) / 100;
      expect(formatNumber(value, 2)).toBe(intl(2).format(value));
      expect(formatNumber(Math.round(value))).toBe(intl(0).format(Math.round(value)));
    }
  });
});
