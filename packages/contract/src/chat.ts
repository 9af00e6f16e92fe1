import { z } from 'zod';
import { zId } from './common.ts';
import { CHAT_MESSAGES, MESSAGES } from './messages.ts';
import { POST_LIMITS } from './post-constants.ts';
import { fitsTimesQuantity, parseMoney } from './money.ts';
import { ZMoneyAmount, ZPostStatus } from './posts.ts';
import { ZUser } from './users.ts';

// Chat between a buyer and a seller (docs/product.md#chat, #validation and #api-calls; issue 14).
//
// Paths (under /api): the spec's five, kept as they are, plus ours beside them.
//   POST /chat/rooms {seller_id, post_id?}           open or return the one room with that seller
//   GET  /chat/room-detail?id=                        one room
//   GET  /chat/rooms?limit&cursor                     my rooms, most recent activity first
//   POST /chat/message {message, chat_id, ...}        send; → {success, message}
//   GET  /chat/messages?chat_id&limit&cursor          → {hasMore, nextCursor, chatRoomMessages[]}
//   POST /chat/rooms/{id}/read {message_id?}          mark read up to a message (default: latest)
//   POST /chat/rooms/{id}/block, DELETE .../block     block / unblock the other member
//   POST /chat/rooms/{id}/report {reason}             report the conversation to moderators
//   POST /chat/rooms/{id}/offers {post_id, quantity, unit_price, client_id?}   make an offer
//   POST /chat/offers/{id}/status {status}            ACCEPTED | DECLINED (seller), WITHDRAWN (buyer)
//   GET  /admin/chat/reports?limit&cursor             reported conversations (platform admins)
//   WS   /api/ws                                      live delivery (frames below)
//
// Every room answers 404 (CHAT_MESSAGES.roomNotFound) to anybody who may not read it, exactly
// like a room that does not exist.
//
// Shared inbox (issue 31, docs/decisions/018): opening a room about an organisation's listing
// (`post_id` of a listing whose `createdBy.organisation` is set, `seller_id` its author) opens the
// buyer's one room with that organisation (`organisation` below). Its buyer and every member of the
// organisation whose role holds listings.manage read and answer it, whichever organisation they
// chose (the x-tenant-id header plays no part in chat); a member who leaves, or whose role loses the
// permission, finds it missing at once. Each team member has their own read mark; messages show
// who sent them (`sender_user`). `seller_id` stays the listing's author the room was opened with.

/** Limits and rates of our own (the spec sets none for chat). */
export const CHAT_LIMITS = {
  /** Characters of one message's text (after trimming). */
  messageMax: 2000,
  reportReasonMin: 5,
  reportReasonMax: 1000,
  roomsPageDefault: 20,
  /** Characters of a room search. */
  searchKeyMax: 100,
  messagesPageDefault: 30,
  pageMax: 100,
  /** Messages (any type, offers and their answers included) one user may send per window. */
  sendMax: 30,
  sendWindowMs: 60_000,
  /** Typing frames relayed per user per window; extra ones are dropped silently. */
  typingMax: 10,
  typingWindowMs: 10_000,
  /** How long the server waits for the `auth` frame before closing with 4408. */
  wsAuthTimeoutMs: 10_000,
  /** Largest frame a client may send; larger ones close the socket with 1009. */
  wsMaxFrameBytes: 16 * 1024,
  /** The server pings every interval; a socket that has not answered the previous ping is dropped. */
  wsHeartbeatMs: 30_000,
  /** A client should show the typing hint this long after the last typing frame. */
  typingShowMs: 5_000,
  offerQuantityMax: POST_LIMITS.bulkQuantityMax,
} as const;

