import type { JourneysState } from '../stores/journeys-store.ts';

// What the app shell needs to know about the sign-up wizard's journey (the wizard itself lives in
// features/accounts/signup). Kept free of zod: the guest-only gate is on every page.

/** The journeys-store key of the sign-up wizard. */
export const SIGNUP_JOURNEY = 'signup';

export const SIGNUP_PATHS = {
  start: '/signup',
  plan: '/signup/choose-plan',
  details: '/signup/basic-info',
  verify: '/signup/email-verification',
  pharmacy: '/signup/tenant-setup',
  review: '/signup/review',
} as const;

/** Steps a user signed in by the wizard's e-mail verification still has to pass. */
export const SIGNED_IN_SIGNUP_PATHS: readonly string[] = [
  SIGNUP_PATHS.pharmacy,
  SIGNUP_PATHS.review,
];

/** The e-mail the sign-up journey verified (and signed in with), once it got that far. */
export const selectSignupVerifiedEmail = (state: JourneysState): string | null => {
  const email = state.journeys[SIGNUP_JOURNEY]?.data.verifiedEmail;
  return typeof email === 'string' ? email : null;
};

/**
 * Where a signed-in user opening a guest-only page goes instead, or null to let them stay: the
 * account the wizard verified finishes its pharmacy on the last two steps (any other sign-up step
 * leads back there); everyone else has nothing to do on these pages and goes to the dashboard.
 */
export function signedInRedirect({
  pathname,
  userEmail,
  verifiedEmail,
  dashboardPath,
}: {
  pathname: string;
  userEmail: string | null | undefined;
  verifiedEmail: string | null;
  dashboardPath: string;
}): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const isFinishingSignup =
    verifiedEmail !== null && verifiedEmail.toLowerCase() === userEmail?.toLowerCase();
  if (!isFinishingSignup || !path.startsWith(SIGNUP_PATHS.start)) return dashboardPath;
  return SIGNED_IN_SIGNUP_PATHS.includes(path) ? null : SIGNUP_PATHS.pharmacy;
}
