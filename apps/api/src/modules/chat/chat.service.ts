import type { ZSendMessageRequest } from '@dawa/contract';
import {
  cents,
  CHAT_MESSAGES,
  fromWire,
  type TChatMessage,
  type TChatMessagesResponse,
  type TChatReportsResponse,
  type TChatRoom,
  type TChatRoomsResponse,
  type TChatUnreadResponse,
  type TCreateOfferRequest,
  type TMarkReadResponse,
  type TOfferDecision,
  type TOfferStatus,
  type TReportChatRequest,
  type TSendMessageRequest,
} from '@dawa/contract';
import type { z } from 'zod';
import { AppError, fieldError } from '../../platform/errors.ts';
import { toPage } from '../../platform/page.ts';
import { tenantTransaction } from '../../platform/tenancy/tenant-transaction.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { ownUploadKey } from '../uploads/index.ts';
import { publishTo } from './chat-events.ts';
import { offerText, toMessage, toReport, toRoom } from './chat-view.ts';
import * as repo from './chat.repo.ts';

type Ctx = Pick<AuthContext, 'userId'>;
type Deps = Pick<AppDeps, 'orm' | 'bus' | 'log' | 'uploads'>;
type Tx = Parameters<Parameters<AppDeps['orm']['transaction']>[0]>[0];

const roomNotFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.roomNotFound);

async function membershipOf(db: Tx | AppDeps['orm'], roomId: string, userId: string) {
  const membership = await repo.findMembership(db, roomId, userId);
  if (!membership) throw roomNotFound();
  return membership;
}

/** The room as `userId` sees it. */
export async function roomFor(deps: Deps, userId: string, roomId: string): Promise<TChatRoom> {
  const [row] = await repo.selectRooms(deps.orm, userId, { roomId, limit: 1 });
  if (!row) throw roomNotFound();
  return toRoom(row, deps.uploads.storage);
}

/** A message as everybody sees it (the same for both members), read inside the sending transaction
 * so that a failure to read it rolls the message back instead of answering an error for a stored one. */
async function messageView(db: Tx, deps: Deps, id: string): Promise<TChatMessage> {
  const row = await repo.selectMessageById(db, id);
  if (!row) throw new Error(`message ${id} vanished`);
  return toMessage(row, deps.uploads.storage);
}

interface Sent {
  id: string;
  seq: number;
  /** The room's audience when it was sent: its two members, or its buyer and the team. */
  members: string[];
  prev: Record<string, number>;
  isNew: boolean;
}

/** After commit: the message to the audience's sockets, each with its previous seq. */
function announce(
  deps: Deps,
  { sent, message }: { sent: Sent; message: TChatMessage },
): TChatMessage {
  if (sent.isNew) {
    for (const userId of sent.members) {
      publishTo(
        deps.bus,
        [userId],
        { kind: 'message', message, prev: sent.prev[userId] ?? 0 },
        (err) => deps.log.error({ err }, 'chat message not published'),
      );
    }
  }
  return message;
}

/** Sends in `tx` and reads the message back in it. */
async function sendAndView(
  tx: Tx,
  deps: Deps,
  ctx: Ctx,
  roomId: string,
  message: Parameters<typeof sendInTx>[3],
): Promise<{ sent: Sent; message: TChatMessage }> {
  const sent = await sendInTx(tx, ctx, roomId, message);
  return { sent, message: await messageView(tx, deps, sent.id) };
}

/**
 * Sends one message inside `tx`: the right to read the room and blocks checked, the audience's
 * streams locked (so one user's messages commit in seq order), an earlier send with the same
 * client_id answered instead.
 */
