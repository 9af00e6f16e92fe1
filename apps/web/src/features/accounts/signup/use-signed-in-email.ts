import { selectIsAuthenticated, useAuthStore } from '../../../stores/auth-store.ts';
import type { SignedInEmail } from './signup-steps.ts';

/** The e-mail of whoever is signed in (null: nobody; undefined: not known yet). Its own module: the
 * sign-up's first page needs it without the wizard's card and stepper. */
export function useSignedInEmail(): SignedInEmail {
  return useAuthStore((s) => (selectIsAuthenticated(s) ? s.userInfo?.email : null));
}
