import { z } from 'zod';
import { ZPaginationQuery, zId } from './common.ts';
import { MESSAGES } from './messages.ts';
import { ZUser } from './users.ts';

export const ZChatMember = ZUser.pick({
  id: true,
  picture: true,
  fullName: true,
  username: true,
  email: true,
});

export const ZChatRoom = z.object({
  id: z.uuid(),
  seller_id: z.uuid(),
  chat_members: z.array(z.object({ user: ZChatMember })),
  last_message: z.object({ message: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

export const ZChatMessage = z.object({
  id: z.uuid(),
  chat_room_id: z.uuid(),
  sender_id: z.uuid(),
  message: z.string(),
  message_type: z.string(),
  createdAt: z.string(),
  sender_user: ZChatMember,
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZCreateChatRoomRequest = z.object({ seller_id: z.uuid(MESSAGES.sellerIdInvalid) });
export const ZChatRoomDetailQuery = z.object({ id: zId('chat') });
export const ZChatRoomsQuery = ZPaginationQuery;
export const ZSendMessageRequest = z.object({
  message: z.string().trim().min(1, MESSAGES.required('Message')),
  chat_id: zId('chat'),
});
export const ZSendMessageResponse = z.object({ success: z.boolean(), message: ZChatMessage });
export const ZChatMessagesQuery = ZPaginationQuery.extend({ chat_id: zId('chat') });
export const ZChatMessagesResponse = z.object({
  hasMore: z.boolean(),
  chatRoomMessages: z.array(ZChatMessage),
});