async function sendInTx(
  tx: Tx,
  ctx: Ctx,
  roomId: string,
  message: Omit<repo.NewMessage, 'roomId' | 'senderId' | 'members' | 'contextPostId'> & {
    contextPostId?: string | null;
  },
): Promise<Sent> {
  const membership = await membershipOf(tx, roomId, ctx.userId);
  if (membership.me_blocked) throw new AppError('FORBIDDEN', CHAT_MESSAGES.blockedByMe);
  if (membership.other_blocked) throw new AppError('FORBIDDEN', CHAT_MESSAGES.blockedByOther);
  const members = await repo.roomAudience(tx, roomId);
  const prev = await repo.lockStreams(tx, members);
  if (message.clientId !== undefined) {
    const earlier = await repo.findByClientId(tx, ctx.userId, message.clientId);
    if (earlier) {
      if (earlier.room_id !== roomId) {
        throw fieldError('client_id', CHAT_MESSAGES.clientIdReused);
      }
      return { id: earlier.id, seq: 0, members, prev, isNew: false };
    }
  }
  const inserted = await repo.insertMessage(tx, {
    ...message,
    roomId,
    senderId: ctx.userId,
    members,
    contextPostId: message.contextPostId ?? message.postId ?? membership.post_id,
  });
  return { ...inserted, members, prev, isNew: true };
}

/** A listing either member may bring up: theirs or the other member's, not deleted. */
async function listingOfPair(tx: Tx, postId: string, pair: readonly string[]) {
  const post = await repo.findPost(tx, postId);
  if (!post || !pair.includes(post.created_by)) {
    throw fieldError('post_id', CHAT_MESSAGES.listingNotInRoom);
  }
  return post;
}

/**
 * A listing that may be brought up in a room: in a room between two people, one of theirs; in an
 * organisation's shared inbox, one of the organisation's or one the buyer sells on their own.
 */
async function listingOfRoom(tx: Tx, postId: string, membership: repo.Membership) {
  if (membership.tenant_id === null) {
    return listingOfPair(tx, postId, [membership.me, membership.other]);
  }
  const post = await repo.findPost(tx, postId);
  const isOrganisations = post?.tenant_id === membership.tenant_id;
  const isBuyers = post?.created_by === membership.buyer_id && post.tenant_id === null;
  if (!post || !(isOrganisations || isBuyers)) {
    throw fieldError('post_id', CHAT_MESSAGES.listingNotInRoom);
  }
  return post;
}

/**
 * The room a buyer opens: about an organisation's listing (its author is `seller_id`), the
 * organisation's shared inbox (issue 31); otherwise the pair's one room.
 */
async function roomToOpen(
  tx: Tx,
  ctx: Ctx,
  sellerId: string,
  post: repo.PostForChat | undefined,
): Promise<{ id: string; created: boolean; tenantId: string | null }> {
  if (post?.tenant_id != null && post.created_by === sellerId) {
    if (await repo.answersForOrganisation(tx, post.tenant_id, ctx.userId)) {
      throw fieldError('post_id', CHAT_MESSAGES.ownOrganisationListing);
    }
    const room = await repo.upsertOrganisationRoom(tx, {
      buyerId: ctx.userId,
      sellerId,
      tenantId: post.tenant_id,
    });
    return { ...room, tenantId: post.tenant_id };
  }
  return { ...(await repo.upsertRoom(tx, { buyerId: ctx.userId, sellerId })), tenantId: null };
}

/**
 * POST /chat/rooms: the pair's one room, or the buyer's room with the organisation selling the
 * listing; a new listing brought up is posted as a LISTING card.
 */
export async function openRoom(
  deps: Deps,
  ctx: Ctx,
  input: { seller_id: string; post_id?: string | undefined },
): Promise<{ room: TChatRoom; created: boolean }> {
  if (input.seller_id === ctx.userId) {
    throw fieldError('seller_id', CHAT_MESSAGES.cannotChatWithSelf);
  }
  const { id, created, sent } = await deps.orm.transaction(async (tx) => {
    const seller = await repo.findUser(tx, input.seller_id);
    if (!seller || seller.status !== 'ACTIVE' || seller.deleted_at !== null) {
      throw new AppError('NOT_FOUND', CHAT_MESSAGES.sellerUnavailable);
    }
    const post =
      input.post_id === undefined
        ? undefined
        : await listingOfPair(tx, input.post_id, [ctx.userId, input.seller_id]);
    const room = await roomToOpen(tx, ctx, input.seller_id, post);
    let listing: { sent: Sent; message: TChatMessage } | undefined;
    if (post) {
      const membership = await membershipOf(tx, room.id, ctx.userId);
      if (membership.post_id !== post.id) {
        if (membership.me_blocked || membership.other_blocked) {
          await repo.setRoomPost(tx, room.id, post.id);
        } else {
          listing = await sendAndView(tx, deps, ctx, room.id, {
            type: 'LISTING',
            body: post.title,
            postId: post.id,
          });
        }
      }
    }
    return { ...room, sent: listing };
  });
  if (sent) announce(deps, sent);
  if (created) {
    // The seller, or the organisation's team.
    const audience = (await repo.roomAudience(deps.orm, id)).filter((u) => u !== ctx.userId);
    publishTo(deps.bus, audience, { kind: 'room', chat_id: id }, (err) =>
      deps.log.error({ err }, 'chat room event not published'),
    );
  }
  return { room: await roomFor(deps, ctx.userId, id), created };
}

