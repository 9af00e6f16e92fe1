import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TWsServerFrame } from '@dawa/contract';
import { useAuthStore } from '../../stores/auth-store.ts';
import { renewSession } from '../session-renewal.ts';
import { applyFrame } from './apply-frame.ts';
import { useChatLiveStore } from './chat-live-store.ts';
import { notifyNewMessage } from './chat-notifications.ts';

/**
 * Keeps the tab's one chat socket while a user is signed in (mounted once, in the app shell).
 * The socket module loads on its own, after sign-in, so visitors never download it.
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
    const onFrame = (frame: TWsServerFrame) => {
      applyFrame(client, userId, frame);
      if (frame.type === 'message') notifyNewMessage(frame.message, userId);
    };
    import('./chat-socket.ts')
      .then(({ ChatSocket }) => {
        if (stopped) return;
        const socket = new ChatSocket({
          getToken: () => useAuthStore.getState().token.access_token,
          renew: renewSession,
          onFrame,
          onState: (link) => useChatLiveStore.getState().setLink(link),
        });
        useChatLiveStore.getState().setSendTyping((chatId) => socket.typing(chatId));
        socket.start();
        stop = () => {
          socket.stop();
          useChatLiveStore.getState().setSendTyping(null);
        };
      })
      .catch(() => undefined); // a failed chunk load: the pages still work, without live updates
    return () => stop();
  }, [client, userId]);
}
