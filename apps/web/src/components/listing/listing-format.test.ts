import { describe, expect, it } from 'vitest';
import { createTestPost } from '../../test/factories.ts';
import {
  conditionLabel,
  formatAge,
  formatMoney,
  formatPrice,
  primaryMedia,
  resultCount,
  showsNegotiableToo,
} from './listing-format.ts';

describe('formatMoney', () => {
  it('writes the currency and thousands separators, cents only when there are any', () => {
    expect(formatMoney(1250)).toBe('ETB 1,250');
    expect(formatMoney(3800.5)).toBe('ETB 3,800.50');
    expect(formatMoney(0.25)).toBe('ETB 0.25');
    expect(formatMoney(1_000_000_000)).toBe('ETB 1,000,000,000');
    expect(formatMoney(99.999)).toBe('ETB 100');
    expect(formatMoney(10, 'USD')).toBe('USD 10');
    // The wire's decimal, never x100 in floating point: 1.005 and 19.99 stay what they say.
    expect(formatMoney(19.99)).toBe('ETB 19.99');
    expect(formatMoney(1.005)).toBe('ETB 1.01');
    expect(formatMoney(9_999_999_999_999.99)).toBe('ETB 9,999,999,999,999.99');
  });
});

describe('formatPrice', () => {
  it('shows the amount first, then the custom wording, then "Negotiable"', () => {
    expect(formatPrice({ price: 420, custom_price: 'per box', negotiable: true })).toBe('ETB 420');
    expect(formatPrice({ price: null, custom_price: ' ETB 420 per box ', negotiable: true })).toBe(
      'ETB 420 per box',
    );
    expect(formatPrice({ price: null, custom_price: '  ', negotiable: true })).toBe('Negotiable');
    expect(formatPrice({ price: null, custom_price: null, negotiable: false })).toBe('Negotiable');
  });

  it('adds "Negotiable" beside a shown price only when the seller said so', () => {
    expect(showsNegotiableToo({ price: 420, custom_price: null, negotiable: true })).toBe(true);
    expect(showsNegotiableToo({ price: null, custom_price: 'per box', negotiable: true })).toBe(
      true,
    );
    expect(showsNegotiableToo({ price: null, custom_price: null, negotiable: true })).toBe(false);
    expect(showsNegotiableToo({ price: 420, custom_price: null, negotiable: false })).toBe(false);
  });
});

describe('conditionLabel', () => {
  it('names every condition and nothing for none', () => {
    expect(['NEW', 'USED', 'REFURBISHED', null].map((c) => conditionLabel(c as never))).toEqual([
      'New',
      'Used',
      'Refurbished',
      null,
    ]);
  });
});

describe('formatAge', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:30Z', 'just now'],
    ['2026-11-23T11:55:00Z', '5 minutes ago'],
    ['2026-11-23T09:00:00Z', '3 hours ago'],
    ['2026-11-22T10:00:00Z', 'yesterday'],
    ['2026-11-13T12:00:00Z', 'last week'],
    ['2026-08-01T12:00:00Z', '3 months ago'],
    ['2024-11-01T12:00:00Z', '2 years ago'],
    ['2026-11-23T12:05:00Z', 'just now'],
    ['not a date', ''],
  ])('%s reads "%s"', (iso, text) => {
    expect(formatAge(iso, now)).toBe(text);
  });

  it('says what Intl.RelativeTimeFormat (en, numeric auto) says, at every step', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const steps = [
      ['year', 365 * 24 * 3600],
      ['month', 30 * 24 * 3600],
      ['week', 7 * 24 * 3600],
      ['day', 24 * 3600],
      ['hour', 3600],
      ['minute', 60],
    ] as const;
    for (const [unit, size] of steps)
      for (const count of [1, 2, 5, 11, 1500]) {
        const iso = new Date(now.getTime() - count * size * 1000).toISOString();
        const smaller = steps.findIndex(([u]) => u === unit);
        // A count large enough to be a bigger unit is said in that unit; only compare the others.
        const bigger = steps.slice(0, smaller).find(([, s]) => count * size >= s);
        if (!bigger) expect(formatAge(iso, now)).toBe(intl.format(-count, unit));
      }
  });
});

describe('primaryMedia', () => {
  it('takes the primary image, else the first, else none', () => {
    const post = createTestPost();
    const [first] = post.medias;
    if (!first) throw new Error('factory made no media');
    const second = { ...first, id: 'second', isPrimary: true };
    expect(primaryMedia({ medias: [{ ...first, isPrimary: false }, second] })).toBe(second);
    expect(primaryMedia({ medias: [{ ...first, isPrimary: false }] })?.id).toBe(first.id);
    expect(primaryMedia({ medias: [] })).toBeNull();
  });
});

describe('resultCount', () => {
  it('counts results, "10,000+" once the count hit the cap', () => {
    expect(resultCount(0, 10_000)).toBe('0 listings');
    expect(resultCount(1, 10_000)).toBe('1 listing');
    expect(resultCount(2345, 10_000)).toBe('2,345 listings');
    expect(resultCount(10_000, 10_000)).toBe('10,000+ listings');
  });
});