export async function listRooms(
  deps: Deps,
  ctx: Ctx,
  { limit, cursor, searchKey }: { limit: number; cursor: number; searchKey?: string | undefined },
): Promise<TChatRoomsResponse> {
  const search = searchKey || undefined;
  const [found, total] = await Promise.all([
    repo.selectRooms(deps.orm, ctx.userId, { before: cursor, limit: limit + 1, search }),
    repo.countRooms(deps.orm, ctx.userId, search),
  ]);
  const page = found.slice(0, limit);
  const hasMore = found.length > limit;
  const last = page.at(-1);
  return {
    docs: page.map((row) => toRoom(row, deps.uploads.storage)),
    limit,
    cursor,
    nextCursor: hasMore && last ? Number(last.last_seq) : null,
    hasMore,
    total,
    pages: Math.ceil(total / limit),
  };
}

/** GET /chat/unread: the caller's unread messages over all their rooms. */
export async function unreadTotals(deps: Deps, ctx: Ctx): Promise<TChatUnreadResponse> {
  return repo.unreadSummary(deps.orm, ctx.userId);
}

export async function listMessages(
  deps: Deps,
  ctx: Ctx,
  { chat_id, limit, cursor }: { chat_id: string; limit: number; cursor: number },
): Promise<TChatMessagesResponse> {
  await membershipOf(deps.orm, chat_id, ctx.userId);
  const found = await repo.selectRoomPage(deps.orm, chat_id, cursor, limit + 1);
  const page = found.slice(0, limit);
  const hasMore = found.length > limit;
  const last = page.at(-1);
  return {
    hasMore,
    nextCursor: hasMore && last ? Number(last.seq) : null,
    chatRoomMessages: page.map((row) => toMessage(row, deps.uploads.storage)),
  };
}

/** POST /chat/message: TEXT, IMAGE (the sender's own upload) or LISTING (a listing of the pair). */
export async function sendMessage(
  deps: Deps,
  ctx: Ctx,
  input: z.output<typeof ZSendMessageRequest>,
): Promise<{ message: TChatMessage; isNew: boolean }> {
  let imageKey: string | undefined;
  if (input.message_type === 'IMAGE') {
    const key = await ownUploadKey(deps.uploads.storage, ctx.userId, input.image_url ?? '');
    if (key === null) throw fieldError('image_url', CHAT_MESSAGES.imageNotOwn);
    imageKey = key;
  }
  // The audience's streams are locked together (in id order): a serialization failure or a
  // deadlock runs the send again, and the live event leaves once, after the commit
  // (docs/transactions.md).
  const sent = await tenantTransaction(deps.orm, async (tx) => {
    let body = input.message;
    let postId: string | undefined;
    if (input.message_type === 'LISTING') {
      const membership = await membershipOf(tx, input.chat_id, ctx.userId);
      const post = await listingOfRoom(tx, input.post_id ?? '', membership);
      postId = post.id;
      if (body === '') body = post.title;
    }
    return sendAndView(tx, deps, ctx, input.chat_id, {
      type: input.message_type,
      body,
      clientId: input.client_id,
      imageKey,
      postId,
    });
  });
  return { message: announce(deps, sent), isNew: sent.sent.isNew };
}

export type SendInput = TSendMessageRequest;