/** Close codes of /api/ws. */
export const CHAT_WS_CLOSE = {
  /** Missing, bad, expired or revoked token; or the session ended (sign-out, revocation). */
  unauthorized: 4401,
  /** The first frame was not an `auth` frame (one whose token is missing or unusable is 4401). */
  badFrame: 4400,
  /** No `auth` frame within CHAT_LIMITS.wsAuthTimeoutMs. */
  authTimeout: 4408,
  /** The server is shutting down: reconnect (with `after`) to another instance. */
  goingAway: 1001,
  /** Frame larger than CHAT_LIMITS.wsMaxFrameBytes. */
  tooBig: 1009,
} as const;

export const ZChatMessageType = z.enum(['TEXT', 'IMAGE', 'LISTING', 'OFFER']);
export type TChatMessageType = z.infer<typeof ZChatMessageType>;

/** PENDING → ACCEPTED | DECLINED (by the seller) | WITHDRAWN (by the buyer); the last three are final. */
export const ZOfferStatus = z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN']);
export type TOfferStatus = z.infer<typeof ZOfferStatus>;
/** The statuses a member may move an offer to. */
export const ZOfferDecision = z.enum(['ACCEPTED', 'DECLINED', 'WITHDRAWN'], {
  error: CHAT_MESSAGES.offerStatusInvalid,
});
export type TOfferDecision = z.infer<typeof ZOfferDecision>;

/** A client-made UUID that makes a send idempotent: the same (sender, client_id) sends once. */
export const ZClientId = z.uuid(CHAT_MESSAGES.clientIdInvalid);

export const ZChatMember = ZUser.pick({
  id: true,
  picture: true,
  fullName: true,
  username: true,
  email: true,
});
export type TChatMember = z.infer<typeof ZChatMember>;

/**
 * A listing as a chat shows it, from the post's current state (not a copy made when it was sent).
 * `available` is false once the listing is sold, removed, hidden or no longer public; `title`
 * and the rest then still show what it was.
 */
export const ZChatListingCard = z.object({
  id: z.uuid(),
  title: z.string(),
  /** ETB with two decimals, as posts expose it; null when the listing has no fixed price. */
  price: z.number().nullable(),
  custom_price: z.string().nullable(),
  negotiable: z.boolean(),
  status: ZPostStatus,
  available: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  seller_id: z.uuid(),
});
export type TChatListingCard = z.infer<typeof ZChatListingCard>;

/** An offer: quantity × unit price for a listing; money in ETB with two decimals (stored in santim). */
export const ZChatOffer = z.object({
  id: z.uuid(),
  chat_room_id: z.uuid(),
  post_id: z.uuid(),
  buyer_id: z.uuid(),
  seller_id: z.uuid(),
  quantity: z.number().int(),
  unit_price: z.number(),
  /** quantity × unit_price, computed on the server. */
  total: z.number(),
  currency: z.literal('ETB'),
  status: ZOfferStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the offer left PENDING; null while pending. */
  decidedAt: z.string().nullable(),
});
export type TChatOffer = z.infer<typeof ZChatOffer>;

/** An image message's file (one of the sender's own uploads). */
export const ZChatImage = z.object({ url: z.string(), thumbnailUrl: z.string() });
export type TChatImage = z.infer<typeof ZChatImage>;

/**
 * A chat message (docs/product.md#chat: id, chat_room_id, sender_id, message, message_type, createdAt,
 * sender_user, members), plus ours:
 * - `seq`: the server's order key, increasing over all messages; pagination cursors and the
 *   WebSocket's `after` are about it (a message's `id` works for `after` too);
 * - `members`: the ids of the room's two members;
 * - `buyer_id`: the room's buyer, which says whose side sent it: the buyer's, or the other (in a
 *   shared inbox, the organisation's team: a colleague's message is the reader's own side, never
 *   unread nor notified to them);
 * - `client_id`: the sender's idempotency id, when sent;
 * - per type: IMAGE has `image` (and `message` is its caption, maybe empty); LISTING has `listing`
 *   (`message` is the listing's title when sent); OFFER has `offer` in its current state and
 *   `offer_status`, the status this message announced (PENDING for the offer itself, then the
 *   answer), with `message` a readable summary. Fields of other types are null.
 */
