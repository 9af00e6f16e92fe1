import { DASHBOARD_PATH } from '@dawa/contract';
import { Navigate, Outlet } from 'react-router';
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';

/** Sign-in, sign-up, OTP and reset pages: a signed-in user has nothing to do there. */
export function GuestOnly() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  return isAuthenticated ? <Navigate to={DASHBOARD_PATH} replace /> : <Outlet />;
}
