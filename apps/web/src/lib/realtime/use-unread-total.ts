import { useQuery } from '@tanstack/react-query';
import { CHAT_LIMITS, CHAT_PATHS, type TChatRoomsResponse } from '@dawa/contract';
import { useAuthStore } from '../../stores/auth-store.ts';
import { api } from '../api.ts';
import { chatKeys } from './chat-keys.ts';

/**
 * Unread messages over the user's most recent rooms (the API has no total of its own: the sum
 * over the first CHAT_LIMITS.pageMax rooms, which holds every room with recent activity). Kept
 * live by the socket, which invalidates it on every message and read mark.
 */
export function useUnreadTotal(): number {
  const userId = useAuthStore((s) => (s.token.access_token ? (s.userInfo?.id ?? null) : null));
  const { data } = useQuery({
    queryKey: chatKeys.unread(userId ?? ''),
    queryFn: ({ signal }) =>
      api<TChatRoomsResponse>({
        path: CHAT_PATHS.rooms,
        query: { limit: CHAT_LIMITS.pageMax, cursor: 0 },
        signal,
      }),
    enabled: userId !== null,
    select: (answer) => answer.docs.reduce((sum, room) => sum + room.unread_count, 0),
    // The socket invalidates it; a failure (no chat API yet) should not retry forever.
    retry: 1,
  });
  return data ?? 0;
}
