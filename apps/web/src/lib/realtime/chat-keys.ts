import type { InfiniteData } from '@tanstack/react-query';
import type { TChatMessagesResponse, TChatRoomsResponse } from '@dawa/contract';

// Chat is between two users, not inside a pharmacy: its keys carry the user's id (not the tenant's),
// so another account signing in on this browser can never see the last one's conversations.
export const chatKeys = {
  all: (userId: string) => ['chat', userId] as const,
  rooms: (userId: string, search = '') => ['chat', userId, 'rooms', search] as const,
  roomsAll: (userId: string) => ['chat', userId, 'rooms'] as const,
  room: (userId: string, roomId: string) => ['chat', userId, 'room', roomId] as const,
  messages: (userId: string, roomId: string) => ['chat', userId, 'messages', roomId] as const,
  unread: (userId: string) => ['chat', userId, 'unread'] as const,
};

export type MessagePages = InfiniteData<TChatMessagesResponse>;
export type RoomPages = InfiniteData<TChatRoomsResponse>;
