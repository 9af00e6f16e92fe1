import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  isFiltered,
  patchSearch,
  readSearch,
  toFilter,
  writeSearch,
  type SearchState,
} from './search-params.ts';

const CAT = '10000000-0000-4000-8000-000000000001';
const SUB = '10000000-0000-4000-8000-000000000002';
const OTHER_CAT = '10000000-0000-4000-8000-000000000003';

describe('/search filters in the address', () => {
  it('reads every filter, and nothing from an empty address', () => {
    expect(readSearch(new URLSearchParams(''))).toEqual(EMPTY_SEARCH);
    const state = readSearch(
      new URLSearchParams(
        `q=+gloves+&category=${CAT}&subCategory=${SUB}&min=100&max=900&location=Bole&shelfLife=12&sort=price_asc`,
      ),
    );
    expect(state).toEqual({
      q: 'gloves',
      category: CAT,
      subCategory: SUB,
      min: 100,
      max: 900,
      location: 'Bole',
      shelfLife: 12,
      sort: 'price_asc',
    });
    expect(toFilter(state)).toEqual({
      searchKey: 'gloves',
      category: CAT,
      subCategory: SUB,
      min_price: 100,
      max_price: 900,
      location: 'Bole',
      minShelfLifeMonths: 12,
      sort: 'price_asc',
    });
  });

  it('reads a shelf life only among its choices (issue 31)', () => {
    expect(readSearch(new URLSearchParams('shelfLife=6')).shelfLife).toBe(6);
    for (const bad of ['5', '-3', 'soon', '0'])
      expect(readSearch(new URLSearchParams(`shelfLife=${bad}`)).shelfLife).toBe(0);
    expect(writeSearch({ ...EMPTY_SEARCH, shelfLife: 24 }).toString()).toBe('shelfLife=24');
  });

  it('ignores a sub-category without its category, bad bounds and an unknown sort', () => {
    expect(
      readSearch(new URLSearchParams(`subCategory=${SUB}&min=-5&max=abc&sort=cheapest`)),
    ).toMatchObject({ subCategory: null, min: 0, max: 0, sort: 'relevance' });
  });

  it('reads bounds given the wrong way round as meant', () => {
    expect(readSearch(new URLSearchParams('min=900&max=100'))).toMatchObject({
      min: 100,
      max: 900,
    });
  });

  it('tidies the location and cuts it to the longest the API takes', () => {
    expect(readSearch(new URLSearchParams('location=++Nifas+++Silk-Lafto+')).location).toBe(
      'Nifas Silk-Lafto',
    );
    expect(readSearch(new URLSearchParams(`location=${'x'.repeat(300)}`)).location).toHaveLength(
      100,
    );
  });

  it('writes short links that read back the same', () => {
    const state: SearchState = {
      ...EMPTY_SEARCH,
      q: 'gloves',
      category: CAT,
      max: 900,
      location: 'Kolfe Keranio',
      sort: 'newest',
    };
    const params = writeSearch(state);
    expect(params.toString()).toBe(
      `q=gloves&category=${CAT}&max=900&location=Kolfe+Keranio&sort=newest`,
    );
    expect(readSearch(params)).toEqual(state);
    expect(writeSearch({ ...state, category: null, subCategory: SUB }).has('subCategory')).toBe(
      false,
    );
    // The default order is not written: /search?q=gloves is the same search as with it.
    expect(writeSearch({ ...state, sort: 'relevance' }).has('sort')).toBe(false);
    expect(writeSearch(EMPTY_SEARCH).toString()).toBe('');
  });

  it('reads back what it wrote for every sort', () => {
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc'] as const) {
      const state = { ...EMPTY_SEARCH, q: 'masks', sort };
      expect(readSearch(writeSearch(state))).toEqual(state);
    }
  });

  it('drops the sub-category when the category changes, keeps it otherwise', () => {
    const state = { ...EMPTY_SEARCH, category: CAT, subCategory: SUB };
    expect(patchSearch(state, { category: OTHER_CAT }).subCategory).toBeNull();
    expect(patchSearch(state, { category: CAT }).subCategory).toBe(SUB);
    expect(patchSearch(state, { sort: 'newest' })).toMatchObject({ subCategory: SUB });
  });

  it('calls a search filtered by anything but its order', () => {
    expect(isFiltered(EMPTY_SEARCH)).toBe(false);
    expect(isFiltered({ ...EMPTY_SEARCH, sort: 'price_desc' })).toBe(false);
    expect(isFiltered({ ...EMPTY_SEARCH, location: 'Bole' })).toBe(true);
  });
});
