import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';
import { adoptAccountLanguage } from '../stores/locale-store.ts';

/**
 * On start, a stored session is checked with the API once (GET /auth/me): the user's details are
 * refreshed, an expired access token is renewed by the client, and a revoked or disabled account
 * signs out here rather than at the user's first click. The client loads lazily: guests on the
 * first page never download it.
 */
export function useSessionCheck(): void {
  const signedIn = useAuthStore(selectIsAuthenticated);
  const client = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    // Through the cache: pages that show "me" (/profile, /users) use this answer, not a second call.
    void import('../lib/me.ts')
      .then(({ meQuery }) => client.fetchQuery(meQuery))
      .then((me) => {
        if (!live) return;
        useAuthStore.getState().setUserInfo(me.user);
        // Chosen on another device since: this one follows (docs/decisions/024-language-per-account.md).
        void adoptAccountLanguage(me.user.language);
      })
      .catch(() => undefined); // 401 already signed out; offline keeps the stored session
    return () => {
      live = false;
    };
    // Once per session: a later sign-in is checked by its own login answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
