import { DASHBOARD_PATH } from '@dawa/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectSignupVerifiedEmail, signedInRedirect } from '../lib/signup-journey.ts';
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';
import { useJourneysStore } from '../stores/journeys-store.ts';

/**
 * Sign-in, sign-up, OTP and reset pages: a signed-in user has nothing to do there, except the one
 * the sign-up wizard has just signed in, who still sets up their pharmacy (tenant-setup, review).
 */
export function GuestOnly() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const userEmail = useAuthStore((s) => s.userInfo?.email);
  const verifiedEmail = useJourneysStore(selectSignupVerifiedEmail);
  const { pathname } = useLocation();
  if (!isAuthenticated) return <Outlet />;
  const redirect = signedInRedirect({
    pathname,
    userEmail,
    verifiedEmail,
    dashboardPath: DASHBOARD_PATH,
  });
  return redirect === null ? <Outlet /> : <Navigate to={redirect} replace />;
}
