import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@dawa/contract';
import { readStoredWhileHydrating } from './stored-while-hydrating.ts';

// What a visitor asked for before they were signed in (issue 13: the heart on a listing), kept
// across the sign-in or sign-up round trip (which may pass through other pages and a reload) and
// done once, right after. Only a listing's id and title are kept, never anything private.

export interface PendingFavourite {
  postId: string;
  title: string;
}

interface PendingActionState {
  favourite: PendingFavourite | null;
  /** The page the visitor was on, to come back to once signed in (or signed up). */
  returnTo: string | null;
  rememberFavourite: (favourite: PendingFavourite, returnTo: string) => void;
  /** Answers the pending favourite and forgets it, so it is done once. */
  takeFavourite: () => PendingFavourite | null;
  /** Answers the page to go back to and forgets it. */
  takeReturnTo: () => string | null;
  clear: () => void;
}

export const usePendingActionStore = readStoredWhileHydrating(
  create<PendingActionState>()(
    persist(
      (set, get) => ({
        favourite: null,
        returnTo: null,
        rememberFavourite: (favourite, returnTo) => set({ favourite, returnTo }),
        takeFavourite: () => {
          const { favourite } = get();
          if (favourite) set({ favourite: null });
          return favourite;
        },
        takeReturnTo: () => {
          const { returnTo } = get();
          if (returnTo) set({ returnTo: null });
          return returnTo;
        },
        clear: () => set({ favourite: null, returnTo: null }),
      }),
      {
        name: STORAGE_KEYS.pendingAction,
        version: 0,
        storage: createJSONStorage(() => localStorage),
        partialize: (s) => ({ favourite: s.favourite, returnTo: s.returnTo }),
      },
    ),
  ),
);
