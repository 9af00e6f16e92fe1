import { describe, expect, it } from 'vitest';
import { ZPostListQuery, effectivePostSort, isPriceOutlier } from './posts.ts';

describe('isPriceOutlier', () => {
  const guide = { p05: 30, p50: 100, p95: 300 };
  it('flags prices below p05/3 or above p95×3, ends included in the normal range', () => {
    expect(isPriceOutlier(9.99, guide)).toBe(true);
    expect(isPriceOutlier(10, guide)).toBe(false);
    expect(isPriceOutlier(100, guide)).toBe(false);
    expect(isPriceOutlier(900, guide)).toBe(false);
    expect(isPriceOutlier(900.01, guide)).toBe(true);
  });
  it('never flags without a price or without percentiles', () => {
    expect(isPriceOutlier(null, guide)).toBe(false);
    expect(isPriceOutlier(undefined, guide)).toBe(false);
    expect(isPriceOutlier(1_000_000, { p05: null, p95: null })).toBe(false);
    expect(isPriceOutlier(1_000_000, null)).toBe(false);
  });
});

describe('effectivePostSort', () => {
  it('defaults to relevance when searching, newest otherwise', () => {
    expect(effectivePostSort({ searchKey: 'amox' })).toBe('relevance');
    expect(effectivePostSort({})).toBe('newest');
    expect(effectivePostSort({ searchKey: '  ' })).toBe('newest');
  });
  it('keeps an explicit order; relevance without a search is newest', () => {
    expect(effectivePostSort({ sort: 'price_asc', searchKey: 'amox' })).toBe('price_asc');
    expect(effectivePostSort({ sort: 'relevance' })).toBe('newest');
  });
});

describe('ZPostListQuery', () => {
  it('takes sort and a trimmed location of at most 100 characters', () => {
    const q = ZPostListQuery.parse({ sort: 'price_desc', location: '  Bole ' });
    expect(q).toMatchObject({ sort: 'price_desc', location: 'Bole' });
    expect(ZPostListQuery.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(ZPostListQuery.safeParse({ location: 'x'.repeat(101) }).success).toBe(false);
  });
});
