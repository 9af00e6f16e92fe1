import { POST_LIMITS, POST_SORTS, type TPostSort } from '@dawa/contract';
import type { PostFilter } from './posts.ts';

/**
 * How /search orders its results; `relevance` (best match, newest without words) is the API's
 * default and stays out of the address.
 */
export const SEARCH_SORTS = POST_SORTS;
export type SearchSort = TPostSort;

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Lowest price',
  price_desc: 'Highest price',
};

/** The longest location the API takes. */
export const LOCATION_MAX = POST_LIMITS.shortTextMax;

/**
 * The filters of /search as the address holds them: q, category, subCategory, min, max,
 * location and sort. The page of results is not in the address: the grid loads on as one scrolls.
 */
export interface SearchState {
  q: string;
  category: string | null;
  subCategory: string | null;
  min: number;
  max: number;
  location: string;
  sort: SearchSort;
}

export const EMPTY_SEARCH: SearchState = {
  q: '',
  category: null,
  subCategory: null,
  min: 0,
  max: 0,
  location: '',
  sort: 'relevance',
};

const bound = (raw: string | null): number => {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

const isSort = (raw: string | null): raw is SearchSort =>
  (SEARCH_SORTS as readonly (string | null)[]).includes(raw);

/** Spaces squeezed, ends trimmed, cut to the longest the API takes. */
const cleanText = (raw: string | null | undefined, max: number) =>
  (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

export function readSearch(params: URLSearchParams): SearchState {
  const category = params.get('category') || null;
  const sort = params.get('sort');
  const min = bound(params.get('min'));
  const max = bound(params.get('max'));
  return {
    q: params.get('q')?.trim() ?? '',
    category,
    // A sub-category means nothing without its category.
    subCategory: (category && params.get('subCategory')) || null,
    // Bounds given the wrong way round would be refused by the API: read them as meant.
    min: min > 0 && max > 0 && min > max ? max : min,
    max: min > 0 && max > 0 && min > max ? min : max,
    location: cleanText(params.get('location'), LOCATION_MAX),
    sort: isSort(sort) ? sort : 'relevance',
  };
}

/** The address for a state: empty values, zero bounds and the default sort are left out. */
export function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.category) params.set('category', state.category);
  if (state.category && state.subCategory) params.set('subCategory', state.subCategory);
  if (state.min > 0) params.set('min', String(state.min));
  if (state.max > 0) params.set('max', String(state.max));
  const location = cleanText(state.location, LOCATION_MAX);
  if (location) params.set('location', location);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  return params;
}

/** The state with `patch` applied; a new category drops the old category's sub-category. */
export function patchSearch(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next = { ...state, ...patch };
  if ('category' in patch && patch.category !== state.category && !('subCategory' in patch))
    next.subCategory = null;
  return next;
}

export const isFiltered = (state: SearchState): boolean =>
  writeSearch({ ...state, sort: 'relevance' }).size > 0;

export const toFilter = (state: SearchState): PostFilter => ({
  searchKey: state.q,
  category: state.category ?? undefined,
  subCategory: state.subCategory ?? undefined,
  min_price: state.min,
  max_price: state.max,
  location: state.location || undefined,
  sort: state.sort === 'relevance' ? undefined : state.sort,
});
