import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@dawa/contract';
import { readStoredWhileHydrating } from './stored-while-hydrating.ts';

// Remembers sizes that would otherwise make the page jump on the next visit: the last measured
// height of a block (so its skeleton reserves the same space) and whether the sidebar is collapsed.

export interface LayoutShiftState {
  sizes: Record<string, number>;
  sidebarCollapsed: boolean;
  rememberSize: (key: string, px: number) => void;
  setSidebarCollapsed: (collapsed: boolean) => void;
}

export const useLayoutShiftStore = readStoredWhileHydrating(
  create<LayoutShiftState>()(
    persist(
      (set, get) => ({
        sizes: {},
        sidebarCollapsed: false,
        rememberSize: (key, px) => {
          const rounded = Math.round(px);
          if (get().sizes[key] !== rounded) set({ sizes: { ...get().sizes, [key]: rounded } });
        },
        setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
      }),
      {
        name: STORAGE_KEYS.layoutShift,
        version: 0,
        storage: createJSONStorage(() => localStorage),
      },
    ),
  ),
);
