import type { TChatMessageType, TOfferStatus } from '@dawa/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { escapeLike } from '../../db/pg-errors.ts';

// The only place chat touches the database. Every read of a room or its messages is filtered by
// membership (chat_members), so a non-member's query finds nothing, as if the room did not exist.

/** A transaction or the pool: both run `execute`. */
type Db = Pick<Orm, 'execute'>;

const rows = async <T>(db: Db, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];
const first = async <T>(db: Db, query: SQL): Promise<T | undefined> =>
  (await rows<T>(db, query))[0];

const NEXT_SEQ = sql`nextval(pg_get_serial_sequence('chat_messages', 'seq'))`;

export interface UserRowLite {
  id: string;
  status: string;
  deleted_at: Date | string | null;
}

export const findUser = (db: Db, id: string) =>
  first<UserRowLite>(db, sql`SELECT id, status, deleted_at FROM users WHERE id = ${id}`);

/** The post columns a listing card shows; `available` is the public-listing predicate. */
const CARD = (alias: string) =>
  sql.raw(`
  ${alias}.id AS p_id, ${alias}.title AS p_title, ${alias}.price_minor AS p_price_minor,
  ${alias}.custom_price AS p_custom_price, ${alias}.negotiable AS p_negotiable,
  ${alias}.status AS p_status, ${alias}.created_by AS p_created_by,
  (${alias}.status = 'ACTIVE' AND ${alias}.compliance_status = 'APPROVED' AND NOT ${alias}.seller_hidden) AS p_available,
  (SELECT pm.storage_key FROM post_media pm WHERE pm.post_id = ${alias}.id
     ORDER BY pm.is_primary DESC, pm.position LIMIT 1) AS p_thumb_key`);

export interface CardColumns {
  p_id: string | null;
  p_title: string | null;
  p_price_minor: number | string | null;
  p_custom_price: string | null;
  p_negotiable: boolean | null;
  p_status: string | null;
  p_created_by: string | null;
  p_available: boolean | null;
  p_thumb_key: string | null;
}

export interface PostForChat {
  id: string;
  title: string;
  created_by: string;
  available: boolean;
}

export const findPost = (db: Db, id: string) =>
  first<PostForChat>(
    db,
    sql`SELECT id, title, created_by,
          (status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden) AS available
        FROM posts WHERE id = ${id} AND deleted_at IS NULL`,
  );

// ---- Rooms ----

/**
 * Opens the pair's room, or finds it: one unique index on the ordered pair, so two people opening
 * it at once both end with the same room. Answers its id and whether this call made it.
 */
export async function upsertRoom(
  db: Db,
  { buyerId, sellerId }: { buyerId: string; sellerId: string },
): Promise<{ id: string; created: boolean }> {
  const [low, high] = buyerId < sellerId ? [buyerId, sellerId] : [sellerId, buyerId];
  const made = await first<{ id: string }>(
    db,
    sql`INSERT INTO chat_rooms (user_low, user_high, seller_id, buyer_id, last_seq)
        VALUES (${low}, ${high}, ${sellerId}, ${buyerId}, ${NEXT_SEQ})
        ON CONFLICT (user_low, user_high) DO NOTHING RETURNING id`,
  );
  if (made) {
    await db.execute(sql`INSERT INTO chat_members (room_id, user_id)
      VALUES (${made.id}, ${low}), (${made.id}, ${high})`);
    await db.execute(sql`INSERT INTO chat_user_streams (user_id)
      VALUES (${low}), (${high}) ON CONFLICT (user_id) DO NOTHING`);
    return { id: made.id, created: true };
  }
  const found = await first<{ id: string }>(
    db,
    sql`SELECT id FROM chat_rooms WHERE user_low = ${low} AND user_high = ${high}`,
  );
  if (!found) throw new Error('upsertRoom: the room vanished');
  return { id: found.id, created: false };
}

/** The caller's membership of a room, with the other member's: undefined for non-members. */
export interface Membership {
  room_id: string;
  post_id: string | null;
  me: string;
  other: string;
  me_blocked: boolean;
  other_blocked: boolean;
  me_read: number | string;
}

