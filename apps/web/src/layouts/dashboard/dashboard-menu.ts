import { findRoute } from '@dawa/contract';
import type { MenuItem } from '../../stores/app-store.ts';

// The dashboard's nested menu (the sideBar of spec section 3). Titles come from the route table,
// so the menu, the breadcrumbs and the page titles never disagree.

const item = (path: string, icon?: string): MenuItem => ({
  title: findRoute(path)?.title ?? path,
  path,
  ...(icon ? { icon } : {}),
});
const group = (title: string, icon: string, menu: MenuItem[]): MenuItem => ({
  title,
  icon,
  menu,
  open: false,
});

export const DASHBOARD_MENU: MenuItem[] = [
  item('/dashboard', 'dashboard'),
  group('Marketplace', 'storefront', [
    item('/search'),
    item('/fav'),
    item('/chat'),
    item('/categories'),
  ]),
  group('Pharmacy', 'pharmacy', [
    item('/pharmacy'),
    item('/pharmacy/create'),
    item('/branch'),
    item('/members'),
    item('/member'),
    item('/members/change'),
    item('/suppliers'),
  ]),
  group('Medicines', 'medication', [
    item('/medicine'),
    item('/medicine/category'),
    item('/medicine/manufacturer'),
    item('/medicine/type'),
    item('/medicine/unit'),
    item('/medicine/leaf'),
  ]),
  group('Sales', 'pointOfSale', [
    item('/transactions'),
    item('/bills'),
    item('/reversal'),
    item('/coupon'),
  ]),
  group('Credit', 'creditCard', [
    item('/credit/create'),
    item('/credit/requested'),
    item('/credit/approved'),
    item('/credit/declined'),
  ]),
  group('Pricing', 'requestQuote', [item('/pricing/create'), item('/pricing/requests')]),
  group('Payments', 'payments', [
    item('/payment/create'),
    item('/payment/verify'),
    item('/banks'),
    item('/merchants'),
    item('/merchant'),
  ]),
  group('Reports', 'assessment', [
    item('/report/stock'),
    item('/report/bill-report'),
    item('/report/transaction-report'),
    item('/report/bulk-cash-report'),
    item('/report/bulk-credit-report'),
    item('/report/credit-contact-report'),
    item('/report/performance-report'),
  ]),
  group('Administration', 'admin', [
    item('/users'),
    item('/moderation'),
    item('/company'),
    item('/district'),
    item('/driver'),
    item('/package'),
    item('/logs'),
  ]),
  group('Account', 'person', [
    item('/profile'),
    item('/profile/detail'),
    item('/onboarding'),
    item('/otp'),
    item('/forgot-password'),
    item('/reset-password'),
  ]),
  item('/help', 'help'),
];

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
