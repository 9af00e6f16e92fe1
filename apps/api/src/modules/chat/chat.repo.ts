import { can, ZTenantRole, type TChatMessageType, type TOfferStatus } from '@dawa/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { escapeLike } from '../../db/pg-errors.ts';

// The only place chat touches the database. Every read of a room or its messages is filtered by
// who may read the room (`readableRooms`), so anyone else's query finds nothing, as if the room did
// not exist.

/** A transaction or the pool: both run `execute`. */
type Db = Pick<Orm, 'execute'>;

const rows = async <T>(db: Db, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];
const first = async <T>(db: Db, query: SQL): Promise<T | undefined> =>
  (await rows<T>(db, query))[0];

const NEXT_SEQ = sql`nextval(pg_get_serial_sequence('chat_messages', 'seq'))`;

// ---- Who may read a room (issue 31, docs/decisions/018) ----
//
// A room between two people: its two members (their chat_members rows). A room about an
// organisation's listing (chat_rooms.tenant_id, its shared inbox): its buyer, and every member of
// that organisation whose role holds listings.manage, read from the membership at each call (a
// member who leaves, or whose role no longer holds it, loses the room at once). A team member's
// chat_members row only holds their read mark and block.
//
// Each room has two sides: the buyer's (chat_rooms.buyer_id) and the seller's (the other member,
// or the team). A message is "from the other side" when its sender is on the side the reader is
// not: that is what is unread, what "seen" means, and whom a block stops.

/** The roles that answer an organisation's shared inbox: those holding listings.manage. */
const INBOX_ROLES = ZTenantRole.options.filter((role) => can(role, 'listings.manage'));
const inboxRoles = sql.join(
  INBOX_ROLES.map((role) => sql`${role}`),
  sql`, `,
);

/** `userId` answers for organisation `tenantId` (a column or a value) now. */
const answersFor = (userId: string, tenantId: SQL) =>
  sql`EXISTS (SELECT 1 FROM memberships im JOIN tenants it ON it.id = im.tenant_id
      WHERE im.tenant_id = ${tenantId} AND im.user_id = ${userId} AND it.status = 'ACTIVE'
        AND im.role IN (${inboxRoles}))`;

