import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../stores/auth-store.ts';

/**
 * Keeps the tab's one chat socket while a user is signed in (mounted once, in the app shell).
 * The live session (socket, frame handling, toasts) loads on its own, after sign-in, so visitors
 * never download it.
 */
export function useChatLive(): void {
  const client = useQueryClient();
  const userId = useAuthStore((s) => (s.token.access_token ? (s.userInfo?.id ?? null) : null));

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    import('./live-session.ts')
      .then(({ startLiveSession }) => {
        if (!stopped) stop = startLiveSession(client, userId);
      })
      .catch(() => undefined); // a failed chunk load: the pages still work, without live updates
    return () => stop();
  }, [client, userId]);
}