export const findMembership = (db: Db, roomId: string, userId: string, lock = false) =>
  first<Membership>(
    db,
    sql`SELECT r.id AS room_id, r.post_id, me.user_id AS me, ot.user_id AS other,
          me.blocked_at IS NOT NULL AS me_blocked, ot.blocked_at IS NOT NULL AS other_blocked,
          me.last_read_seq AS me_read
        FROM chat_members me
        JOIN chat_rooms r ON r.id = me.room_id
        JOIN chat_members ot ON ot.room_id = me.room_id AND ot.user_id <> me.user_id
        WHERE me.room_id = ${roomId} AND me.user_id = ${userId}
        ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );

export interface RoomRow extends CardColumns {
  id: string;
  seller_id: string;
  buyer_id: string;
  post_id: string | null;
  last_seq: number | string;
  created_at: Date | string;
  updated_at: Date | string;
  me_read: number | string;
  me_blocked: boolean;
  other_read: number | string;
  other_blocked: boolean;
  unread: number | string;
  me_user: MemberJson | string;
  other_user: MemberJson | string;
  lm_id: string | null;
  lm_seq: number | string | null;
  lm_body: string | null;
  lm_type: TChatMessageType | null;
  lm_sender: string | null;
  lm_created: Date | string | null;
}

export interface MemberJson {
  id: string;
  fullName: string;
  username: string | null;
  email: string;
  picture: string | null;
}

const memberJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'fullName', ${alias}.full_name, 'username', ${alias}.username, 'email', ${alias}.email, 'picture', ${alias}.picture)`,
  );

/** The caller's rooms as they see them, most recent activity first. */
export function selectRooms(
  db: Db,
  userId: string,
  {
    roomId,
    before,
    limit,
    search,
  }: { roomId?: string; before?: number; limit: number; search?: string },
) {
  return rows<RoomRow>(
    db,
    sql`SELECT r.id, r.seller_id, r.buyer_id, r.post_id, r.last_seq, r.created_at, r.updated_at,
          me.last_read_seq AS me_read, me.blocked_at IS NOT NULL AS me_blocked,
          ot.last_read_seq AS other_read, ot.blocked_at IS NOT NULL AS other_blocked,
          (SELECT count(*) FROM chat_messages c
             WHERE c.room_id = r.id AND c.seq > me.last_read_seq AND c.sender_id <> me.user_id) AS unread,
          ${memberJson('mu')} AS me_user, ${memberJson('ou')} AS other_user,
          lm.id AS lm_id, lm.seq AS lm_seq, lm.body AS lm_body, lm.type AS lm_type,
          lm.sender_id AS lm_sender, lm.created_at AS lm_created,
          ${CARD('p')}
        FROM chat_members me
        JOIN chat_rooms r ON r.id = me.room_id
        JOIN chat_members ot ON ot.room_id = r.id AND ot.user_id <> me.user_id
        JOIN users mu ON mu.id = me.user_id
        JOIN users ou ON ou.id = ot.user_id
        LEFT JOIN LATERAL (SELECT id, seq, body, type, sender_id, created_at FROM chat_messages
                           WHERE room_id = r.id ORDER BY seq DESC LIMIT 1) lm ON true
        LEFT JOIN posts p ON p.id = r.post_id
        WHERE me.user_id = ${userId}
          ${roomId === undefined ? sql`` : sql`AND r.id = ${roomId}`}
          ${before === undefined || before === 0 ? sql`` : sql`AND r.last_seq < ${before}`}
          ${roomMatches(search)}
        ORDER BY r.last_seq DESC
        LIMIT ${limit}`,
  );
}

/**
 * A room search: the other member's name, username or e-mail, or the title of the room's listing,
 * contains the words (aliases `ou` and `p` of the room queries). Empty: no condition.
 */
function roomMatches(search: string | undefined) {
  if (!search) return sql``;
  const pattern = `%${escapeLike(search)}%`;
  return sql`AND (ou.full_name ILIKE ${pattern} OR ou.username ILIKE ${pattern}
                  OR ou.email ILIKE ${pattern} OR p.title ILIKE ${pattern})`;
}

export async function countRooms(db: Db, userId: string, search?: string): Promise<number> {
  const row = await first<{ n: number | string }>(
    db,
    search
      ? sql`SELECT count(*) AS n FROM chat_members me
              JOIN chat_rooms r ON r.id = me.room_id
              JOIN chat_members ot ON ot.room_id = r.id AND ot.user_id <> me.user_id
              JOIN users ou ON ou.id = ot.user_id
              LEFT JOIN posts p ON p.id = r.post_id
            WHERE me.user_id = ${userId} ${roomMatches(search)}`
      : sql`SELECT count(*) AS n FROM chat_members WHERE user_id = ${userId}`,
  );
  return Number(row?.n ?? 0);
}

