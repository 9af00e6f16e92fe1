import type { TSessionResponse } from '@dawa/contract';
import { useAuthStore } from '../stores/auth-store.ts';
import { adoptAccountLanguage } from '../stores/locale-store.ts';

/**
 * Stores a fresh session from POST /login or /auth/refresh (docs/product.md#states): the user and both
 * tokens, and the account's language on this device. The user is signed in from here on (`selectIsAuthenticated`).
 */
export function startSession(session: TSessionResponse): void {
  const auth = useAuthStore.getState();
  auth.setToken({ access_token: session.accessToken, refresh_token: session.refreshToken });
  auth.setUserInfo(session.user);
  // The account's language becomes this device's (docs/decisions/024-language-per-account.md).
  void adoptAccountLanguage(session.user.language);
}
