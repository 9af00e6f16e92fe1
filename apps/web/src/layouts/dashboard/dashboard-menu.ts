import { can, findRoute, type TOrgType, type TTenant } from '@dawa/contract';
import type { MenuItem } from '../../stores/app-store.ts';

// The dashboard's nested menu (the sideBar of docs/product.md#client-state), built for the person signed in
// (issue 13): administration only for platform administrators, the organisation's words for its
// type, items only where the person can do something. Screens not built yet are not listed: the
// menu test checks every link against the pages the router has.

/** Who the menu is for. */
export interface MenuPerson {
  isPlatformAdmin: boolean;
  /** The chosen organisation, or null when none is chosen. */
  tenant: Pick<TTenant, 'org_type' | 'role'> | null;
  /**
   * How many organisations the person belongs to (chosen or not), or null while that is not known.
   * An owner who has not chosen one yet is no newcomer (issue 31).
   */
  organisations: number | null;
}

const PHARMACY_TYPES: readonly TOrgType[] = ['PHARMACY', 'RETAIL_PHARMACY'];

/** "Pharmacy" for pharmacies only; importers, clinics, agencies... are organisations. */
export const isPharmacyType = (orgType: TOrgType | null | undefined): boolean =>
  orgType !== null && orgType !== undefined && PHARMACY_TYPES.includes(orgType);

/**
 * The word for the chosen organisation ("Pharmacy" or "Organisation"), in English: the menu's
 * titles are English keys, drawn in the reader's language by the sidebar (i18n/dashboard).
 */
export const organisationWord = (orgType: TOrgType | null | undefined): string =>
  isPharmacyType(orgType) ? 'Pharmacy' : 'Organisation';

const item = (path: string, icon?: string, title?: string): MenuItem => ({
  title: title ?? findRoute(path)?.title ?? path,
  path,
  ...(icon ? { icon } : {}),
});
const group = (title: string, icon: string, menu: MenuItem[]): MenuItem => ({
  title,
  icon,
  menu,
  open: false,
});

/** The menu for `person`. */
export function buildDashboardMenu(person: MenuPerson): MenuItem[] {
  const { tenant, isPlatformAdmin, organisations } = person;
  const word = organisationWord(tenant?.org_type);

  // The person's organisations, of every type, under one name: "My organisations" (route table).
  const organisation: MenuItem[] = [item('/pharmacy')];
  // What the role may do comes from the contract's permission table, as the API's guard reads it.
  const role = tenant?.role;
  if (tenant) {
    organisation.push(item('/members'));
    if (can(role, 'members.manage')) organisation.push(item('/member'));
    if (can(role, 'branches.manage')) organisation.push(item('/branch'));
    if (can(role, 'logs.view')) organisation.push(item('/logs'));
  }
  // Registering an organisation is for members of the trade; a platform administrator without one
  // is not invited to create a pharmacy.
  if (!isPlatformAdmin || tenant) {
    organisation.push(item('/pharmacy/create', undefined, `Create ${word.toLowerCase()}`));
  }

  const menu: MenuItem[] = [
    item('/dashboard', 'dashboard'),
    group('Marketplace', 'storefront', [
      item('/search'),
      item('/chat'),
      item('/fav'),
      item('/my-shop'),
    ]),
  ];
  if (tenant || !isPlatformAdmin) menu.push(group(word, 'pharmacy', organisation));
  // Reports read the organisation's own figures: for whoever acts for one (docs/reports.md).
  if (tenant) menu.push(group('Reports', 'assessment', [item('/report/listing-performance')]));
  if (isPlatformAdmin) {
    menu.push(
      group('Administration', 'admin', [
        item('/moderation'),
        item('/users'),
        item('/categories'),
        item('/jobs'),
        // One link to the activity log: a manager reaches it under the organisation, where the page
        // shows both the pharmacy's and the platform's tabs.
        ...(can(role, 'logs.view') ? [] : [item('/logs')]),
      ]),
    );
  }
  menu.push(
    group('Account', 'person', [
      item('/profile'),
      item('/profile/detail'),
      // Onboarding is for a person with no organisation at all, once that is known.
      ...(!tenant && !isPlatformAdmin && organisations === 0 ? [item('/onboarding')] : []),
    ]),
    item('/help', 'help'),
  );
  return menu;
}

/** Titles of the groups that contain this path, so the current page's group can be opened. */
export function groupsContaining(
  items: MenuItem[],
  path: string,
  trail: string[] = [],
): string[] | null {
  for (const entry of items) {
    if (entry.path === path) return trail;
    if (entry.menu) {
      const found = groupsContaining(entry.menu, path, [...trail, entry.title]);
      if (found) return found;
    }
  }
  return null;
}