/** Unread messages from others over all of the user's rooms, and how many rooms hold them. */
export async function unreadSummary(
  db: Db,
  userId: string,
): Promise<{ total: number; rooms: number }> {
  const row = await first<{ total: number | string; rooms: number | string }>(
    db,
    sql`SELECT count(*) AS total, count(DISTINCT c.room_id) AS rooms
        FROM chat_members me
        JOIN chat_messages c ON c.room_id = me.room_id
          AND c.seq > me.last_read_seq AND c.sender_id <> me.user_id
        WHERE me.user_id = ${userId}`,
  );
  return { total: Number(row?.total ?? 0), rooms: Number(row?.rooms ?? 0) };
}

export async function setRoomPost(db: Db, roomId: string, postId: string): Promise<void> {
  await db.execute(sql`UPDATE chat_rooms SET post_id = ${postId} WHERE id = ${roomId}`);
}

export async function setBlocked(db: Db, roomId: string, userId: string, blocked: boolean) {
  await db.execute(
    sql`UPDATE chat_members SET blocked_at = ${blocked ? sql`coalesce(blocked_at, now())` : sql`NULL`}
        WHERE room_id = ${roomId} AND user_id = ${userId}`,
  );
}

/** Moves the read mark forward only; answers the mark now held. */
export async function markRead(db: Db, roomId: string, userId: string, seq: number) {
  const row = await first<{ last_read_seq: number | string }>(
    db,
    sql`UPDATE chat_members SET last_read_seq = GREATEST(last_read_seq, ${seq})
        WHERE room_id = ${roomId} AND user_id = ${userId} RETURNING last_read_seq`,
  );
  return Number(row?.last_read_seq ?? 0);
}

