import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dawa/contract';
import { readStored } from '../test/factories.ts';
import { INITIAL_APP_STATE, toggleMenuByTitle, useAppStore, type MenuItem } from './app-store.ts';

const MENU: MenuItem[] = [
  { title: 'Dashboard', path: '/dashboard' },
  {
    title: 'Pharmacy',
    open: false,
    menu: [
      { title: 'Members', path: '/members' },
      { title: 'Stock', open: true, menu: [{ title: 'Leaves', path: '/medicine/leaf' }] },
    ],
  },
];

/** Loads the store module afresh, as a page reload would, reading whatever storage holds now. */
async function reloadStore() {
  vi.resetModules();
  return (await import('./app-store.ts')).useAppStore;
}

beforeEach(() => {
  useAppStore.setState(INITIAL_APP_STATE);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app store defaults (docs/product.md#client-state)', () => {
  it('starts with the spec defaults', () => {
    const s = useAppStore.getState();
    expect(s.sideBar).toEqual([]);
    expect(s.selectedTab).toBe('home');
    expect(s.activeProfileTab).toBe('adverts');
    expect(s.selectedCategoryState).toBeNull();
    expect(s.priceRange).toEqual({ min_price: 0, max_price: 0 });
    expect(s.sessionTimer).toBe(0);
    expect(s.queryKey).toEqual({});
    for (const flag of [
      'sessionTimeoutDialog',
      'notificationDialog',
      'termsDialog',
      'loginDialog',
      'appLoading',
      'loadingAuthentication',
      'genericPostLoading',
    ] as const) {
      expect(s[flag], flag).toBe(false);
    }
  });

  it('follows the system theme on a first visit', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
    }));
    expect((await reloadStore()).getState().theme).toBe('dark');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect((await reloadStore()).getState().theme).toBe('light');
  });
});

describe('theme', () => {
  it('toggles between light and dark', () => {
    useAppStore.getState().toggleTheme();
    expect(useAppStore.getState().theme).toBe('dark');
    useAppStore.getState().toggleTheme();
    expect(useAppStore.getState().theme).toBe('light');
  });

  it('is saved under the product-named app key and survives a reload', async () => {
    useAppStore.getState().setTheme('dark');
    expect(STORAGE_KEYS.app).toMatch(/^dawa/);
    expect(readStored(STORAGE_KEYS.app)?.theme).toBe('dark');

    expect((await reloadStore()).getState().theme).toBe('dark');
  });

  it('a stored choice wins over the system preference', async () => {
    useAppStore.getState().setTheme('light');
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    expect((await reloadStore()).getState().theme).toBe('light');
  });
});

describe('sideBar', () => {
  it('is set when empty', () => {
    useAppStore.getState().setSideBar(MENU);
    expect(useAppStore.getState().sideBar).toEqual(MENU);
  });

  it('is not replaced once it holds a menu, so open groups survive', () => {
    useAppStore.getState().setSideBar(MENU);
    useAppStore.getState().toggleMenu('Pharmacy');
    useAppStore.getState().setSideBar([{ title: 'Other' }]);
    const sideBar = useAppStore.getState().sideBar;
    expect(sideBar.map((i) => i.title)).toEqual(['Dashboard', 'Pharmacy']);
    expect(sideBar[1]?.open).toBe(true);
  });

  it('toggleMenu flips the open flag of a top-level group, twice back to closed', () => {
    useAppStore.getState().setSideBar(MENU);
    useAppStore.getState().toggleMenu('Pharmacy');
    expect(useAppStore.getState().sideBar[1]?.open).toBe(true);
    useAppStore.getState().toggleMenu('Pharmacy');
    expect(useAppStore.getState().sideBar[1]?.open).toBe(false);
  });

  it('toggleMenu finds a nested group and leaves the rest alone', () => {
    useAppStore.getState().setSideBar(MENU);
    useAppStore.getState().toggleMenu('Stock');
    const pharmacy = useAppStore.getState().sideBar[1];
    expect(pharmacy?.open).toBe(false);
    expect(pharmacy?.menu?.[1]?.open).toBe(false);
    expect(pharmacy?.menu?.[0]).toEqual({ title: 'Members', path: '/members' });
    expect(useAppStore.getState().sideBar[0]).toEqual(MENU[0]);
  });

  it('persists the menu with its open groups', () => {
    useAppStore.getState().setSideBar(MENU);
    useAppStore.getState().toggleMenu('Pharmacy');
    const stored = readStored(STORAGE_KEYS.app)?.sideBar as MenuItem[];
    expect(stored[1]?.open).toBe(true);
  });

  it('drops a menu stored by an older version but keeps the other choices', async () => {
    localStorage.setItem(
      STORAGE_KEYS.app,
      JSON.stringify({ state: { theme: 'dark', sideBar: MENU, selectedTab: 'shop' }, version: 0 }),
    );
    const reloaded = (await reloadStore()).getState();
    expect(reloaded.sideBar).toEqual([]);
    expect(reloaded.theme).toBe('dark');
    expect(reloaded.selectedTab).toBe('shop');
  });
});

