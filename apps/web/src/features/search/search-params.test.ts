import { describe, expect, it } from 'vitest';
import { readSearch, resultCount, toFilter, writeSearch } from './search-params.ts';

const CAT = '10000000-0000-4000-8000-000000000001';
const SUB = '10000000-0000-4000-8000-000000000002';

describe('/search filters in the address', () => {
  it('reads every filter, and nothing from an empty address', () => {
    expect(readSearch(new URLSearchParams(''))).toEqual({
      q: '',
      category: null,
      subCategory: null,
      min: 0,
      max: 0,
    });
    const state = readSearch(
      new URLSearchParams(`q=+gloves+&category=${CAT}&subCategory=${SUB}&min=100&max=900`),
    );
    expect(state).toEqual({ q: 'gloves', category: CAT, subCategory: SUB, min: 100, max: 900 });
    expect(toFilter(state)).toEqual({
      searchKey: 'gloves',
      category: CAT,
      subCategory: SUB,
      min_price: 100,
      max_price: 900,
    });
  });

  it('ignores a sub-category without its category and bad bounds', () => {
    expect(readSearch(new URLSearchParams(`subCategory=${SUB}&min=-5&max=abc`))).toMatchObject({
      subCategory: null,
      min: 0,
      max: 0,
    });
  });

  it('writes short links that read back the same', () => {
    const state = { q: 'gloves', category: CAT, subCategory: null, min: 0, max: 900 };
    const params = writeSearch(state);
    expect(params.toString()).toBe(`q=gloves&category=${CAT}&max=900`);
    expect(readSearch(params)).toEqual(state);
    expect(writeSearch({ ...state, category: null, subCategory: SUB }).has('subCategory')).toBe(
      false,
    );
  });

  it('counts results, "About" once the count hit the cap', () => {
    expect(resultCount(0, 10_000)).toBe('0 listings');
    expect(resultCount(1, 10_000)).toBe('1 listing');
    expect(resultCount(2345, 10_000)).toBe('2,345 listings');
    expect(resultCount(10_000, 10_000)).toBe('About 10,000 listings');
  });
});