export async function unreadCount(db: Db, roomId: string, userId: string): Promise<number> {
  const row = await first<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM chat_messages c JOIN chat_members me
          ON me.room_id = c.room_id AND me.user_id = ${userId}
        WHERE c.room_id = ${roomId} AND c.seq > me.last_read_seq AND c.sender_id <> ${userId}`,
  );
  return Number(row?.n ?? 0);
}

export async function messageSeqInRoom(db: Db, roomId: string, messageId: string) {
  const row = await first<{ seq: number | string }>(
    db,
    sql`SELECT seq FROM chat_messages WHERE id = ${messageId} AND room_id = ${roomId}`,
  );
  return row === undefined ? undefined : Number(row.seq);
}

export async function latestSeqInRoom(db: Db, roomId: string): Promise<number> {
  const row = await first<{ seq: number | string | null }>(
    db,
    sql`SELECT max(seq) AS seq FROM chat_messages WHERE room_id = ${roomId}`,
  );
  return Number(row?.seq ?? 0);
}

// ---- Messages ----

export interface NewMessage {
  roomId: string;
  senderId: string;
  members: [string, string];
  type: TChatMessageType;
  body: string;
  clientId?: string | undefined;
  imageKey?: string | undefined;
  postId?: string | undefined;
  offerId?: string | undefined;
  offerStatus?: TOfferStatus | undefined;
  contextPostId: string | null;
}

/**
 * Locks both members' streams (in id order, so two sends never deadlock) before the message takes
 * its seq: one user's messages commit in seq order. Answers each member's previous seq.
 */
export async function lockStreams(db: Db, members: readonly string[]) {
  const locked = await rows<{ user_id: string; last_seq: number | string }>(
    db,
    sql`SELECT user_id, last_seq FROM chat_user_streams
        WHERE user_id IN (${sql.join(
          members.map((m) => sql`${m}`),
          sql`, `,
        )})
        ORDER BY user_id FOR UPDATE`,
  );
  return Object.fromEntries(locked.map((r) => [r.user_id, Number(r.last_seq)]));
}

export const findByClientId = (db: Db, senderId: string, clientId: string) =>
  first<{ id: string; room_id: string }>(
    db,
    sql`SELECT id, room_id FROM chat_messages WHERE sender_id = ${senderId} AND client_id = ${clientId}`,
  );

/** Inserts a message (streams locked by the caller) and moves the streams, room and sender's mark. */
export async function insertMessage(db: Db, m: NewMessage): Promise<{ id: string; seq: number }> {
  const row = await first<{ id: string; seq: number | string }>(
    db,
    sql`INSERT INTO chat_messages (room_id, sender_id, type, body, client_id, image_key, post_id,
          offer_id, offer_status, context_post_id)
        VALUES (${m.roomId}, ${m.senderId}, ${m.type}, ${m.body}, ${m.clientId ?? null},
          ${m.imageKey ?? null}, ${m.postId ?? null}, ${m.offerId ?? null}, ${m.offerStatus ?? null},
          ${m.contextPostId})
        RETURNING id, seq`,
  );
  if (!row) throw new Error('insertMessage: no row');
  const seq = Number(row.seq);
  await db.execute(sql`UPDATE chat_user_streams SET last_seq = ${seq}
    WHERE user_id IN (${m.members[0]}, ${m.members[1]})`);
  await db.execute(sql`UPDATE chat_rooms SET last_seq = ${seq}, updated_at = now()
    ${m.type === 'LISTING' || m.type === 'OFFER' ? sql`, post_id = ${m.postId ?? null}` : sql``}
    WHERE id = ${m.roomId}`);
  await db.execute(sql`UPDATE chat_members SET last_read_seq = GREATEST(last_read_seq, ${seq})
    WHERE room_id = ${m.roomId} AND user_id = ${m.senderId}`);
  return { id: row.id, seq };
}

export interface MessageRow extends CardColumns {
  id: string;
  seq: number | string;
  room_id: string;
  sender_id: string;
  type: TChatMessageType;
  body: string;
  client_id: string | null;
  image_key: string | null;
  offer_status: TOfferStatus | null;
  created_at: Date | string;
  user_low: string;
  user_high: string;
  sender: MemberJson | string;
  o_id: string | null;
  o_post_id: string | null;
  o_buyer_id: string | null;
  o_seller_id: string | null;
  o_quantity: number | null;
  o_unit_price_minor: number | string | null;
  o_status: TOfferStatus | null;
  o_created_at: Date | string | null;
  o_updated_at: Date | string | null;
  o_decided_at: Date | string | null;
  o_room_id: string | null;
}

const MESSAGE_SELECT = sql`SELECT m.id, m.seq, m.room_id, m.sender_id, m.type, m.body, m.client_id,
    m.image_key, m.offer_status, m.created_at, r.user_low, r.user_high, ${memberJson('u')} AS sender,
    o.id AS o_id, o.post_id AS o_post_id, o.buyer_id AS o_buyer_id, o.seller_id AS o_seller_id,
    o.quantity AS o_quantity, o.unit_price_minor AS o_unit_price_minor, o.status AS o_status,
    o.created_at AS o_created_at, o.updated_at AS o_updated_at, o.decided_at AS o_decided_at,
    o.room_id AS o_room_id,
    ${CARD('p')}
  FROM chat_messages m
  JOIN chat_rooms r ON r.id = m.room_id
  JOIN users u ON u.id = m.sender_id
  LEFT JOIN chat_offers o ON o.id = m.offer_id
  LEFT JOIN posts p ON p.id = m.post_id AND m.type = 'LISTING'`;

export const selectMessageById = (db: Db, id: string) =>
  first<MessageRow>(db, sql`${MESSAGE_SELECT} WHERE m.id = ${id}`);

/** One room's page, newest first: seq below `before` (0: from the newest). */
export const selectRoomPage = (db: Db, roomId: string, before: number, limit: number) =>
  rows<MessageRow>(
    db,
    sql`${MESSAGE_SELECT} WHERE m.room_id = ${roomId}
        ${before > 0 ? sql`AND m.seq < ${before}` : sql``}
        ORDER BY m.seq DESC LIMIT ${limit}`,
  );

/** What a user missed: messages of all their rooms after `after`, oldest first. */
export const selectUserMessagesAfter = (db: Db, userId: string, after: number, limit: number) =>
  rows<MessageRow>(
    db,
    sql`${MESSAGE_SELECT}
        WHERE m.room_id IN (SELECT room_id FROM chat_members WHERE user_id = ${userId})
          AND m.seq > ${after}
        ORDER BY m.seq ASC LIMIT ${limit}`,
  );

/** The seq of a message of one of the user's rooms. */
export async function userMessageSeq(db: Db, userId: string, messageId: string) {
  const row = await first<{ seq: number | string }>(
    db,
    sql`SELECT m.seq FROM chat_messages m
        JOIN chat_members cm ON cm.room_id = m.room_id AND cm.user_id = ${userId}
        WHERE m.id = ${messageId}`,
  );
  return row === undefined ? undefined : Number(row.seq);
}

export async function userStreamSeq(db: Db, userId: string): Promise<number> {
  const row = await first<{ last_seq: number | string }>(
    db,
    sql`SELECT last_seq FROM chat_user_streams WHERE user_id = ${userId}`,
  );
  return Number(row?.last_seq ?? 0);
}

// ---- Offers ----

export async function insertOffer(
  db: Db,
  o: {
    roomId: string;
    postId: string;
    buyerId: string;
    sellerId: string;
    quantity: number;
    unitPriceMinor: number;
  },
): Promise<string> {
  const row = await first<{ id: string }>(
    db,
    sql`INSERT INTO chat_offers (room_id, post_id, buyer_id, seller_id, quantity, unit_price_minor)
        VALUES (${o.roomId}, ${o.postId}, ${o.buyerId}, ${o.sellerId}, ${o.quantity}, ${o.unitPriceMinor})
        RETURNING id`,
  );
  if (!row) throw new Error('insertOffer: no row');
  return row.id;
}

export interface OfferRow {
  id: string;
  room_id: string;
  post_id: string;
  buyer_id: string;
  seller_id: string;
  status: TOfferStatus;
  quantity: number;
  unit_price_minor: number | string;
}

/** An offer of one of the user's rooms. */
export const findOfferForMember = (db: Db, offerId: string, userId: string) =>
  first<OfferRow>(
    db,
    sql`SELECT o.id, o.room_id, o.post_id, o.buyer_id, o.seller_id, o.status, o.quantity,
          o.unit_price_minor
        FROM chat_offers o
        JOIN chat_members cm ON cm.room_id = o.room_id AND cm.user_id = ${userId}
        WHERE o.id = ${offerId}`,
  );

/** PENDING → `status`, only if still pending: of two answers at once, one wins. */
export async function decideOffer(db: Db, offerId: string, status: TOfferStatus) {
  const row = await first<{ id: string }>(
    db,
    sql`UPDATE chat_offers SET status = ${status}, decided_at = now(), updated_at = now()
        WHERE id = ${offerId} AND status = 'PENDING' RETURNING id`,
  );
  return row !== undefined;
}

// ---- Reports ----

export async function insertReport(
  db: Db,
  r: { roomId: string; reporterId: string; reportedId: string; reason: string },
): Promise<boolean> {
  const row = await first<{ id: string }>(
    db,
    sql`INSERT INTO chat_reports (room_id, reporter_id, reported_id, reason)
        VALUES (${r.roomId}, ${r.reporterId}, ${r.reportedId}, ${r.reason})
        ON CONFLICT (room_id, reporter_id) WHERE resolved_at IS NULL DO NOTHING RETURNING id`,
  );
  return row !== undefined;
}

export interface ReportRow {
  id: string;
  room_id: string;
  reason: string;
  created_at: Date | string;
  reporter: MemberJson | string;
  reported: MemberJson | string;
}

export const selectOpenReports = (db: Db, offset: number, limit: number) =>
  rows<ReportRow>(
    db,
    sql`SELECT cr.id, cr.room_id, cr.reason, cr.created_at,
          ${memberJson('a')} AS reporter, ${memberJson('b')} AS reported
        FROM chat_reports cr
        JOIN users a ON a.id = cr.reporter_id
        JOIN users b ON b.id = cr.reported_id
        WHERE cr.resolved_at IS NULL
        ORDER BY cr.created_at DESC, cr.id
        OFFSET ${offset} LIMIT ${limit}`,
  );

export async function countOpenReports(db: Db): Promise<number> {
  const row = await first<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM chat_reports WHERE resolved_at IS NULL`,
  );
  return Number(row?.n ?? 0);
}