describe('toggleMenuByTitle', () => {
  it('opens an item without an open flag', () => {
    expect(toggleMenuByTitle([{ title: 'A', menu: [] }], 'A')[0]?.open).toBe(true);
  });

  it('searches every level and does not mutate the input', () => {
    const before = structuredClone(MENU);
    const after = toggleMenuByTitle(MENU, 'Stock');
    expect(after[1]?.menu?.[1]?.open).toBe(false);
    expect(MENU).toEqual(before);
  });

  it('returns an equal tree when no title matches', () => {
    expect(toggleMenuByTitle(MENU, 'Nothing')).toEqual(MENU);
  });
});

describe('session timer', () => {
  it('adds cumulatively', () => {
    useAppStore.getState().addSessionTimer(5000);
    useAppStore.getState().addSessionTimer(5000);
    useAppStore.getState().addSessionTimer(250);
    expect(useAppStore.getState().sessionTimer).toBe(10_250);
  });

  it('resets to 0', () => {
    useAppStore.getState().addSessionTimer(5000);
    useAppStore.getState().resetSessionTimer();
    expect(useAppStore.getState().sessionTimer).toBe(0);
    useAppStore.getState().addSessionTimer(1000);
    expect(useAppStore.getState().sessionTimer).toBe(1000);
  });

  it('does not notify subscribers when resetting a timer already at 0', () => {
    const listener = vi.fn();
    const unsubscribe = useAppStore.subscribe(listener);
    useAppStore.getState().resetSessionTimer();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('dialog and loading flags', () => {
  it('are set directly, one at a time', () => {
    useAppStore.getState().setFlag('loginDialog', true);
    expect(useAppStore.getState().loginDialog).toBe(true);
    expect(useAppStore.getState().termsDialog).toBe(false);
    useAppStore.getState().setFlag('loginDialog', false);
    expect(useAppStore.getState().loginDialog).toBe(false);
  });

  it('are not persisted, so a reload never reopens a dialog', async () => {
    const flags = [
      'sessionTimeoutDialog',
      'notificationDialog',
      'termsDialog',
      'loginDialog',
      'appLoading',
      'loadingAuthentication',
      'genericPostLoading',
    ] as const;
    flags.forEach((f) => useAppStore.getState().setFlag(f, true));
    const stored = readStored(STORAGE_KEYS.app) ?? {};
    flags.forEach((f) => expect(stored, f).not.toHaveProperty(f));

    const reloaded = (await reloadStore()).getState();
    flags.forEach((f) => expect(reloaded[f], f).toBe(false));
  });
});

describe('browsing choices', () => {
  it('merges the price range and the query key', () => {
    useAppStore.getState().setPriceRange({ max_price: 500 });
    useAppStore.getState().setPriceRange({ min_price: 20 });
    expect(useAppStore.getState().priceRange).toEqual({ min_price: 20, max_price: 500 });

    useAppStore.getState().setQueryKey({ category: 'a' });
    useAppStore.getState().setQueryKey({ searchKey: 'para' });
    useAppStore.getState().setQueryKey({ category: 'b' });
    expect(useAppStore.getState().queryKey).toEqual({ category: 'b', searchKey: 'para' });
  });

  it('persists tabs, category, price range, query key and timer across a reload', async () => {
    const s = useAppStore.getState();
    s.setSelectedTab('shop');
    s.setActiveProfileTab('saved');
    s.setSelectedCategory('antibiotics');
    s.setPriceRange({ min_price: 1, max_price: 2 });
    s.setQueryKey({ cursor: 10 });
    s.addSessionTimer(5000);

    const reloaded = (await reloadStore()).getState();
    expect(reloaded).toMatchObject({
      selectedTab: 'shop',
      activeProfileTab: 'saved',
      selectedCategoryState: 'antibiotics',
      priceRange: { min_price: 1, max_price: 2 },
      queryKey: { cursor: 10 },
      sessionTimer: 5000,
    });
  });
});