export async function markRead(
  deps: Deps,
  ctx: Ctx,
  roomId: string,
  messageId: string | undefined,
): Promise<TMarkReadResponse> {
  const membership = await membershipOf(deps.orm, roomId, ctx.userId);
  let seq: number;
  if (messageId === undefined) {
    seq = await repo.latestSeqInRoom(deps.orm, roomId);
  } else {
    const found = await repo.messageSeqInRoom(deps.orm, roomId, messageId);
    if (found === undefined) throw fieldError('message_id', CHAT_MESSAGES.messageNotFound);
    seq = found;
  }
  const lastRead = await repo.markRead(deps.orm, roomId, ctx.userId, seq);
  if (lastRead !== Number(membership.me_read)) {
    publishTo(
      deps.bus,
      await readersOfMark(deps, membership),
      { kind: 'read', chat_id: roomId, user_id: ctx.userId, last_read_seq: lastRead },
      (err) => deps.log.error({ err }, 'chat read event not published'),
    );
  }
  return {
    chat_id: roomId,
    last_read_seq: lastRead,
    unread_count: await repo.unreadCount(deps.orm, roomId, ctx.userId),
  };
}

export async function setBlocked(
  deps: Deps,
  ctx: Ctx,
  roomId: string,
  blocked: boolean,
): Promise<TChatRoom> {
  await membershipOf(deps.orm, roomId, ctx.userId);
  await repo.setBlocked(deps.orm, roomId, ctx.userId, blocked);
  publishTo(
    deps.bus,
    await repo.roomAudience(deps.orm, roomId),
    { kind: 'room', chat_id: roomId },
    (err) => deps.log.error({ err }, 'chat room event not published'),
  );
  return roomFor(deps, ctx.userId, roomId);
}

/**
 * Who hears that `membership.me` moved their read mark: themself (their other tabs) and the other
 * side ("seen"); never their colleagues, for whom it would read as the buyer's mark.
 */
async function readersOfMark(deps: Deps, membership: repo.Membership): Promise<string[]> {
  if (membership.tenant_id === null) return [membership.me, membership.other];
  if (!membership.is_buyer) return [membership.me, membership.buyer_id];
  return repo.roomAudience(deps.orm, membership.room_id);
}

/** Who hears that `membership.me` is typing: the other side (the buyer, or the whole team). */
export async function typingAudience(deps: Deps, membership: repo.Membership): Promise<string[]> {
  if (membership.tenant_id === null) return [membership.other];
  if (!membership.is_buyer) return [membership.buyer_id];
  return (await repo.roomAudience(deps.orm, membership.room_id)).filter((u) => u !== membership.me);
}

export async function reportRoom(
  deps: Deps,
  ctx: Ctx,
  roomId: string,
  input: TReportChatRequest,
): Promise<void> {
  const membership = await membershipOf(deps.orm, roomId, ctx.userId);
  // A buyer reporting a shared inbox reports the organisation (the report names it): the person
  // named is who of its team last wrote to them, not the listing's author (decision 018).
  const reportedId =
    membership.tenant_id !== null && membership.is_buyer
      ? ((await repo.lastTeamSender(deps.orm, roomId)) ?? membership.other)
      : membership.other;
  const isNew = await repo.insertReport(deps.orm, {
    roomId,
    reporterId: ctx.userId,
    reportedId,
    reason: input.reason,
  });
  if (!isNew) throw new AppError('CONFLICT', CHAT_MESSAGES.alreadyReported);
}

export async function listReports(
  deps: Deps,
  ctx: Pick<AuthContext, 'isPlatformAdmin'>,
  { limit, cursor }: { limit: number; cursor: number },
): Promise<TChatReportsResponse> {
  const [found, total] = await Promise.all([
    repo.selectOpenReports(deps.orm, cursor, limit),
    repo.countOpenReports(deps.orm),
  ]);
  return toPage(found.map(toReport), { limit, cursor, total });
}

/**
 * The listing an offer in this room is about, and whom it is sold by (the offer's seller_id: its
 * author). The caller may not offer on a listing they manage (their own, or their organisation's);
 * in a room between two people the listing is the other member's; in a shared inbox, the
 * organisation's, offered on by its buyer.
 */
