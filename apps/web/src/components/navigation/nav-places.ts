// Where the header search and the phone's bottom navigation show (docs/web-structure.md, "Header
// search and bottom navigation"). Pure, so the rules are tested without a browser.

export const SEARCH_PATH = '/search';
export const POST_LISTING_PATH = '/post/step-1-media-upload';
export const MESSAGES_PATH = '/chat';
export const ACCOUNT_PATH = '/dashboard';

/** Flows that own the whole screen: a wizard, signing up or in, a code, a password. */
const FOCUSED_FLOWS = [
  /^\/post\//,
  /^\/shop\/step-/,
  /^\/shop\/confirmation$/,
  /^\/signup(\/|$)/,
  /^\/login$/,
  /^\/verify-otp$/,
  /^\/resend-otp$/,
  /^\/otp$/,
  /^\/forget-password-/,
  /^\/forgot-password$/,
  /^\/reset-password$/,
];

const isFocusedFlow = (pathname: string) => FOCUSED_FLOWS.some((flow) => flow.test(pathname));

/**
 * The header's search field: on listing, shop, help and dashboard pages; not on home and search,
 * which have their own search box, nor in a focused flow.
 */
export function showsHeaderSearch(pathname: string): boolean {
  return pathname !== '/' && pathname !== SEARCH_PATH && !isFocusedFlow(pathname);
}

/**
 * The bottom navigation (phones): everywhere but a focused flow, and a conversation open on the
 * messages page (its message box sits at the bottom of the screen).
 */
export function showsBottomNav(pathname: string, search: string): boolean {
  if (isFocusedFlow(pathname)) return false;
  if (pathname === MESSAGES_PATH && new URLSearchParams(search).has('room')) return false;
  return true;
}

export type NavPlace = 'home' | 'search' | 'post' | 'messages' | 'account';

/** Which item of the bottom navigation the page belongs to, if any. */
export function navPlaceOf(pathname: string, isSignedIn: boolean): NavPlace | null {
  if (pathname === '/') return 'home';
  if (pathname === SEARCH_PATH) return 'search';
  if (pathname.startsWith('/post/')) return 'post';
  if (pathname === MESSAGES_PATH) return 'messages';
  if (!isSignedIn) return null;
  // The signed-in areas: the dashboard, the profile and the back office.
  const isPublic = /^\/(listing|shop|help|terms-and-condition)(\/|$)/.test(pathname);
  return isPublic ? null : 'account';
}

/** "/search?q=…" for what was typed (just "/search" for nothing). */
export function searchHref(text: string): string {
  const q = text.trim();
  return q === '' ? SEARCH_PATH : `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}`;
}
