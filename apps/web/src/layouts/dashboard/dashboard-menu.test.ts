import { describe, expect, it } from 'vitest';
import { findRoute, ORG_TYPES, type TOrgType, type TTenantRole } from '@dawa/contract';
import { BUILT_PAGE_PATHS } from '../../app/routes.tsx';
import { toggleMenuByTitle, type MenuItem } from '../../stores/app-store.ts';
import {
  buildDashboardMenu,
  groupsContaining,
  isPharmacyType,
  organisationWord,
  type MenuPerson,
} from './dashboard-menu.ts';

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.menu ?? [])]);
}
const paths = (menu: MenuItem[]) => flatten(menu).flatMap((e) => (e.path ? [e.path] : []));
const titles = (menu: MenuItem[]) => flatten(menu).map((e) => e.title);

const tenant = (org_type: TOrgType, role: TTenantRole = 'OWNER') => ({ org_type, role });
const PEOPLE: Record<string, MenuPerson> = {
  newcomer: { isPlatformAdmin: false, tenant: null, organisations: 0 },
  ownerNoneChosen: { isPlatformAdmin: false, tenant: null, organisations: 2 },
  notKnownYet: { isPlatformAdmin: false, tenant: null, organisations: null },
  pharmacyOwner: { isPlatformAdmin: false, tenant: tenant('PHARMACY'), organisations: 1 },
  pharmacyUser: {
    isPlatformAdmin: false,
    tenant: tenant('RETAIL_PHARMACY', 'USER'),
    organisations: 1,
  },
  importerAdmin: { isPlatformAdmin: false, tenant: tenant('IMPORTER', 'ADMIN'), organisations: 1 },
  clinicOwner: { isPlatformAdmin: false, tenant: tenant('CLINIC'), organisations: 1 },
  platformAdmin: { isPlatformAdmin: true, tenant: null, organisations: 0 },
  adminWithPharmacy: { isPlatformAdmin: true, tenant: tenant('PHARMACY'), organisations: 1 },
};