/** Whether `userId` answers for organisation `tenantId` now. */
export async function answersForOrganisation(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<boolean> {
  const row = await first<{ ok: boolean }>(
    db,
    sql`SELECT ${answersFor(userId, sql`${tenantId}::uuid`)} AS ok`,
  );
  return row?.ok === true;
}

/** The ids of the rooms `userId` may read (a subquery). */
const readableRooms = (userId: string) =>
  sql`(SELECT rm.room_id FROM chat_members rm JOIN chat_rooms rr ON rr.id = rm.room_id
        WHERE rm.user_id = ${userId} AND (rr.tenant_id IS NULL OR rr.buyer_id = ${userId})
      UNION ALL
      SELECT rr.id FROM chat_rooms rr
        JOIN memberships im ON im.tenant_id = rr.tenant_id AND im.user_id = ${userId}
        JOIN tenants it ON it.id = im.tenant_id AND it.status = 'ACTIVE'
        WHERE im.role IN (${inboxRoles}) AND rr.buyer_id <> ${userId})`;

/** Room `r` may be read by `userId` (a condition on alias r). */
const canRead = (userId: string) =>
  sql`(CASE WHEN r.tenant_id IS NULL OR r.buyer_id = ${userId}
        THEN EXISTS (SELECT 1 FROM chat_members rm WHERE rm.room_id = r.id AND rm.user_id = ${userId})
        ELSE ${answersFor(userId, sql`r.tenant_id`)} END)`;

/** chat_members rows (alias x) of room r on the side of `userId` (mine) or the other side. */
const sideRows = (userId: string, mine: boolean) =>
  sql`x.room_id = r.id AND (x.user_id = r.buyer_id) ${mine ? sql`=` : sql`<>`} (r.buyer_id = ${userId})`;

/** Message c is from the other side of room r, for `userId`. */
const fromOtherSide = (userId: string) =>
  sql`(c.sender_id = r.buyer_id) <> (r.buyer_id = ${userId})`;

/**
 * Message c of room r is unread to `userId` past their read mark: from the other side and, to a
 * team member of a shared inbox, sent since they could answer it (`inbox_since`: they joined, or
 * a role change gave them listings.manage; the inbox's history before that is theirs to read, not
 * unread). One rule for a room's count, the total and a mark.
 */
const unreadTo = (userId: string) =>
  sql`(${fromOtherSide(userId)} AND (r.tenant_id IS NULL OR r.buyer_id = ${userId}
        OR c.created_at >= (SELECT jm.inbox_since FROM memberships jm
                             WHERE jm.tenant_id = r.tenant_id AND jm.user_id = ${userId})))`;

/** The person shown as the other member: the buyer to the seller's side, whom it was opened with to the buyer. */
const otherPerson = (userId: string) =>
  sql`CASE WHEN r.buyer_id = ${userId} THEN r.seller_id ELSE r.buyer_id END`;

/**
 * Who gets a room's live events now: its two members, or for a shared inbox its buyer and the
 * organisation's team (ordered, for locking their streams).
 */
export async function roomAudience(db: Db, roomId: string): Promise<string[]> {
  const found = await rows<{ user_id: string }>(
    db,
    sql`SELECT r.buyer_id AS user_id FROM chat_rooms r WHERE r.id = ${roomId}
        UNION SELECT r.seller_id FROM chat_rooms r WHERE r.id = ${roomId} AND r.tenant_id IS NULL
        UNION SELECT im.user_id FROM chat_rooms r
          JOIN memberships im ON im.tenant_id = r.tenant_id
          JOIN tenants it ON it.id = im.tenant_id AND it.status = 'ACTIVE'
          WHERE r.id = ${roomId} AND im.role IN (${inboxRoles})
        ORDER BY 1`,
  );
  return found.map((r) => r.user_id);
}

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
  /** The organisation selling it; null: its author's own. */
  tenant_id: string | null;
  available: boolean;
}

export const findPost = (db: Db, id: string) =>
  first<PostForChat>(
    db,
    sql`SELECT id, title, created_by, tenant_id,
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
        ON CONFLICT (user_low, user_high) WHERE tenant_id IS NULL DO NOTHING RETURNING id`,
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
    sql`SELECT id FROM chat_rooms
        WHERE user_low = ${low} AND user_high = ${high} AND tenant_id IS NULL`,
  );
  if (!found) throw new Error('upsertRoom: the room vanished');
  return { id: found.id, created: false };
}

/**
 * Opens the buyer's room with an organisation (its shared inbox), or finds it: one per buyer and
 * organisation (a partial unique index), so two opens at once end with the same room. `sellerId` is
 * the listing's author it was opened with (the spec's seller_id).
 */
export async function upsertOrganisationRoom(
  db: Db,
  { buyerId, sellerId, tenantId }: { buyerId: string; sellerId: string; tenantId: string },
): Promise<{ id: string; created: boolean }> {
  const [low, high] = buyerId < sellerId ? [buyerId, sellerId] : [sellerId, buyerId];
  const made = await first<{ id: string }>(
    db,
    sql`INSERT INTO chat_rooms (user_low, user_high, seller_id, buyer_id, tenant_id, last_seq)
        VALUES (${low}, ${high}, ${sellerId}, ${buyerId}, ${tenantId}, ${NEXT_SEQ})
        ON CONFLICT (tenant_id, buyer_id) WHERE tenant_id IS NOT NULL DO NOTHING RETURNING id`,
  );
  if (made) {
    await db.execute(
      sql`INSERT INTO chat_members (room_id, user_id) VALUES (${made.id}, ${buyerId})`,
    );
    await db.execute(sql`INSERT INTO chat_user_streams (user_id)
      VALUES (${buyerId}) ON CONFLICT (user_id) DO NOTHING`);
    return { id: made.id, created: true };
  }
  const found = await first<{ id: string }>(
    db,
    sql`SELECT id FROM chat_rooms WHERE tenant_id = ${tenantId} AND buyer_id = ${buyerId}`,
  );
  if (!found) throw new Error('upsertOrganisationRoom: the room vanished');
  return { id: found.id, created: false };
}

