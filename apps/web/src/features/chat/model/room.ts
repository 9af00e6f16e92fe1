import type { TChatMember, TChatMessage, TChatRoom } from '@dawa/contract';
import { wordsIn, type T } from '../../../i18n/words.ts';
import type en from '../i18n/en.ts';
import { chatWords } from '../i18n/index.ts';

/** The member of a room who is not the user (to the team of a shared inbox: the buyer). */
export const otherMember = (
  room: Pick<TChatRoom, 'chat_members'>,
  userId: string,
): TChatMember | null => room.chat_members.find((m) => m.user.id !== userId)?.user ?? null;

/**
 * Whether the user is on the seller's side of the room (answers offers): in an organisation's
 * shared inbox, anyone of its team (whoever is not the buyer); otherwise the seller of the room's
 * current listing.
 */
export const isListingSeller = (
  room: Pick<TChatRoom, 'post' | 'organisation' | 'buyer_id'>,
  userId: string,
): boolean => (room.organisation ? room.buyer_id !== userId : room.post?.seller_id === userId);

/** How the user reads a room's messages: which side is theirs, and whether senders are named. */
export interface RoomSides {
  userId: string;
  buyerId: string;
  /** An organisation's shared inbox: its team answers, each message names who did. */
  isShared: boolean;
}

export const sidesOf = (
  room: Pick<TChatRoom, 'buyer_id' | 'organisation'>,
  userId: string,
): RoomSides => ({ userId, buyerId: room.buyer_id, isShared: room.organisation !== null });

/** A message from the user's side: their own, or in a shared inbox a colleague's. */
export const isMySide = (sides: RoomSides, senderId: string): boolean =>
  (senderId === sides.buyerId) === (sides.userId === sides.buyerId);

/**
 * The sender's name shown with a message: in a shared inbox, who of the team answered (to the
 * buyer and to colleagues); never on the user's own messages or the buyer's.
 */
export const senderLabel = (
  sides: RoomSides,
  message: Pick<TChatMessage, 'sender_id' | 'sender_user'>,
): string | null =>
  sides.isShared && message.sender_id !== sides.buyerId && message.sender_id !== sides.userId
    ? message.sender_user.fullName
    : null;

/**
 * Whom the room is with, as its header and the room list name it: to the buyer of a shared inbox,
 * the organisation (with the person it was opened with); to its team, the buyer and the
 * organisation they answer for; otherwise the other person. In the reader's words (`t` of
 * useWords(chatWords); English when not given).
 */
export function counterpartOf(
  room: Pick<TChatRoom, 'chat_members' | 'organisation' | 'buyer_id'>,
  userId: string,
  t: T<typeof en> = wordsIn(chatWords, 'en'),
): { name: string; detail: string | null; picture: string | null } {
  const other = otherMember(room, userId);
  const person = other?.fullName ?? t('conversation');
  if (!room.organisation) return { name: person, detail: null, picture: other?.picture ?? null };
  return room.buyer_id === userId
    ? {
        name: room.organisation.name,
        detail: other ? t('listedBy', { name: person }) : null,
        picture: null,
      }
    : {
        name: person,
        detail: t('forOrganisation', { name: room.organisation.name }),
        picture: other?.picture ?? null,
      };
}
