import type { TChatMember, TChatRoom } from '@dawa/contract';

/** The member of a room who is not the user. */
export const otherMember = (
  room: Pick<TChatRoom, 'chat_members'>,
  userId: string,
): TChatMember | null => room.chat_members.find((m) => m.user.id !== userId)?.user ?? null;

/** Whether the user is the seller of the room's current listing (answers offers) or the buyer. */
export const isListingSeller = (room: Pick<TChatRoom, 'post'>, userId: string): boolean =>
  room.post?.seller_id === userId;
