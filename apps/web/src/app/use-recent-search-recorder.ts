import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRecentSearchesStore } from '../stores/recent-searches-store.ts';

/** Marketplace pages whose address carries a search (`q`, `category`). */
const SEARCH_PAGES = new Set(['/', '/search']);

/** Time a search must stay in the address to count: typing rewrites it several times a second. */
export const RECENT_SEARCH_SETTLE_MS = 1200;

/**
 * Keeps the buyer's recent searches (issue 13) from the marketplace's own addresses: whatever page
 * searches, the words and category it puts in the address are recorded once they settle. No
 * search page needs to know about it.
 */
export function useRecentSearchRecorder(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!SEARCH_PAGES.has(pathname)) return;
    const params = new URLSearchParams(search);
    const q = params.get('q')?.trim() ?? '';
    const category = params.get('category') || null;
    if (!q && !category) return;
    const timer = setTimeout(
      () => useRecentSearchesStore.getState().record({ q, category }),
      RECENT_SEARCH_SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [pathname, search]);
}
