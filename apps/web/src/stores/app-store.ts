import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PRICE_RANGE_DEFAULT, STORAGE_KEYS, type ThemeMode } from '@dawa/contract';
import { readStoredWhileHydrating } from './stored-while-hydrating.ts';

// App state of docs/product.md#client-state: theme, the nested sidebar, dialog flags, the session timer and the
// marketplace's browsing choices. Dialog and loading flags are transient: they are not persisted,
// so a reload never reopens a dialog over a page that no longer needs it.

export type { ThemeMode };

export interface MenuItem {
  title: string;
  /** Route the item opens; groups have children instead. */
  path?: string;
  /** Key into the sidebar's icon table (icons are components, the store keeps plain data). */
  icon?: string;
  menu?: MenuItem[];
  open?: boolean;
}

export interface PriceRange {
  min_price: number;
  max_price: number;
}

export interface AppState {
  theme: ThemeMode;
  sideBar: MenuItem[];
  sessionTimeoutDialog: boolean;
  sessionTimer: number;
  notificationDialog: boolean;
  termsDialog: boolean;
  loginDialog: boolean;
  appLoading: boolean;
  loadingAuthentication: boolean;
  selectedTab: string;
  activeProfileTab: string;
  selectedCategoryState: string | null;
  priceRange: PriceRange;
  genericPostLoading: boolean;
  queryKey: Record<string, unknown>;
}

type Flag =
  | 'sessionTimeoutDialog'
  | 'notificationDialog'
  | 'termsDialog'
  | 'loginDialog'
  | 'appLoading'
  | 'loadingAuthentication'
  | 'genericPostLoading';

export interface AppActions {
  toggleTheme: () => void;
  setTheme: (theme: ThemeMode) => void;
  /** Sets the menu only when it is empty, so the open groups a user chose survive. */
  setSideBar: (items: MenuItem[]) => void;
  /** The menu for who is signed in now (it follows role and organisation); open groups stay open. */
  showMenu: (items: MenuItem[]) => void;
  /** Flips the open flag of the item with this title, wherever it sits in the tree. */
  toggleMenu: (title: string) => void;
  setFlag: (flag: Flag, value: boolean) => void;
  addSessionTimer: (ms: number) => void;
  resetSessionTimer: () => void;
  setSelectedTab: (tab: string) => void;
  setActiveProfileTab: (tab: string) => void;
  setSelectedCategory: (category: string | null) => void;
  setPriceRange: (range: Partial<PriceRange>) => void;
  /** Merges into the shared query key object. */
  setQueryKey: (patch: Record<string, unknown>) => void;
}

export const INITIAL_APP_STATE: AppState = {
  theme: 'light',
  sideBar: [],
  sessionTimeoutDialog: false,
  sessionTimer: 0,
  notificationDialog: false,
  termsDialog: false,
  loginDialog: false,
  appLoading: false,
  loadingAuthentication: false,
  selectedTab: 'home',
  activeProfileTab: 'adverts',
  selectedCategoryState: null,
  priceRange: { ...PRICE_RANGE_DEFAULT },
  genericPostLoading: false,
  queryKey: {},
};

/** `items` with each group's open flag taken from `current` (matched by title), else closed. */
export function keepOpenGroups(items: MenuItem[], current: MenuItem[]): MenuItem[] {
  const open = new Set<string>();
  const collect = (list: MenuItem[]) => {
    for (const item of list) {
      if (item.open) open.add(item.title);
      if (item.menu) collect(item.menu);
    }
  };
  collect(current);
  const apply = (list: MenuItem[]): MenuItem[] =>
    list.map((item) =>
      item.menu ? { ...item, open: open.has(item.title), menu: apply(item.menu) } : item,
    );
  return apply(items);
}

export function toggleMenuByTitle(items: MenuItem[], title: string): MenuItem[] {
  return items.map((item) => {
    if (item.title === title) return { ...item, open: !item.open };
    return item.menu ? { ...item, menu: toggleMenuByTitle(item.menu, title) } : item;
  });
}

const prefersDark = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-color-scheme: dark)').matches;

export const useAppStore = readStoredWhileHydrating(
  create<AppState & AppActions>()(
    persist(
      (set, get) => ({
        ...INITIAL_APP_STATE,
        // First visit follows the system; from then on the stored choice wins.
        theme: prefersDark() ? 'dark' : 'light',
        toggleTheme: () => set({ theme: get().theme === 'dark' ? 'light' : 'dark' }),
        setTheme: (theme) => set({ theme }),
        setSideBar: (items) => {
          if (get().sideBar.length === 0) set({ sideBar: items });
        },
        showMenu: (items) => {
          const next = keepOpenGroups(items, get().sideBar);
          if (JSON.stringify(next) !== JSON.stringify(get().sideBar)) set({ sideBar: next });
        },
        toggleMenu: (title) => set({ sideBar: toggleMenuByTitle(get().sideBar, title) }),
        setFlag: (flag, value) => set({ [flag]: value } as Pick<AppState, Flag>),
        addSessionTimer: (ms) => set({ sessionTimer: get().sessionTimer + ms }),
        resetSessionTimer: () => {
          if (get().sessionTimer !== 0) set({ sessionTimer: 0 });
        },
        setSelectedTab: (selectedTab) => set({ selectedTab }),
        setActiveProfileTab: (activeProfileTab) => set({ activeProfileTab }),
        setSelectedCategory: (selectedCategoryState) => set({ selectedCategoryState }),
        setPriceRange: (range) => set({ priceRange: { ...get().priceRange, ...range } }),
        setQueryKey: (patch) => set({ queryKey: { ...get().queryKey, ...patch } }),
      }),
      {
        name: STORAGE_KEYS.app,
        // Bump when the sidebar's menu changes shape or titles, so stored menus are rebuilt
        // (3: "Add member" became "Invite member"; 4: the menu follows the person, issue 13).
        version: 4,
        storage: createJSONStorage(() => localStorage),
        // An older menu is dropped (and rebuilt from the current one); every other choice is kept.
        migrate: (persisted) => ({ ...(persisted as Partial<AppState>), sideBar: [] }),
        partialize: (s) => ({
          theme: s.theme,
          sideBar: s.sideBar,
          sessionTimer: s.sessionTimer,
          selectedTab: s.selectedTab,
          activeProfileTab: s.activeProfileTab,
          selectedCategoryState: s.selectedCategoryState,
          priceRange: s.priceRange,
          queryKey: s.queryKey,
        }),
      },
    ),
  ),
);