// ---- Dashboard ----

/**
 * Messages about each of a seller's listings (sent while the listing was the room's current one),
 * and in how many conversations: for the seller's dashboard. One index range per listing
 * (chat_messages_context_post_idx), so it stays cheap with many messages.
 */
export async function messagesPerPost(
  db: Db,
  sellerId: string,
  /** Only these listings (a dashboard page); all of the seller's when absent. */
  postIds?: readonly string[],
  /** The organisation selling (docs/decisions/018): its listings, whoever posted them. */
  tenantId: string | null = null,
): Promise<{ postId: string; messages: number; rooms: number }[]> {
  if (postIds?.length === 0) return [];
  const onlyThese = postIds
    ? sql`AND p.id IN (${sql.join(
        postIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const found = await rows<{ post_id: string; messages: number | string; rooms: number | string }>(
    db,
    sql`SELECT p.id AS post_id, count(m.id) AS messages, count(DISTINCT m.room_id) AS rooms
        FROM posts p
        JOIN chat_messages m ON m.context_post_id = p.id
        WHERE ${tenantId ? sql`p.tenant_id = ${tenantId}` : sql`p.created_by = ${sellerId}`} ${onlyThese}
        GROUP BY p.id ORDER BY count(m.id) DESC`,
  );
  return found.map((r) => ({
    postId: r.post_id,
    messages: Number(r.messages),
    rooms: Number(r.rooms),
  }));
}