export const ZChatMessage = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  chat_room_id: z.uuid(),
  sender_id: z.uuid(),
  message: z.string(),
  message_type: ZChatMessageType,
  createdAt: z.string(),
  sender_user: ZChatMember,
  members: z.array(z.uuid()),
  buyer_id: z.uuid(),
  client_id: z.uuid().nullable(),
  image: ZChatImage.nullable(),
  listing: ZChatListingCard.nullable(),
  offer: ZChatOffer.nullable(),
  offer_status: ZOfferStatus.nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** The last message as a room list shows it (spec: `last_message.message`). */
export const ZChatLastMessage = ZChatMessage.pick({
  id: true,
  seq: true,
  message: true,
  message_type: true,
  sender_id: true,
  createdAt: true,
});
export type TChatLastMessage = z.infer<typeof ZChatLastMessage>;

/**
 * A room (docs/product.md#chat: id, seller_id, chat_members[].user, last_message.message, createdAt), as
 * the caller sees it. One room per pair of users: `seller_id` is whom it was first opened with;
 * `post` is the listing the conversation is currently about (the latest one brought up). A shared
 * inbox is one room per buyer and organisation (`organisation`); its seller's side is the team.
 * `chat_members` is the seller's side first, then the buyer: the caller and the person on the other
 * side (the buyer, to the team; the listing's author, to the buyer).
 */