/**
 * The caller's place in a room they may read: undefined for anyone else. `other` is the other
 * member (for a shared inbox: its buyer to the team, the listing's author to the buyer); blocks
 * are per side (a team member's block is the organisation's).
 */
export interface Membership {
  room_id: string;
  post_id: string | null;
  /** The organisation whose shared inbox this is; null: a room between two people. */
  tenant_id: string | null;
  buyer_id: string;
  me: string;
  other: string;
  is_buyer: boolean;
  me_blocked: boolean;
  other_blocked: boolean;
  me_read: number | string;
}

export const findMembership = (db: Db, roomId: string, userId: string) =>
  first<Membership>(
    db,
    sql`SELECT r.id AS room_id, r.post_id, r.tenant_id, r.buyer_id, ${userId}::uuid AS me,
          ${otherPerson(userId)} AS other, r.buyer_id = ${userId} AS is_buyer,
          EXISTS (SELECT 1 FROM chat_members x WHERE ${sideRows(userId, true)}
                    AND x.blocked_at IS NOT NULL) AS me_blocked,
          EXISTS (SELECT 1 FROM chat_members x WHERE ${sideRows(userId, false)}
                    AND x.blocked_at IS NOT NULL) AS other_blocked,
          coalesce((SELECT x.last_read_seq FROM chat_members x
                    WHERE x.room_id = r.id AND x.user_id = ${userId}), 0) AS me_read
        FROM chat_rooms r
        WHERE r.id = ${roomId} AND ${canRead(userId)}`,
  );

