import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@dawa/contract';
import { readStoredWhileHydrating } from './stored-while-hydrating.ts';

// The buyer's recent marketplace searches (issue 13), kept on their own device only: a capped
// list, newest first, that they can clear. The dashboard shows them and reads their categories.

export const RECENT_SEARCHES_MAX = 8;

export interface RecentSearch {
  q: string;
  /** The category the search was narrowed to, if any. */
  category: string | null;
  /** ISO time of the search. */
  at: string;
}

interface RecentSearchesState {
  searches: RecentSearch[];
  record: (search: { q: string; category: string | null }, now?: Date) => void;
  clear: () => void;
}

const same = (
  a: { q: string; category: string | null },
  b: { q: string; category: string | null },
) => a.q.toLowerCase() === b.q.toLowerCase() && a.category === b.category;

/**
 * The list after one more search. Typing refines the latest search letter by letter ("para",
 * "parac"...): a search that extends or shortens the newest one, in the same category, replaces it
 * instead of piling up. A repeated search moves to the top.
 */
export function withSearch(
  searches: RecentSearch[],
  search: { q: string; category: string | null },
  at: string,
): RecentSearch[] {
  const q = search.q.trim();
  if (!q && !search.category) return searches;
  const entry: RecentSearch = { q, category: search.category, at };
  const [newest, ...rest] = searches;
  const isRefinement =
    newest !== undefined &&
    newest.category === entry.category &&
    newest.q !== '' &&
    q !== '' &&
    (q.toLowerCase().startsWith(newest.q.toLowerCase()) ||
      newest.q.toLowerCase().startsWith(q.toLowerCase()));
  const older = isRefinement ? rest : searches;
  return [entry, ...older.filter((s) => !same(s, entry))].slice(0, RECENT_SEARCHES_MAX);
}

export const useRecentSearchesStore = readStoredWhileHydrating(
  create<RecentSearchesState>()(
    persist(
      (set, get) => ({
        searches: [],
        record: (search, now = new Date()) =>
          set({ searches: withSearch(get().searches, search, now.toISOString()) }),
        clear: () => set({ searches: [] }),
      }),
      {
        name: STORAGE_KEYS.recentSearches,
        version: 0,
        storage: createJSONStorage(() => localStorage),
        partialize: (s) => ({ searches: s.searches }),
      },
    ),
  ),
);
