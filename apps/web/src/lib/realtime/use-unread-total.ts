import { useQuery } from '@tanstack/react-query';
import { CHAT_PATHS, type TChatUnreadResponse } from '@dawa/contract';
import { useAuthStore } from '../../stores/auth-store.ts';
import { api } from '../api.ts';
import { chatKeys } from './chat-keys.ts';

/**
 * Unread messages from others over all the user's rooms (GET /chat/unread), for the top-bar badge.
 * Kept live by the socket, which invalidates it on every message and read mark.
 */
export function useUnreadTotal(): number {
  const userId = useAuthStore((s) => (s.token.access_token ? (s.userInfo?.id ?? null) : null));
  const { data } = useQuery({
    queryKey: chatKeys.unread(userId ?? ''),
    // Brought up to date by the socket, not by the user: not activity (the idle timeout still runs).
    queryFn: ({ signal }) =>
      api<TChatUnreadResponse>({ path: CHAT_PATHS.unread, signal, background: true }),
    enabled: userId !== null,
    select: (answer) => answer.total,
    retry: 1,
  });
  return data ?? 0;
}
