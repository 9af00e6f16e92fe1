import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../stores/auth-store.ts';
import { renewSession } from '../session-renewal.ts';
import { applyFrame } from './apply-frame.ts';
import { ChatSocket } from './chat-socket.ts';
import { useChatLiveStore } from './chat-live-store.ts';
import { notifyNewMessage } from './chat-notifications.ts';

/**
 * The signed-in user's live chat: the socket, and what each frame changes (caches, toasts).
 * Loaded by useChatLive only after sign-in, so a visitor's first page carries none of it.
 * Returns the function that stops it.
 */
export function startLiveSession(client: QueryClient, userId: string): () => void {
  const socket = new ChatSocket({
    getToken: () => useAuthStore.getState().token.access_token,
    renew: renewSession,
    onFrame: (frame) => {
      applyFrame(client, userId, frame);
      if (frame.type === 'message') notifyNewMessage(frame.message, userId);
    },
    onState: (link) => useChatLiveStore.getState().setLink(link),
  });
  useChatLiveStore.getState().setSendTyping((chatId) => socket.typing(chatId));
  socket.start();
  return () => {
    socket.stop();
    useChatLiveStore.getState().setSendTyping(null);
  };
}
