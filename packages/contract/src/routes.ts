// The route table of spec section 2: every screen's path and who may open it.
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
  /** One sentence: what the screen is for (shown on screens not built yet). */
  summary: string;
}

const visitor = (
  path: string,
  title: string,
  summary: string,
  guestOnly = false,
): RouteDefinition =>
  guestOnly
    ? { path, access: 'visitor', guestOnly, title, summary }
    : { path, access: 'visitor', title, summary };
const auth = (path: string, title: string, summary: string): RouteDefinition => ({
  path,
  access: 'auth',
  title,
  summary,
});

export const HOME_PATH = '/';
export const DASHBOARD_PATH = '/dashboard';
export const TERMS_PATH = '/terms-and-condition';

export const ROUTES: readonly RouteDefinition[] = [
  // Visitor-only
  visitor(
    '/',
    'Home',
    'Browse and search medicines and health supplies offered by organisations in the city.',
  ),
  visitor('/login', 'Sign in', 'Sign in with Google or with your e-mail and password.', true),
  visitor(
    '/verify-otp',
    'Verify code',
    'Enter the 6-digit code we e-mailed you and choose your password.',
    true,
  ),
  visitor('/resend-otp', 'Resend code', 'Ask for a new verification code by e-mail.', true),
  visitor(
    '/forget-password-request',
    'Forgot password',
    'Ask for a password-reset code by e-mail.',
    true,
  ),
  visitor(
    '/forget-password-reset',
    'Reset password',
    'Enter the reset code and a new password.',
    true,
  ),
  visitor('/signup', 'Create an account', 'Register your organisation on the marketplace.', true),
  visitor(
    '/signup/choose-plan',
    'Choose a plan',
    'Pick the plan that fits your organisation.',
    true,
  ),
  visitor(
    '/signup/basic-info',
    'Basic information',
    'Tell us who you are and which organisation you represent.',
    true,
  ),
  visitor(
    '/signup/email-verification',
    'Verify your e-mail',
    'Confirm your e-mail address with the code we sent.',
    true,
  ),
  visitor(
    '/signup/tenant-setup',
    'Set up your pharmacy',
    'Create the pharmacy or organisation you will work in.',
    true,
  ),
  visitor('/signup/review', 'Review and finish', 'Check your details and finish signing up.', true),
  visitor(
    '/post/step-1-media-upload',
    'Post an ad: photos',
    'Upload photos of the product and choose the primary one.',
  ),
  visitor(
    '/post/step-2-product-description',
    'Post an ad: description',
    'Give the listing a title and a description.',
  ),
  visitor(
    '/post/step-3-product-detail',
    'Post an ad: details',
    'Category, condition, price, contact phone and location.',
  ),
  visitor(
    '/post/step-4-additional-info',
    'Post an ad: additional info',
    'Bulk offers, delivery, warranty and sale terms.',
  ),
  visitor('/post/step-5-review', 'Post an ad: review', 'Check the listing before publishing it.'),
  visitor('/post/confirmation', 'Post an ad: published', 'Your listing has been submitted.'),
  visitor('/shop/step-1-setup-shop', 'Set up shop: basics', 'Name your shop and add its logo.'),
  visitor(
    '/shop/step-2-setup-shop',
    'Set up shop: location',
    'Shop address, city and delivery locations.',
  ),
  visitor(
    '/shop/step-3-product-detail',
    'Set up shop: first product',
    'Describe the first product your shop offers.',
  ),
  visitor(
    '/shop/step-4-additional-info',
    'Set up shop: additional info',
    'Bulk offers, delivery, warranty and sale terms.',
  ),
  visitor('/shop/step-5-review', 'Set up shop: review', 'Check your shop before opening it.'),
  visitor('/shop/confirmation', 'Set up shop: done', 'Your shop has been submitted.'),
  visitor(
    '/shop/:id',
    'Shop',
    "A seller's shop: who they are, where they deliver and what they offer.",
  ),
  visitor(
    '/listing/:id',
    'Listing',
    'One listing: photos, price, details and the seller, with save, share and report.',
  ),
  // The spec lists /search and /help as auth-required; issue 13 opens them to visitors
  // (search a visitor can use; anyone can read how the platform works before signing up).
  visitor('/search', 'Search', 'Search listings with filters.'),
  visitor(
    '/help',
    'Help',
    'How to sign up, post, get a regulated listing approved, switch pharmacy and reach us.',
  ),
  // Auth-required
  auth(
    '/dashboard',
    'Dashboard',
    'An overview of your pharmacy: sales, stock alerts, credit and messages.',
  ),
  auth('/my-shop', 'My shop', 'Your shop as buyers see it, or an invitation to set one up.'),
  auth('/fav', 'Favourites', 'Listings you saved to come back to.'),
  auth('/profile', 'My profile', 'Your adverts, saved listings and account.'),
  auth(
    '/profile/detail',
    'Profile details',
    'Edit your organisation profile: name, contact, address and TIN.',
  ),
  auth('/chat', 'Messages', 'Conversations with buyers and sellers.'),
  auth('/suppliers', 'Suppliers', 'The suppliers your pharmacy buys from.'),
  auth('/pharmacy', 'My pharmacies', 'The pharmacies you belong to; switch between them here.'),
  auth('/pharmacy/create', 'Create pharmacy', 'Register another pharmacy and become its owner.'),
  auth('/transactions', 'Transactions', 'Point-of-sale transactions of the chosen pharmacy.'),
  auth('/medicine', 'Medicine catalogue', 'The medicines your pharmacy stocks and sells.'),
  auth(
    '/medicine/manufacturer',
    'Manufacturers',
    'Manufacturers of the medicines in your catalogue.',
  ),
  auth(
    '/medicine/category',
    'Medicine categories',
    'Therapeutic categories used to group medicines.',
  ),
  auth('/medicine/unit', 'Units', 'Dispensing units such as tablet, capsule, ml.'),
  auth('/medicine/type', 'Medicine types', 'Dosage forms such as tablet, syrup, injection.'),
  auth(
    '/medicine/leaf',
    'Pack sizes',
    'How many units make a leaf (strip) and how many leaves make a box.',
  ),
  auth('/otp', 'One-time codes', 'Verify a one-time code sent to you.'),
  auth('/logs', 'Activity log', 'Who changed what in the chosen pharmacy, and when.'),
  auth('/banks', 'Banks', 'Bank accounts used to receive and verify payments.'),
  auth('/bills', 'Bills', 'Bills issued by the chosen pharmacy.'),
  auth('/users', 'Users', 'Every user of the platform (platform administrators).'),
  auth(
    '/moderation',
    'Moderation',
    'Listings waiting for review, rejected or reported (platform administrators).',
  ),
  auth('/member', 'Invite member', 'Invite a person to the chosen pharmacy.'),
  auth('/members', 'Members', 'People who work in the chosen pharmacy and their roles.'),
  auth('/members/change', 'Change member role', "Change a member's role in the chosen pharmacy."),
  auth('/branch', 'Branches', 'Branches of the chosen pharmacy.'),
  auth('/coupon', 'Coupons', 'Discount coupons for sales.'),
  auth('/driver', 'Drivers', 'Delivery drivers and their assignments.'),
  auth('/package', 'Packages', 'Subscription packages and plans.'),
  auth('/company', 'Companies', 'Companies registered on the platform.'),
  auth('/district', 'Districts', 'Districts of the city used for delivery and reports.'),
  auth('/merchant', 'Merchant', 'Details of a merchant account.'),
  auth('/merchants', 'Merchants', 'Merchant accounts that accept payments.'),
  auth('/reversal', 'Reversals', 'Reversed sales and refunds.'),
  auth(
    '/categories',
    'Categories',
    'Marketplace categories and sub-categories (platform administrators).',
  ),
  auth('/onboarding', 'Welcome', 'Create your first pharmacy or join an existing one.'),
  auth('/forgot-password', 'Forgot password', 'Ask for a password-reset code by e-mail.'),
  auth('/reset-password', 'Reset password', 'Enter the reset code and a new password.'),
  auth('/payment/create', 'New payment', 'Record a payment received or made.'),
  auth('/payment/verify', 'Verify payment', 'Check a payment against the bank record.'),
  auth(
    '/pricing/create',
    'New pricing request',
    'Ask suppliers to quote prices for a list of medicines.',
  ),
  auth(
    '/pricing/requests',
    'Pricing requests',
    'Pricing requests you sent or received, and their quotes.',
  ),
  auth('/credit/create', 'New credit', 'Open a credit line for a customer, with a spend limit.'),
  auth('/credit/requested', 'Requested credit', 'Credit requests waiting for a decision.'),
  auth('/credit/approved', 'Approved credit', 'Approved credit lines and what is owed.'),
  auth('/credit/declined', 'Declined credit', 'Credit requests that were declined.'),
  auth('/report/bill-report', 'Bill report', 'Bills over a period, with totals.'),
  auth('/report/stock', 'Stock report', 'Stock on hand by medicine and batch, with expiry.'),
  auth(
    '/report/bulk-cash-report',
    'Bulk cash report',
    'Cash sales over a period, by day and by cashier.',
  ),
  auth('/report/transaction-report', 'Transaction report', 'Every transaction over a period.'),
  auth(
    '/report/performance-report',
    'Performance report',
    'Sales performance by medicine, branch and member.',
  ),
  auth('/report/bulk-credit-report', 'Bulk credit report', 'Credit sales over a period.'),
  auth(
    '/report/credit-contact-report',
    'Credit contact report',
    'What each credit customer owes and has paid.',
  ),
  // Other
  visitor(
    TERMS_PATH,
    'Terms and Data Use Policy',
    'The terms of using Dawa and how your data is used.',
  ),
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
