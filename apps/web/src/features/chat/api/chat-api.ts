import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CHAT_LIMITS,
  CHAT_PATHS,
  type TChatMessagesResponse,
  type TChatRoom,
  type TChatRoomsResponse,
  type TCreateChatRoomRequest,
  type TCreateOfferRequest,
  type TMarkReadResponse,
  type TOfferDecision,
  type TSendMessageRequest,
  type TSendMessageResponse,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import { insertMessage } from '../../../lib/realtime/chat-cache.ts';
import { chatKeys, type MessagePages } from '../../../lib/realtime/chat-keys.ts';

/** The user's rooms, or those matching `search` (the other member or the listing, server-side). */
export const roomsQuery = (userId: string, search = '') =>
  infiniteQueryOptions({
    queryKey: chatKeys.rooms(userId, search),
    queryFn: ({ pageParam, signal }) =>
      api<TChatRoomsResponse>({
        path: CHAT_PATHS.rooms,
        query: {
          limit: CHAT_LIMITS.roomsPageDefault,
          cursor: pageParam,
          ...(search ? { searchKey: search } : {}),
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? (last.nextCursor ?? undefined) : undefined),
  });

export const roomQuery = (userId: string, roomId: string) =>
  queryOptions({
    queryKey: chatKeys.room(userId, roomId),
    queryFn: ({ signal }) =>
      api<TChatRoom>({ path: CHAT_PATHS.roomDetail, query: { id: roomId }, signal }),
  });

export const messagesQuery = (userId: string, roomId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(userId, roomId),
    queryFn: ({ pageParam, signal }) =>
      api<TChatMessagesResponse>({
        path: CHAT_PATHS.messages,
        query: { chat_id: roomId, limit: CHAT_LIMITS.messagesPageDefault, cursor: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? (last.nextCursor ?? undefined) : undefined),
    // Live messages come over the socket; a refetch would drop the older pages already shown.
    staleTime: Infinity,
  });

export const openRoom = (body: TCreateChatRoomRequest) =>
  api<TChatRoom>({ method: 'POST', path: CHAT_PATHS.rooms, body });

/** Puts a message the server answered into the conversation's cache (the socket may be later). */
function useReceive(userId: string, roomId: string) {
  const client = useQueryClient();
  return (answer: TSendMessageResponse) => {
    client.setQueryData<MessagePages>(chatKeys.messages(userId, roomId), (data) =>
      insertMessage(data, answer.message),
    );
    void client.invalidateQueries({ queryKey: chatKeys.roomsAll(userId) });
  };
}

export function useSendMessage(userId: string, roomId: string) {
  const receive = useReceive(userId, roomId);
  return useMutation({
    mutationFn: (body: TSendMessageRequest) =>
      api<TSendMessageResponse>({ method: 'POST', path: CHAT_PATHS.message, body }),
    onSuccess: receive,
  });
}

export function useMakeOffer(userId: string, roomId: string) {
  const receive = useReceive(userId, roomId);
  return useMutation({
    mutationFn: (body: TCreateOfferRequest) =>
      api<TSendMessageResponse>({ method: 'POST', path: CHAT_PATHS.offers(roomId), body }),
    onSuccess: receive,
  });
}

export function useDecideOffer(userId: string, roomId: string) {
  const receive = useReceive(userId, roomId);
  return useMutation({
    mutationFn: ({ offerId, status }: { offerId: string; status: TOfferDecision }) =>
      api<TSendMessageResponse>({
        method: 'POST',
        path: CHAT_PATHS.offerStatus(offerId),
        body: { status },
      }),
    onSuccess: receive,
  });
}

export function useMarkRead(userId: string, roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api<TMarkReadResponse>({
        method: 'POST',
        path: CHAT_PATHS.read(roomId),
        body: { message_id: messageId },
      }),
    onSuccess: (answer) => {
      client.setQueryData<TChatRoom>(chatKeys.room(userId, roomId), (room) =>
        room
          ? { ...room, last_read_seq: answer.last_read_seq, unread_count: answer.unread_count }
          : room,
      );
      void client.invalidateQueries({ queryKey: chatKeys.roomsAll(userId) });
      void client.invalidateQueries({ queryKey: chatKeys.unread(userId) });
    },
  });
}

export function useBlock(userId: string, roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      api<TChatRoom>({ method: block ? 'POST' : 'DELETE', path: CHAT_PATHS.block(roomId) }),
    onSuccess: (room) => client.setQueryData(chatKeys.room(userId, roomId), room),
  });
}

export const reportRoom = (roomId: string, reason: string) =>
  api<{ message: string }>({ method: 'POST', path: CHAT_PATHS.report(roomId), body: { reason } });
