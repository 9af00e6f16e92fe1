import { create } from 'zustand';
import type { LinkState } from './backoff.ts';

// What the live link knows that screens show: its state, who is typing where, and which room is
// on screen (its messages are read as they arrive, and no notification is shown for them).

interface ChatLiveState {
  link: LinkState;
  /** chat_id → when the other member last sent a typing frame (ms). */
  typingAt: Record<string, number>;
  openRoomId: string | null;
  /** Sends a typing frame for a room (set while a socket exists). */
  sendTyping: ((chatId: string) => void) | null;
  setLink: (link: LinkState) => void;
  markTyping: (chatId: string, at: number) => void;
  clearTyping: (chatId: string) => void;
  setOpenRoom: (roomId: string | null) => void;
  setSendTyping: (send: ((chatId: string) => void) | null) => void;
}

export const useChatLiveStore = create<ChatLiveState>()((set) => ({
  link: { kind: 'idle' },
  typingAt: {},
  openRoomId: null,
  sendTyping: null,
  setLink: (link) => set({ link }),
  markTyping: (chatId, at) => set((s) => ({ typingAt: { ...s.typingAt, [chatId]: at } })),
  clearTyping: (chatId) =>
    set((s) => {
      const { [chatId]: _gone, ...rest } = s.typingAt;
      return { typingAt: rest };
    }),
  setOpenRoom: (openRoomId) => set({ openRoomId }),
  setSendTyping: (sendTyping) => set({ sendTyping }),
}));
