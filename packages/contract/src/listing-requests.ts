// The marketplace's first requests, built the same way by the web app (its queries) and by the
// server (the answers a public page's document carries, page-answers.ts): the pages' filters, read
// from the address, become the API's listing query. Pure functions and no zod: the first page
// loads this.
import { PAGE_SIZE_DEFAULT } from './constants.ts';
import { POST_LIMITS, POST_SORTS } from './post-constants.ts';
import type { ApiGet } from './page-answers.ts';
import type { TPostSort } from './posts.ts';

/** What a listing list is filtered by; a price bound of 0 means no bound (spec: 0/0 default). */
export interface PostFilter {
  searchKey?: string;
  category?: string;
  subCategory?: string;
  createdBy?: string;
  /** A shop's listings (its organisation's, or its owner's own). */
  shopId?: string;
  min_price?: number;
  max_price?: number;
  /** Free text matched against the listing's location (issue 13). */
  location?: string;
  /** Listings with at least this many months before expiry (issue 31); 0 or absent: no filter. */
  minShelfLifeMonths?: number;
  /** Leave out for the API's default order (best match, then newest). */
  sort?: TPostSort;
  limit?: number;
  /** The seller's own listings (createdBy = me) in one status; others always see ACTIVE ones. */
  status?: 'ACTIVE';
}

/** Drops empty values and zero bounds, so equal filters make equal keys and queries. */
export function normalizeFilter(filter: PostFilter): PostFilter {
  const out: PostFilter = {};
  const searchKey = filter.searchKey?.trim();
  if (searchKey) out.searchKey = searchKey;
  if (filter.category) out.category = filter.category;
  if (filter.subCategory) out.subCategory = filter.subCategory;
  if (filter.createdBy) out.createdBy = filter.createdBy;
  if (filter.shopId) out.shopId = filter.shopId;
  if (filter.min_price && filter.min_price > 0) out.min_price = filter.min_price;
  if (filter.max_price && filter.max_price > 0) out.max_price = filter.max_price;
  const location = filter.location?.trim();
  if (location) out.location = location;
  if (filter.minShelfLifeMonths && filter.minShelfLifeMonths > 0)
    out.minShelfLifeMonths = Math.floor(filter.minShelfLifeMonths);
  if (filter.sort) out.sort = filter.sort;
  if (filter.limit) out.limit = filter.limit;
  if (filter.status) out.status = filter.status;
  return out;
}

/** `0` for the first page, then the `nextCursor` the previous page answered. */
export type PostCursor = string | number;

/** One page of a listing list: GET `path` with the filter, the default page size and the cursor. */
export const postListRequest = (
  filter: PostFilter,
  cursor: PostCursor = 0,
  path: '/post' | '/saved-posts' = '/post',
): ApiGet => ({ path, query: { limit: PAGE_SIZE_DEFAULT, ...normalizeFilter(filter), cursor } });

/** GET /post/{id}: one listing. */
export const postDetailRequest = (id: string): ApiGet => ({ path: `/post/${id}` });

/** GET /category/parent: the top-level categories, for the marketplace's chips. */
export const PARENT_CATEGORIES_REQUEST: ApiGet = {
  path: '/category/parent',
  query: { limit: 100 },
};

/**
 * The front page's list: its words (the address's `q`) with the category and price range the
 * visitor picked (app store, docs/product.md#client-state).
 */
export function marketplaceFilter(
  searchKey: string | undefined,
  picked: { category: string | null; priceRange: { min_price: number; max_price: number } },
): PostFilter {
  return {
    searchKey,
    category: picked.category ?? undefined,
    min_price: picked.priceRange.min_price,
    max_price: picked.priceRange.max_price,
  };
}

/** The front page's list for someone who picked no category and no price range. */
export const FRONT_PAGE_PICKS = {
  category: null,
  priceRange: { min_price: 0, max_price: 0 },
} as const;

// /search: every filter lives in the address.

/** The longest location the API takes. */
export const LOCATION_MAX = POST_LIMITS.shortTextMax;

/**
 * The filters of /search as the address holds them: q, category, subCategory, min, max,
 * location, shelfLife (months) and sort. The page of results is not in the address: the grid loads on as one scrolls.
 */
export interface SearchState {
  q: string;
  category: string | null;
  subCategory: string | null;
  min: number;
  max: number;
  location: string;
  /** At least this many months before expiry (SHELF_LIFE_CHOICES); 0: any, expiry or none. */
  shelfLife: number;
  sort: TPostSort;
}

/** The shelf-life choices of /search, in months (issue 31). */
export const SHELF_LIFE_CHOICES = [3, 6, 12, 24] as const;

export const EMPTY_SEARCH: SearchState = {
  q: '',
  category: null,
  subCategory: null,
  min: 0,
  max: 0,
  location: '',
  shelfLife: 0,
  sort: 'relevance',
};

const bound = (raw: string | null): number => {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

const isSort = (raw: string | null): raw is TPostSort =>
  (POST_SORTS as readonly (string | null)[]).includes(raw);

/** Spaces squeezed, ends trimmed, cut to the longest the API takes. */
const cleanText = (raw: string | null | undefined, max: number) =>
  (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

/** One of the choices, else 0 (an address typed by hand never reaches the API as a 400). */
const shelfLifeOf = (raw: string | null): number => {
  const n = Number(raw);
  return (SHELF_LIFE_CHOICES as readonly number[]).includes(n) ? n : 0;
};

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
    shelfLife: shelfLifeOf(params.get('shelfLife')),
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
  if (state.shelfLife > 0) params.set('shelfLife', String(state.shelfLife));
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
  minShelfLifeMonths: state.shelfLife || undefined,
  sort: state.sort === 'relevance' ? undefined : state.sort,
});
