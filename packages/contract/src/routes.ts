// The route table of docs/product.md#screens: every screen's path and who may open it.
// `auth` needs a signed-in user; `visitor` is open to everyone, and `guestOnly`
// visitor routes send a signed-in user to /dashboard instead (login, sign-up, OTP, reset).

export type RouteAccess = 'auth' | 'visitor';

export interface RouteDefinition {
  path: string;
  access: RouteAccess;
  /** Visitor route a signed-in user is redirected away from. */
  guestOnly?: boolean;
  /** Page title, breadcrumb and menu label. */
  title: string;
  /**
   * The server draws the page for a visitor (issue 13): the marketplace's pages, whose first screen
   * follows from the address and public answers alone, and the doors in (sign-in, sign-up). Not the
   * wizards, whose steps come from what the browser keeps.
   */
  prerendered?: true;
}

const visitor = (path: string, title: string, guestOnly = false): RouteDefinition =>
  guestOnly ? { path, access: 'visitor', guestOnly, title } : { path, access: 'visitor', title };
const drawn = (route: RouteDefinition): RouteDefinition => ({ ...route, prerendered: true });
const auth = (path: string, title: string): RouteDefinition => ({ path, access: 'auth', title });

export const HOME_PATH = '/';
export const DASHBOARD_PATH = '/dashboard';
export const TERMS_PATH = '/terms-and-condition';

export const ROUTES: readonly RouteDefinition[] = [
  // Visitor-only
  drawn(visitor('/', 'Home')),
  drawn(visitor('/login', 'Sign in', true)),
  visitor('/verify-otp', 'Verify code', true),
  visitor('/resend-otp', 'Resend code', true),
  visitor('/forget-password-request', 'Forgot password', true),
  visitor('/forget-password-reset', 'Reset password', true),
  drawn(visitor('/signup', 'Create an account', true)),
  visitor('/signup/choose-plan', 'Choose a plan', true),
  visitor('/signup/basic-info', 'Basic information', true),
  visitor('/signup/email-verification', 'Verify your e-mail', true),
  visitor('/signup/tenant-setup', 'Set up your organisation', true),
  visitor('/signup/review', 'Review and finish', true),
  visitor('/post/step-1-media-upload', 'Post a listing: photos'),
  visitor('/post/step-2-product-description', 'Post a listing: description'),
  visitor('/post/step-3-product-detail', 'Post a listing: details'),
  visitor('/post/step-4-additional-info', 'Post a listing: additional info'),
  visitor('/post/step-5-review', 'Post a listing: review'),
  visitor('/post/confirmation', 'Post a listing: published'),
  visitor('/shop/step-1-setup-shop', 'Set up shop: basics'),
  visitor('/shop/step-2-setup-shop', 'Set up shop: location'),
  visitor('/shop/step-3-product-detail', 'Set up shop: first product'),
  visitor('/shop/step-4-additional-info', 'Set up shop: additional info'),
  visitor('/shop/step-5-review', 'Set up shop: review'),
  visitor('/shop/confirmation', 'Set up shop: done'),
  drawn(visitor('/shop/:id', 'Shop')),
  drawn(visitor('/listing/:id', 'Listing')),
  // The spec lists /search and /help as auth-required; issue 13 opens them to visitors
  // (search a visitor can use; anyone can read how the platform works before signing up).
  drawn(visitor('/search', 'Search')),
  drawn(visitor('/help', 'Help')),
  // Auth-required
  auth('/dashboard', 'Dashboard'),
  auth('/my-shop', 'My shop'),
  auth('/my-shop/edit', 'Edit shop'),
  auth('/fav', 'Favourites'),
  auth('/profile', 'My profile'),
  auth('/profile/detail', 'Profile details'),
  auth('/chat', 'Messages'),
  auth('/suppliers', 'Suppliers'),
  auth('/pharmacy', 'My organisations'),
  auth('/pharmacy/create', 'Create pharmacy'),
  auth('/transactions', 'Transactions'),
  auth('/medicine', 'Medicine catalogue'),
  auth('/medicine/manufacturer', 'Manufacturers'),
  auth('/medicine/category', 'Medicine categories'),
  auth('/medicine/unit', 'Units'),
  auth('/medicine/type', 'Medicine types'),
  auth('/medicine/leaf', 'Pack sizes'),
  auth('/otp', 'One-time codes'),
  auth('/logs', 'Activity log'),
  auth('/banks', 'Banks'),
  auth('/bills', 'Bills'),
  auth('/users', 'Users'),
  auth('/moderation', 'Moderation'),
  auth('/member', 'Invite member'),
  auth('/members', 'Members'),
  auth('/members/change', 'Change member role'),
  auth('/branch', 'Branches'),
  auth('/coupon', 'Coupons'),
  auth('/driver', 'Drivers'),
  auth('/package', 'Packages'),
  auth('/company', 'Companies'),
  auth('/district', 'Districts'),
  auth('/merchant', 'Merchant'),
  auth('/merchants', 'Merchants'),
  auth('/reversal', 'Reversals'),
  auth('/categories', 'Categories'),
  // Ours, beyond the spec's table: what platform administrators see of the background jobs (issue 32).
  auth('/jobs', 'Background jobs'),
  auth('/onboarding', 'Welcome'),
  auth('/forgot-password', 'Forgot password'),
  auth('/reset-password', 'Reset password'),
  auth('/payment/create', 'New payment'),
  auth('/payment/verify', 'Verify payment'),
  auth('/pricing/create', 'New pricing request'),
  auth('/pricing/requests', 'Pricing requests'),
  auth('/credit/create', 'New credit'),
  auth('/credit/requested', 'Requested credit'),
  auth('/credit/approved', 'Approved credit'),
  auth('/credit/declined', 'Declined credit'),
  auth('/report/bill-report', 'Bill report'),
  auth('/report/stock', 'Stock report'),
  auth('/report/bulk-cash-report', 'Bulk cash report'),
  auth('/report/transaction-report', 'Transaction report'),
  auth('/report/performance-report', 'Performance report'),
  auth('/report/bulk-credit-report', 'Bulk credit report'),
  auth('/report/credit-contact-report', 'Credit contact report'),
  // Ours (issue 32): what buyers do with a seller's listings, per listing and per day.
  auth('/report/listing-performance', 'Listing performance'),
  // Other
  drawn(visitor(TERMS_PATH, 'Terms and Data Use Policy')),
];

const byPath = new Map(ROUTES.map((r) => [r.path, r]));
const withParams = ROUTES.filter((r) => r.path.includes('/:'));

/** The route definition for an exact path, if the table has one. */
export function findRoute(path: string): RouteDefinition | undefined {
  return byPath.get(path);
}

/**
 * The route a browser path belongs to: exact paths first, then patterns with `:param` segments.
 * A trailing slash is ignored. Used by the API to answer unknown pages with a real 404.
 */
export function matchRoute(path: string): RouteDefinition | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const exact = byPath.get(clean);
  if (exact) return exact;
  const parts = clean.split('/');
  return withParams.find((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((seg, i) => (seg.startsWith(':') ? (parts[i] ?? '') !== '' : seg === parts[i]))
    );
  });
}