export interface RoomRow extends CardColumns {
  id: string;
  seller_id: string;
  buyer_id: string;
  post_id: string | null;
  org_id: string | null;
  org_name: string | null;
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
          org.id AS org_id, org.name AS org_name,
          coalesce(me.last_read_seq, 0) AS me_read,
          EXISTS (SELECT 1 FROM chat_members x WHERE ${sideRows(userId, true)}
                    AND x.blocked_at IS NOT NULL) AS me_blocked,
          coalesce((SELECT max(x.last_read_seq) FROM chat_members x
                    WHERE ${sideRows(userId, false)}), 0) AS other_read,
          EXISTS (SELECT 1 FROM chat_members x WHERE ${sideRows(userId, false)}
                    AND x.blocked_at IS NOT NULL) AS other_blocked,
          (SELECT count(*) FROM chat_messages c
             WHERE c.room_id = r.id AND c.seq > coalesce(me.last_read_seq, 0)
               AND ${unreadTo(userId)}) AS unread,
          ${memberJson('mu')} AS me_user, ${memberJson('ou')} AS other_user,
          lm.id AS lm_id, lm.seq AS lm_seq, lm.body AS lm_body, lm.type AS lm_type,
          lm.sender_id AS lm_sender, lm.created_at AS lm_created,
          ${CARD('p')}
        FROM chat_rooms r
        LEFT JOIN chat_members me ON me.room_id = r.id AND me.user_id = ${userId}
        JOIN users mu ON mu.id = ${userId}
        JOIN users ou ON ou.id = ${otherPerson(userId)}
        LEFT JOIN tenants org ON org.id = r.tenant_id
        LEFT JOIN LATERAL (SELECT id, seq, body, type, sender_id, created_at FROM chat_messages
                           WHERE room_id = r.id ORDER BY seq DESC LIMIT 1) lm ON true
        LEFT JOIN posts p ON p.id = r.post_id
        WHERE r.id IN ${readableRooms(userId)}
          ${roomId === undefined ? sql`` : sql`AND r.id = ${roomId}`}
          ${before === undefined || before === 0 ? sql`` : sql`AND r.last_seq < ${before}`}
          ${roomMatches(search)}
        ORDER BY r.last_seq DESC
        LIMIT ${limit}`,
  );
}

/**
 * A room search: the other member's name, username or e-mail, the organisation's name, or the
 * title of the room's listing, contains the words (aliases `ou`, `org` and `p` of the room
 * queries). Empty: no condition.
 */
function roomMatches(search: string | undefined) {
  if (!search) return sql``;
  const pattern = `%${escapeLike(search)}%`;
  return sql`AND (ou.full_name ILIKE ${pattern} OR ou.username ILIKE ${pattern}
                  OR ou.email ILIKE ${pattern} OR org.name ILIKE ${pattern}
                  OR p.title ILIKE ${pattern})`;
}

export async function countRooms(db: Db, userId: string, search?: string): Promise<number> {
  const row = await first<{ n: number | string }>(
    db,
    search
      ? sql`SELECT count(*) AS n FROM chat_rooms r
              JOIN users ou ON ou.id = ${otherPerson(userId)}
              LEFT JOIN tenants org ON org.id = r.tenant_id
              LEFT JOIN posts p ON p.id = r.post_id
            WHERE r.id IN ${readableRooms(userId)} ${roomMatches(search)}`
      : sql`SELECT count(*) AS n FROM ${readableRooms(userId)} readable`,
  );
  return Number(row?.n ?? 0);
}

/** Unread messages from the other side over all of the user's rooms, and how many rooms hold them. */
export async function unreadSummary(
  db: Db,
  userId: string,
): Promise<{ total: number; rooms: number }> {
  const row = await first<{ total: number | string; rooms: number | string }>(
    db,
    sql`SELECT count(*) AS total, count(DISTINCT c.room_id) AS rooms
        FROM chat_rooms r
        LEFT JOIN chat_members me ON me.room_id = r.id AND me.user_id = ${userId}
        JOIN chat_messages c ON c.room_id = r.id
          AND c.seq > coalesce(me.last_read_seq, 0) AND ${unreadTo(userId)}
        WHERE r.id IN ${readableRooms(userId)}`,
  );
  return { total: Number(row?.total ?? 0), rooms: Number(row?.rooms ?? 0) };
}

export async function setRoomPost(db: Db, roomId: string, postId: string): Promise<void> {
  await db.execute(sql`UPDATE chat_rooms SET post_id = ${postId} WHERE id = ${roomId}`);
}

/**
 * Blocks the other side (the caller's row), or lifts the block of the caller's side: a team member
 * lifts the organisation's block, whoever of the team set it.
 */
export async function setBlocked(db: Db, roomId: string, userId: string, blocked: boolean) {
  if (blocked) {
    await db.execute(
      sql`INSERT INTO chat_members (room_id, user_id, blocked_at) VALUES (${roomId}, ${userId}, now())
          ON CONFLICT (room_id, user_id)
          DO UPDATE SET blocked_at = coalesce(chat_members.blocked_at, now())`,
    );
    return;
  }
  await db.execute(
    sql`UPDATE chat_members x SET blocked_at = NULL FROM chat_rooms r
        WHERE r.id = ${roomId} AND ${sideRows(userId, true)}`,
  );
}

/** Moves the read mark forward only; answers the mark now held. */
export async function markRead(db: Db, roomId: string, userId: string, seq: number) {
  const row = await first<{ last_read_seq: number | string }>(
    db,
    sql`INSERT INTO chat_members (room_id, user_id, last_read_seq) VALUES (${roomId}, ${userId}, ${seq})
        ON CONFLICT (room_id, user_id)
        DO UPDATE SET last_read_seq = GREATEST(chat_members.last_read_seq, EXCLUDED.last_read_seq)
        RETURNING last_read_seq`,
  );
  return Number(row?.last_read_seq ?? 0);
}

export async function unreadCount(db: Db, roomId: string, userId: string): Promise<number> {
  const row = await first<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM chat_messages c
        JOIN chat_rooms r ON r.id = c.room_id
        LEFT JOIN chat_members me ON me.room_id = c.room_id AND me.user_id = ${userId}
        WHERE c.room_id = ${roomId} AND c.seq > coalesce(me.last_read_seq, 0)
          AND ${unreadTo(userId)}`,
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
  /** Whose streams move: the room's audience (roomAudience). */
  members: readonly string[];
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
 * Locks the audience's streams (in id order, so two sends never deadlock) before the message takes
 * its seq: one user's messages commit in seq order. Answers each member's previous seq. A team
 * member who never had a room gets their stream first.
 */
export async function lockStreams(db: Db, members: readonly string[]) {
  const sorted = [...members].sort();
  await db.execute(
    sql`INSERT INTO chat_user_streams (user_id) VALUES ${sql.join(
      sorted.map((m) => sql`(${m})`),
      sql`, `,
    )} ON CONFLICT (user_id) DO NOTHING`,
  );
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
    WHERE user_id IN (${sql.join(
      m.members.map((member) => sql`${member}`),
      sql`, `,
    )})`);
  await db.execute(sql`UPDATE chat_rooms SET last_seq = ${seq}, updated_at = now()
    ${m.type === 'LISTING' || m.type === 'OFFER' ? sql`, post_id = ${m.postId ?? null}` : sql``}
    WHERE id = ${m.roomId}`);
  await markRead(db, m.roomId, m.senderId, seq);
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
  buyer_id: string;
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
    m.image_key, m.offer_status, m.created_at, r.user_low, r.user_high, r.buyer_id,
    ${memberJson('u')} AS sender,
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
        WHERE m.room_id IN ${readableRooms(userId)}
          AND m.seq > ${after}
        ORDER BY m.seq ASC LIMIT ${limit}`,
  );

/** The seq of a message of one of the user's rooms. */
export async function userMessageSeq(db: Db, userId: string, messageId: string) {
  const row = await first<{ seq: number | string }>(
    db,
    sql`SELECT m.seq FROM chat_messages m
        WHERE m.id = ${messageId} AND m.room_id IN ${readableRooms(userId)}`,
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
  /** The room's organisation (a shared inbox) and buyer. */
  room_tenant_id: string | null;
  room_buyer_id: string;
  post_id: string;
  buyer_id: string;
  seller_id: string;
  status: TOfferStatus;
  quantity: number;
  unit_price_minor: number | string;
}

/** An offer of one of the rooms the user may read. */
export const findOfferForMember = (db: Db, offerId: string, userId: string) =>
  first<OfferRow>(
    db,
    sql`SELECT o.id, o.room_id, r.tenant_id AS room_tenant_id, r.buyer_id AS room_buyer_id,
          o.post_id, o.buyer_id, o.seller_id, o.status, o.quantity, o.unit_price_minor
        FROM chat_offers o
        JOIN chat_rooms r ON r.id = o.room_id
        WHERE o.id = ${offerId} AND ${canRead(userId)}`,
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

/**
 * Who of a shared inbox's team last wrote to its buyer (the person a buyer's report is about, with
 * the organisation); undefined when nobody of the team has.
 */
export async function lastTeamSender(db: Db, roomId: string): Promise<string | undefined> {
  const row = await first<{ sender_id: string }>(
    db,
    sql`SELECT c.sender_id FROM chat_messages c JOIN chat_rooms r ON r.id = c.room_id
        WHERE c.room_id = ${roomId} AND c.sender_id <> r.buyer_id
        ORDER BY c.seq DESC LIMIT 1`,
  );
  return row?.sender_id;
}

export interface ReportRow {
  id: string;
  room_id: string;
  reason: string;
  created_at: Date | string;
  reporter: MemberJson | string;
  reported: MemberJson | string;
  org_id: string | null;
  org_name: string | null;
}

export const selectOpenReports = (db: Db, offset: number, limit: number) =>
  rows<ReportRow>(
    db,
    sql`SELECT cr.id, cr.room_id, cr.reason, cr.created_at,
          ${memberJson('a')} AS reporter, ${memberJson('b')} AS reported,
          org.id AS org_id, org.name AS org_name
        FROM chat_reports cr
        JOIN users a ON a.id = cr.reporter_id
        JOIN users b ON b.id = cr.reported_id
        JOIN chat_rooms r ON r.id = cr.room_id
        LEFT JOIN tenants org ON org.id = r.tenant_id
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