describe('buildDashboardMenu', () => {
  it.each(Object.entries(PEOPLE))('lists only built screens, each once (%s)', (_name, person) => {
    const menu = buildDashboardMenu(person);
    const linked = paths(menu);
    for (const path of linked) {
      expect(BUILT_PAGE_PATHS, path).toContain(path);
      expect(findRoute(path), path).toBeDefined();
    }
    expect(new Set(linked).size).toBe(linked.length);
    expect(titles(menu).join('|')).not.toMatch(/coming soon/i);
    // Titles are unique: toggling and React keys go by title.
    expect(new Set(titles(menu)).size).toBe(titles(menu).length);
  });

  it('shows the reports to whoever acts for an organisation, whatever the role', () => {
    for (const person of [PEOPLE.pharmacyUser, PEOPLE.importerAdmin, PEOPLE.adminWithPharmacy]) {
      const reports = buildDashboardMenu(person!).find((entry) => entry.title === 'Reports');
      expect(reports?.menu?.map((entry) => [entry.path, entry.title])).toEqual([
        ['/report/listing-performance', 'Listing performance'],
      ]);
    }
    for (const person of [PEOPLE.newcomer, PEOPLE.ownerNoneChosen, PEOPLE.platformAdmin])
      expect(titles(buildDashboardMenu(person!))).not.toContain('Reports');
  });

  it('shows administration to platform administrators only', () => {
    for (const [name, person] of Object.entries(PEOPLE)) {
      const admin = paths(buildDashboardMenu(person)).filter((p) =>
        ['/moderation', '/users', '/categories', '/jobs'].includes(p),
      );
      expect(admin.length, name).toBe(person.isPlatformAdmin ? 4 : 0);
    }
  });

  it('calls only pharmacies "Pharmacy"; importers, clinics and agencies are organisations', () => {
    const pharmacy = titles(buildDashboardMenu(PEOPLE.pharmacyOwner!));
    expect(pharmacy).toContain('Pharmacy');
    // The list holds all the person's organisations, whatever their types: one name for it.
    expect(pharmacy).toContain('My organisations');
    for (const person of [PEOPLE.importerAdmin!, PEOPLE.clinicOwner!]) {
      const words = titles(buildDashboardMenu(person));
      expect(words).toContain('Organisation');
      expect(words).toContain('My organisations');
      expect(words.join('|')).not.toMatch(/pharmac/i);
    }
    expect(ORG_TYPES.filter(isPharmacyType)).toEqual(['PHARMACY', 'RETAIL_PHARMACY']);
    expect(organisationWord('GOVERNMENT_HEALTH_AGENCY')).toBe('Organisation');
  });

  it('never invites a platform administrator without an organisation to create a pharmacy', () => {
    const menu = buildDashboardMenu(PEOPLE.platformAdmin!);
    expect(paths(menu)).not.toContain('/pharmacy/create');
    expect(paths(menu)).not.toContain('/onboarding');
    expect(titles(menu).join('|')).not.toMatch(/pharmac/i);
  });

  it('offers member management to managers only, and onboarding to newcomers only', () => {
    expect(paths(buildDashboardMenu(PEOPLE.pharmacyOwner!))).toEqual(
      expect.arrayContaining(['/members', '/member', '/branch']),
    );
    const user = paths(buildDashboardMenu(PEOPLE.pharmacyUser!));
    expect(user).toContain('/members');
    expect(user).not.toContain('/member');
    expect(user).not.toContain('/branch');
    expect(paths(buildDashboardMenu(PEOPLE.newcomer!))).toContain('/onboarding');
    expect(paths(buildDashboardMenu(PEOPLE.newcomer!))).not.toContain('/members');
    expect(paths(buildDashboardMenu(PEOPLE.pharmacyOwner!))).not.toContain('/onboarding');
  });

  it('offers onboarding only to a person known to have no organisation at all (issue 31)', () => {
    const offered = Object.entries(PEOPLE)
      .filter(([, person]) => paths(buildDashboardMenu(person)).includes('/onboarding'))
      .map(([name]) => name);
    expect(offered).toEqual(['newcomer']);
    // An owner who has not chosen one of theirs yet is still offered their organisations.
    expect(paths(buildDashboardMenu(PEOPLE.ownerNoneChosen!))).toContain('/pharmacy');
  });

  it('links the activity log for managers and platform administrators only, once', () => {
    for (const [name, person] of Object.entries(PEOPLE)) {
      const logs = paths(buildDashboardMenu(person)).filter((p) => p === '/logs');
      const manager = person.tenant?.role === 'OWNER' || person.tenant?.role === 'ADMIN';
      expect(logs.length, name).toBe(manager || person.isPlatformAdmin ? 1 : 0);
    }
  });

  it('gives everyone the dashboard, the shop, favourites and help', () => {
    for (const person of Object.values(PEOPLE)) {
      expect(paths(buildDashboardMenu(person))).toEqual(
        expect.arrayContaining(['/dashboard', '/my-shop', '/fav', '/search', '/chat', '/help']),
      );
    }
  });

  it('has groups that start closed and hold no path, and icons on every top-level entry', () => {
    for (const person of Object.values(PEOPLE)) {
      const menu = buildDashboardMenu(person);
      for (const entry of menu) expect(entry.icon, entry.title).toBeTruthy();
      for (const entry of flatten(menu)) {
        if (entry.menu) {
          expect(entry.path, entry.title).toBeUndefined();
          expect(entry.open, entry.title).toBe(false);
          expect(entry.menu.length, entry.title).toBeGreaterThan(0);
        } else expect(entry.path, entry.title).toMatch(/^\//);
      }
    }
  });

  it('toggling one group opens only that group', () => {
    const toggled = toggleMenuByTitle(buildDashboardMenu(PEOPLE.pharmacyOwner!), 'Marketplace');
    expect(
      flatten(toggled)
        .filter((e) => e.open)
        .map((e) => e.title),
    ).toEqual(['Marketplace']);
  });
});

describe('groupsContaining', () => {
  const menu = buildDashboardMenu(PEOPLE.adminWithPharmacy!);
  it('returns the trail of groups above a path', () => {
    expect(groupsContaining(menu, '/moderation')).toEqual(['Administration']);
    expect(groupsContaining(menu, '/fav')).toEqual(['Marketplace']);
  });

  it('returns an empty trail for a top-level link and null for a path not in the menu', () => {
    expect(groupsContaining(menu, '/dashboard')).toEqual([]);
    expect(groupsContaining(menu, '/login')).toBeNull();
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