export const ZChatRoom = z.object({
  id: z.uuid(),
  seller_id: z.uuid(),
  buyer_id: z.uuid(),
  /** The organisation whose shared inbox this is; null: a room between two people. */
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  post_id: z.uuid().nullable(),
  post: ZChatListingCard.nullable(),
  chat_members: z.array(z.object({ user: ZChatMember })),
  last_message: ZChatLastMessage.nullable(),
  /**
   * Messages of the other side after the caller's read mark (a colleague's are not unread, nor, to
   * a team member, what was sent before they joined the organisation).
   */
  unread_count: z.number().int(),
  /** The seq the caller has read up to (0: nothing read). */
  last_read_seq: z.number().int(),
  /** The seq the other side has read up to (the furthest of a team): "seen" ticks. */
  other_last_read_seq: z.number().int(),
  /** The caller's side blocked the other (in a shared inbox, any of the team did): no sending. */
  blocked_by_me: z.boolean(),
  /** The other side blocked the caller's: the caller cannot send. */
  blocked_by_other: z.boolean(),
  createdAt: z.string(),
  /** Time of the last message, or of creation. */
  updatedAt: z.string(),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

// ---- Requests and answers ----

/** POST /chat/rooms: 201 with the room when made, 200 with it when it existed. */
export const ZCreateChatRoomRequest = z.object({
  seller_id: z.uuid(MESSAGES.sellerIdInvalid),
  post_id: zId('post').optional(),
});
export type TCreateChatRoomRequest = z.infer<typeof ZCreateChatRoomRequest>;
export const ZCreateChatRoomResponse = ZChatRoom;

/** GET /chat/room-detail?id= → ZChatRoom. */
export const ZChatRoomDetailQuery = z.object({ id: zId('chat') });
export type TChatRoomDetailQuery = z.infer<typeof ZChatRoomDetailQuery>;

const chatLimit = (fallback: number) =>
  z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(fallback);
/** A seq cursor: 0 (or absent) is the first (newest) page; else the previous answer's nextCursor. */
const ZSeqCursor = z.coerce
  .number({ error: CHAT_MESSAGES.cursorInvalid })
  .int(CHAT_MESSAGES.cursorInvalid)
  .min(0, CHAT_MESSAGES.cursorInvalid)
  .max(Number.MAX_SAFE_INTEGER, CHAT_MESSAGES.cursorInvalid)
  .default(0);

/** GET /chat/rooms: most recent activity first; the cursor is stable while new messages arrive. */
export const ZChatRoomsQuery = z.object({
  limit: chatLimit(CHAT_LIMITS.roomsPageDefault),
  cursor: ZSeqCursor,
  /** Rooms whose other member (name, username, e-mail) or listing title contains these words. */
  searchKey: z.string().trim().max(CHAT_LIMITS.searchKeyMax).optional(),
});
export type TChatRoomsQuery = z.input<typeof ZChatRoomsQuery>;
/** docs/product.md#lists: lists are read from `docs`. `cursor` echoes the query; `total` counts all rooms. */
export const ZChatRoomsResponse = z.object({
  docs: z.array(ZChatRoom),
  limit: z.number().int(),
  cursor: z.number().int(),
  nextCursor: z.number().int().nullable(),
  hasMore: z.boolean(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type TChatRoomsResponse = z.infer<typeof ZChatRoomsResponse>;

/** GET /chat/unread: what the caller has not read yet, over all their rooms (the top-bar badge). */
export const ZChatUnreadResponse = z.object({
  /** Unread messages from others. */
  total: z.number().int(),
  /** Rooms holding at least one of them. */
  rooms: z.number().int(),
});
export type TChatUnreadResponse = z.infer<typeof ZChatUnreadResponse>;

/** The text of a message: trimmed, not empty, at most CHAT_LIMITS.messageMax. */
export const ZChatText = z
  .string({ error: CHAT_MESSAGES.messageRequired })
  .trim()
  .min(1, CHAT_MESSAGES.messageRequired)
  .max(CHAT_LIMITS.messageMax, CHAT_MESSAGES.messageMax);

/**
 * POST /chat/message. The spec's `{message, chat_id}` sends a TEXT message. Ours:
 * - `message_type` IMAGE with `image_url` (an upload's `url`, the sender's own); `message` is an
 *   optional caption (may be empty);
 * - `message_type` LISTING with `post_id` (a listing of either member; it also becomes the room's
 *   current listing); `message` optional;
 * - OFFER messages are made by the offer routes, not here;
 * - `client_id`: resending with the same one answers the message already sent (200, not twice).
 */
export const ZSendMessageRequest = z
  .object({
    message: z
      .string({ error: CHAT_MESSAGES.messageRequired })
      .trim()
      .max(CHAT_LIMITS.messageMax, CHAT_MESSAGES.messageMax)
      .default(''),
    chat_id: zId('chat'),
    message_type: z
      .enum(['TEXT', 'IMAGE', 'LISTING'], { error: CHAT_MESSAGES.messageTypeInvalid })
      .default('TEXT'),
    image_url: z
      .string({ error: CHAT_MESSAGES.imageRequired })
      .trim()
      .min(1, CHAT_MESSAGES.imageRequired)
      .max(2048, CHAT_MESSAGES.imageNotOwn)
      .optional(),
    post_id: zId('post').optional(),
    client_id: ZClientId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.message_type === 'TEXT' && v.message.length === 0)
      ctx.addIssue({ code: 'custom', path: ['message'], message: CHAT_MESSAGES.messageRequired });
    if (v.message_type === 'IMAGE' && v.image_url === undefined)
      ctx.addIssue({ code: 'custom', path: ['image_url'], message: CHAT_MESSAGES.imageRequired });
    if (v.message_type === 'LISTING' && v.post_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['post_id'], message: CHAT_MESSAGES.listingRequired });
  });
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;
/** 201 when sent; 200 with the earlier message when `client_id` repeats one. */
export const ZSendMessageResponse = z.object({ success: z.boolean(), message: ZChatMessage });
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

/** GET /chat/messages: newest page first, newest message first within a page. */
export const ZChatMessagesQuery = z.object({
  chat_id: zId('chat'),
  limit: chatLimit(CHAT_LIMITS.messagesPageDefault),
  /** Messages with seq below this (the previous page's nextCursor); 0 for the newest page. */
  cursor: ZSeqCursor,
});
export type TChatMessagesQuery = z.input<typeof ZChatMessagesQuery>;
export const ZChatMessagesResponse = z.object({
  hasMore: z.boolean(),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.number().int().nullable(),
  chatRoomMessages: z.array(ZChatMessage),
});
export type TChatMessagesResponse = z.infer<typeof ZChatMessagesResponse>;

/** POST /chat/rooms/{id}/read: up to `message_id` (a message of this room), or the latest. */
export const ZMarkReadRequest = z.object({ message_id: zId('message').optional() });
export type TMarkReadRequest = z.infer<typeof ZMarkReadRequest>;
/** The read mark only moves forward: an older message_id answers the current mark. */
export const ZMarkReadResponse = z.object({
  chat_id: z.uuid(),
  last_read_seq: z.number().int(),
  unread_count: z.number().int(),
});
export type TMarkReadResponse = z.infer<typeof ZMarkReadResponse>;

/** POST and DELETE /chat/rooms/{id}/block answer the room as the caller now sees it. */
export const ZBlockResponse = ZChatRoom;

/** POST /chat/rooms/{id}/report → 201 ZMessageResponse; one open report per member and room. */
export const ZReportChatRequest = z
  .object({
    reason: z
      .string({ error: CHAT_MESSAGES.reportReasonRequired })
      .trim()
      .min(CHAT_LIMITS.reportReasonMin, CHAT_MESSAGES.reportReasonRequired)
      .max(CHAT_LIMITS.reportReasonMax, CHAT_MESSAGES.reportReasonMax),
  })
  .strict();
export type TReportChatRequest = z.infer<typeof ZReportChatRequest>;

/** GET /admin/chat/reports (platform admins): open reports, newest first, offset pages. */
export const ZChatReportsQuery = z.object({
  limit: chatLimit(CHAT_LIMITS.roomsPageDefault),
  cursor: z.coerce.number().int().min(0).default(0),
});
export type TChatReportsQuery = z.input<typeof ZChatReportsQuery>;
/**
 * A report of a conversation. In an organisation's shared inbox the side reported by its buyer is
 * the organisation (`organisation`), and `reported` is who of its team last wrote to the buyer
 * before the report (the listing's author when nobody had); reported by the team, the buyer.
 */
export const ZChatReport = z.object({
  id: z.uuid(),
  chat_room_id: z.uuid(),
  reason: z.string(),
  reporter: ZChatMember,
  reported: ZChatMember,
  /** The organisation whose shared inbox was reported; null: a room between two people. */
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TChatReport = z.infer<typeof ZChatReport>;
export const ZChatReportsResponse = z.object({
  docs: z.array(ZChatReport),
  limit: z.number().int(),
  cursor: z.number().int(),
  nextCursor: z.number().int().nullable(),
  hasMore: z.boolean(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type TChatReportsResponse = z.infer<typeof ZChatReportsResponse>;

/**
 * POST /chat/rooms/{id}/offers: the buyer offers on a listing of the other member.
 * 201 {success, message} with the OFFER message (its `offer` PENDING).
 */
export const ZCreateOfferRequest = z
  .object({
    post_id: zId('post'),
    quantity: z
      .number({ error: CHAT_MESSAGES.offerQuantityInvalid })
      .int(CHAT_MESSAGES.offerQuantityInvalid)
      .min(1, CHAT_MESSAGES.offerQuantityInvalid)
      .max(CHAT_LIMITS.offerQuantityMax, CHAT_MESSAGES.offerQuantityInvalid),
    unit_price: ZMoneyAmount,
    client_id: ZClientId.optional(),
  })
  .strict()
  // The total (quantity × unit price) must stay a whole number of santim a number holds exactly.
  .refine(
    (o) => {
      const unit = parseMoney(o.unit_price);
      // A unit price or quantity that is wrong in itself has its own message.
      return (
        !unit.ok || !Number.isSafeInteger(o.quantity) || fitsTimesQuantity(unit.cents, o.quantity)
      );
    },
    { path: ['quantity'], message: CHAT_MESSAGES.offerTotalTooHigh },
  );
export type TCreateOfferRequest = z.infer<typeof ZCreateOfferRequest>;

/**
 * POST /chat/offers/{id}/status: the seller ACCEPTED or DECLINED, the buyer WITHDRAWN; only from
 * PENDING (409 CHAT_MESSAGES.offerNotPending otherwise). 201 {success, message} with the OFFER
 * message announcing the change.
 */
export const ZOfferStatusRequest = z.object({ status: ZOfferDecision }).strict();
export type TOfferStatusRequest = z.infer<typeof ZOfferStatusRequest>;

// ---- WebSocket /api/ws ----
//
// 1. Client sends `auth` first (within CHAT_LIMITS.wsAuthTimeoutMs): the access token, and the id
//    (or seq) of the last message it saw, if any.
// 2. Server answers `ready`, or closes with CHAT_WS_CLOSE.unauthorized.
// 3. With `after`, every message of the user's rooms after that one arrives first, oldest first,
//    then live ones; never one twice, never out of order.
// 4. The server pings (protocol level) every CHAT_LIMITS.wsHeartbeatMs; browsers answer by
//    themselves. Clients may also send `ping` frames and get `pong`.
// 5. The socket closes with 4401 when its session ends (sign-out, revocation, expiry).

export const ZWsAuthFrame = z.object({
  type: z.literal('auth'),
  token: z.string().min(1).max(4096),
  /** The id (uuid) of the last message the client saw, or its seq as a decimal string. */
  after: z.union([z.uuid(), z.string().regex(/^\d{1,15}$/)]).optional(),
});
export const ZWsTypingFrame = z.object({ type: z.literal('typing'), chat_id: z.uuid() });
export const ZWsPingFrame = z.object({ type: z.literal('ping') });
/** Client → server. */
export const ZWsClientFrame = z.discriminatedUnion('type', [
  ZWsAuthFrame,
  ZWsTypingFrame,
  ZWsPingFrame,
]);
export type TWsClientFrame = z.infer<typeof ZWsClientFrame>;

export const ZWsReadyFrame = z.object({ type: z.literal('ready'), user_id: z.uuid() });
export const ZWsMessageFrame = z.object({ type: z.literal('message'), message: ZChatMessage });
/** A member moved their read mark (both members get it; "seen" for the other). */
export const ZWsReadFrame = z.object({
  type: z.literal('read'),
  chat_id: z.uuid(),
  user_id: z.uuid(),
  last_read_seq: z.number().int(),
});
/** The other member is typing in a room. */
export const ZWsTypingEventFrame = z.object({
  type: z.literal('typing'),
  chat_id: z.uuid(),
  user_id: z.uuid(),
});
/** Something about the room changed (created, blocked, unblocked, listing): refetch it. */
export const ZWsRoomFrame = z.object({ type: z.literal('room'), chat_id: z.uuid() });
export const ZWsPongFrame = z.object({ type: z.literal('pong') });
/** A frame the server could not take (the socket stays open, except before `ready`). */
export const ZWsErrorFrame = z.object({
  type: z.literal('error'),
  code: z.string(),
  message: z.string(),
});
/** Server → client. */
export const ZWsServerFrame = z.discriminatedUnion('type', [
  ZWsReadyFrame,
  ZWsMessageFrame,
  ZWsReadFrame,
  ZWsTypingEventFrame,
  ZWsRoomFrame,
  ZWsPongFrame,
  ZWsErrorFrame,
]);
export type TWsServerFrame = z.infer<typeof ZWsServerFrame>;