async function offerListing(tx: Tx, ctx: Ctx, membership: repo.Membership, postId: string) {
  const post = await repo.findPost(tx, postId);
  if (!post) throw fieldError('post_id', CHAT_MESSAGES.offerListingNotInRoom);
  const isManaged =
    post.tenant_id === null
      ? post.created_by === ctx.userId
      : await repo.answersForOrganisation(tx, post.tenant_id, ctx.userId);
  if (isManaged) throw fieldError('post_id', CHAT_MESSAGES.offerOwnListing);
  const isInRoom =
    membership.tenant_id === null
      ? post.created_by === membership.other
      : membership.is_buyer && post.tenant_id === membership.tenant_id;
  if (!isInRoom) throw fieldError('post_id', CHAT_MESSAGES.offerListingNotInRoom);
  return post;
}

/** POST /chat/rooms/{id}/offers: the buyer offers on one of the other side's listings. */
export async function createOffer(
  deps: Deps,
  ctx: Ctx,
  roomId: string,
  input: TCreateOfferRequest,
): Promise<{ message: TChatMessage; isNew: boolean }> {
  const unitMinor = fromWire(input.unit_price);
  const sent = await deps.orm.transaction(async (tx) => {
    const membership = await membershipOf(tx, roomId, ctx.userId);
    const post = await offerListing(tx, ctx, membership, input.post_id);
    if (!post.available) throw fieldError('post_id', CHAT_MESSAGES.offerListingUnavailable);
    if (input.client_id !== undefined) {
      const earlier = await repo.findByClientId(tx, ctx.userId, input.client_id);
      if (earlier) {
        return sendAndView(tx, deps, ctx, roomId, {
          type: 'OFFER',
          body: '',
          clientId: input.client_id,
        });
      }
    }
    const offerId = await repo.insertOffer(tx, {
      roomId,
      postId: post.id,
      buyerId: ctx.userId,
      sellerId: post.created_by,
      quantity: input.quantity,
      unitPriceMinor: unitMinor,
    });
    return sendAndView(tx, deps, ctx, roomId, {
      type: 'OFFER',
      body: offerText('PENDING', { title: post.title, quantity: input.quantity, unitMinor }),
      clientId: input.client_id,
      postId: post.id,
      offerId,
      offerStatus: 'PENDING',
    });
  });
  return { message: announce(deps, sent), isNew: sent.sent.isNew };
}

/**
 * POST /chat/offers/{id}/status: the seller accepts or declines (in a shared inbox, any of the
 * organisation's team: whoever may read it on the seller's side manages its listings), the buyer
 * withdraws; once (of two answers at once, the conditional update lets one win).
 */
export async function decideOffer(
  deps: Deps,
  ctx: Ctx,
  offerId: string,
  status: TOfferDecision,
): Promise<TChatMessage> {
  const sent = await deps.orm.transaction(async (tx) => {
    const offer = await repo.findOfferForMember(tx, offerId, ctx.userId);
    if (!offer) throw new AppError('NOT_FOUND', CHAT_MESSAGES.offerNotFound);
    if (status === 'WITHDRAWN' && offer.buyer_id !== ctx.userId) {
      throw new AppError('FORBIDDEN', CHAT_MESSAGES.offerBuyerOnly);
    }
    const isSellerSide =
      offer.room_tenant_id === null
        ? offer.seller_id === ctx.userId
        : offer.room_buyer_id !== ctx.userId;
    if (status !== 'WITHDRAWN' && !isSellerSide) {
      throw new AppError('FORBIDDEN', CHAT_MESSAGES.offerSellerOnly);
    }
    if (offer.status !== 'PENDING' || !(await repo.decideOffer(tx, offerId, status))) {
      throw new AppError('CONFLICT', CHAT_MESSAGES.offerNotPending);
    }
    const post = await repo.findPost(tx, offer.post_id);
    const next: TOfferStatus = status;
    return sendAndView(tx, deps, ctx, offer.room_id, {
      type: 'OFFER',
      body: offerText(status, {
        title: post?.title ?? 'a listing',
        quantity: offer.quantity,
        unitMinor: cents(offer.unit_price_minor),
      }),
      postId: offer.post_id,
      offerId: offer.id,
      offerStatus: next,
    });
  });
  return announce(deps, sent);
}
