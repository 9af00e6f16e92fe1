import type { QueryClient } from '@tanstack/react-query';
import type { TChatRoom, TWsServerFrame } from '@dawa/contract';
import { insertMessage } from './chat-cache.ts';
import { chatKeys, type MessagePages } from './chat-keys.ts';
import { useChatLiveStore } from './chat-live-store.ts';
import { isFromMySide } from './chat-notifications.ts';

/** Feeds one server frame into the query caches (messages, room, rooms list, unread total). */
export function applyFrame(client: QueryClient, userId: string, frame: TWsServerFrame): void {
  switch (frame.type) {
    case 'message': {
      const { message } = frame;
      const roomId = message.chat_room_id;
      client.setQueryData<MessagePages>(chatKeys.messages(userId, roomId), (data) =>
        insertMessage(data, message),
      );
      // Who was typing was the other side (a colleague's answer leaves the buyer's hint alone).
      if (!isFromMySide(message, userId)) useChatLiveStore.getState().clearTyping(roomId);
      void client.invalidateQueries({ queryKey: chatKeys.roomsAll(userId) });
      void client.invalidateQueries({ queryKey: chatKeys.unread(userId) });
      // A new listing brought up or an offer answered changes the room's header.
      if (message.message_type !== 'TEXT' && message.message_type !== 'IMAGE')
        void client.invalidateQueries({ queryKey: chatKeys.room(userId, roomId) });
      return;
    }
    case 'read': {
      client.setQueryData<TChatRoom>(chatKeys.room(userId, frame.chat_id), (room) => {
        if (!room) return room;
        return frame.user_id === userId
          ? { ...room, last_read_seq: Math.max(room.last_read_seq, frame.last_read_seq) }
          : {
              ...room,
              other_last_read_seq: Math.max(room.other_last_read_seq, frame.last_read_seq),
            };
      });
      if (frame.user_id === userId) {
        void client.invalidateQueries({ queryKey: chatKeys.roomsAll(userId) });
        void client.invalidateQueries({ queryKey: chatKeys.unread(userId) });
      }
      return;
    }
    case 'typing':
      if (frame.user_id !== userId)
        useChatLiveStore.getState().markTyping(frame.chat_id, Date.now());
      return;
    case 'room':
      void client.invalidateQueries({ queryKey: chatKeys.room(userId, frame.chat_id) });
      void client.invalidateQueries({ queryKey: chatKeys.roomsAll(userId) });
      return;
    case 'ready':
      // Back after a gap: what the socket replays covers messages; lists and marks are refetched.
      void client.invalidateQueries({ queryKey: chatKeys.all(userId) });
      return;
    case 'pong':
    case 'error':
      return;
  }
}
