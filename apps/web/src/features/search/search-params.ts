import type { PostFilter } from '../../lib/posts.ts';

/** The filters of /search as the address holds them: q, category, subCategory, min, max. */
export interface SearchState {
  q: string;
  category: string | null;
  subCategory: string | null;
  min: number;
  max: number;
}

const bound = (raw: string | null): number => {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

export function readSearch(params: URLSearchParams): SearchState {
  const category = params.get('category') || null;
  return {
    q: params.get('q')?.trim() ?? '',
    category,
    // A sub-category means nothing without its category.
    subCategory: (category && params.get('subCategory')) || null,
    min: bound(params.get('min')),
    max: bound(params.get('max')),
  };
}

/** The address for a state: empty values and zero bounds are left out, so links stay short. */
export function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.category) params.set('category', state.category);
  if (state.category && state.subCategory) params.set('subCategory', state.subCategory);
  if (state.min > 0) params.set('min', String(state.min));
  if (state.max > 0) params.set('max', String(state.max));
  return params;
}

export const toFilter = (state: SearchState): PostFilter => ({
  searchKey: state.q,
  category: state.category ?? undefined,
  subCategory: state.subCategory ?? undefined,
  min_price: state.min,
  max_price: state.max,
});

/** "1 listing", "24 listings", or "About 10,000 listings" once counting stopped at the cap. */
export function resultCount(total: number, cap: number): string {
  const n = total.toLocaleString('en-US');
  if (total >= cap) return `About ${n} listings`;
  return total === 1 ? '1 listing' : `${n} listings`;
}
