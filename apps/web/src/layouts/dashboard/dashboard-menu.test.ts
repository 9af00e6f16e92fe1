import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute } from '@dawa/contract';
import { toggleMenuByTitle, type MenuItem } from '../../stores/app-store.ts';
import { DASHBOARD_MENU, groupsContaining } from './dashboard-menu.ts';

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.menu ?? [])]);
}

const entries = flatten(DASHBOARD_MENU);
const links = entries.filter((e) => e.path !== undefined);
const menuPaths = links.map((e) => e.path);

describe('DASHBOARD_MENU', () => {
  it('reaches every auth route of the route table', () => {
    const authPaths = ROUTES.filter((r) => r.access === 'auth').map((r) => r.path);
    expect(authPaths.length).toBeGreaterThan(50);
    const missing = authPaths.filter((p) => !menuPaths.includes(p));
    expect(missing).toEqual([]);
  });

  it('links only to auth routes that exist, each once', () => {
    // /search is open to visitors too (issue 13); signed-in users still reach it from the menu.
    const openToAll = new Set(['/search']);
    for (const path of menuPaths) {
      expect(findRoute(path!)?.access, path).toBe(openToAll.has(path!) ? 'visitor' : 'auth');
    }
    expect(new Set(menuPaths).size).toBe(menuPaths.length);
  });

  it('labels each link with its route title', () => {
    for (const link of links) expect(link.title, link.path).toBe(findRoute(link.path!)?.title);
  });

  it('has unique titles, since toggling and React keys go by title', () => {
    const titles = entries.map((e) => e.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('has groups that start closed and hold no path, and links that hold no children', () => {
    for (const entry of entries) {
      if (entry.menu) {
        expect(entry.path, entry.title).toBeUndefined();
        expect(entry.open, entry.title).toBe(false);
        expect(entry.menu.length, entry.title).toBeGreaterThan(0);
      } else {
        expect(entry.path, entry.title).toMatch(/^\//);
      }
    }
  });

  it('gives every top-level entry an icon', () => {
    for (const entry of DASHBOARD_MENU) expect(entry.icon, entry.title).toBeTruthy();
  });

  it('toggling one group opens only that group', () => {
    const toggled = toggleMenuByTitle(DASHBOARD_MENU, 'Reports');
    const open = flatten(toggled).filter((e) => e.open);
    expect(open.map((e) => e.title)).toEqual(['Reports']);
  });
});

describe('groupsContaining', () => {
  it('returns the trail of groups above a path', () => {
    expect(groupsContaining(DASHBOARD_MENU, '/report/stock')).toEqual(['Reports']);
    expect(groupsContaining(DASHBOARD_MENU, '/medicine/leaf')).toEqual(['Medicines']);
  });

  it('returns an empty trail for a top-level link and null for a path not in the menu', () => {
    expect(groupsContaining(DASHBOARD_MENU, '/dashboard')).toEqual([]);
    expect(groupsContaining(DASHBOARD_MENU, '/login')).toBeNull();
  });

  it('follows nested groups', () => {
    const nested: MenuItem[] = [
      { title: 'A', menu: [{ title: 'B', menu: [{ title: 'Leaf', path: '/x' }] }] },
      { title: 'C', path: '/y' },
    ];
    expect(groupsContaining(nested, '/x')).toEqual(['A', 'B']);
    expect(groupsContaining(nested, '/y')).toEqual([]);
  });
});
