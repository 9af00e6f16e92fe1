import type { TChatMessageType, TOfferStatus } from '@dawa/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// Chat (issue 14). User-scoped, not tenant-scoped: buyer and seller are people (or, for a room
// about an organisation's listing, the organisation's team: issue 31), and every query is filtered
// by who may read the room (chat.repo.ts), so these tables need no row-level security policy.

const createdAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`);

/**
 * One room per pair of users: `user_low` < `user_high` is the ordered pair the unique index holds,
 * so two people opening a room at once get the same one (upsert). A room about an organisation's
 * listing (issue 31, the shared inbox) is one per buyer and organisation instead (`tenant_id` set;
 * the pair is the buyer and the listing's author, whom it was opened with); its seller's side is
 * whoever manages the organisation's listings now (chat.repo.ts). `last_seq` orders a user's rooms
 * by activity: a seq of chat_messages' sequence, taken at creation and at every message, so the
 * room list's cursor stays stable while messages arrive.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid().primaryKey().defaultRandom(),
    userLow: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whom the room was first opened with (the spec's seller_id); the opener is the buyer. */
    sellerId: uuid().notNull(),
    buyerId: uuid().notNull(),
    /** The listing the conversation is currently about: the latest one brought up. */
    postId: uuid().references(() => posts.id, { onDelete: 'set null' }),
    /**
     * The organisation whose listing the room is about (its shared inbox, issue 31); null: a room
     * between two people.
     */
    tenantId: uuid().references(() => tenants.id, { onDelete: 'restrict' }),
    lastSeq: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair_idx')
      .on(t.userLow, t.userHigh)
      .where(sql`tenant_id IS NULL`),
    uniqueIndex('chat_rooms_organisation_buyer_idx')
      .on(t.tenantId, t.buyerId)
      .where(sql`tenant_id IS NOT NULL`),
    check('chat_rooms_pair_ordered', sql`${t.userLow} < ${t.userHigh}`),
  ],
);

/**
 * The people of a room: read mark and block, per person. A room between two people has their two
 * rows, which are what lets them read it. A shared inbox has its buyer's row (which lets them read
 * it) and a row for each team member once they read, send or block there: it holds their own read
 * mark but gives no access by itself (leaving the organisation ends it).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    roomId: uuid()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Only moves forward. */
    lastReadSeq: bigint({ mode: 'number' }).notNull().default(0),
    /** This member blocked the other: the other cannot send. */
    blockedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('chat_members_user_idx').on(t.userId),
  ],
);

/**
 * Per user, the seq of the last message of any of their rooms. Sending locks both members' rows
 * before taking the message's seq, so one user's messages commit in seq order and the live
 * delivery can tell a gap (the event's previous seq is not the last one the socket sent) from the
 * next message.
 */
export const chatUserStreams = pgTable('chat_user_streams', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint({ mode: 'number' }).notNull().default(0),
});

/** An offer on a listing, kept after its answer for the later credit and order features. */
export const chatOffers = pgTable(
  'chat_offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    roomId: uuid()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    /** Santim. */
    unitPriceMinor: bigint({ mode: 'number' }).notNull(),
    status: text().$type<TOfferStatus>().notNull().default('PENDING'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('chat_offers_room_idx').on(t.roomId),
    index('chat_offers_post_status_idx').on(t.postId, t.status),
    check('chat_offers_quantity_positive', sql`${t.quantity} > 0`),
    check('chat_offers_price_positive', sql`${t.unitPriceMinor} > 0`),
  ],
);

/**
 * Messages. `seq` is the order key of pages, cursors and live replay. `context_post_id` is the
 * room's listing when the message was sent: messages per listing for a seller's dashboard.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigserial({ mode: 'number' }).notNull().unique(),
    roomId: uuid()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<TChatMessageType>().notNull(),
    body: text().notNull(),
    clientId: uuid(),
    imageKey: text(),
    postId: uuid().references(() => posts.id, { onDelete: 'set null' }),
    offerId: uuid().references(() => chatOffers.id, { onDelete: 'set null' }),
    offerStatus: text().$type<TOfferStatus>(),
    contextPostId: uuid().references(() => posts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_room_seq_idx').on(t.roomId, t.seq.desc()),
    uniqueIndex('chat_messages_sender_client_idx')
      .on(t.senderId, t.clientId)
      .where(sql`client_id IS NOT NULL`),
    index('chat_messages_context_post_idx')
      .on(t.contextPostId)
      .where(sql`context_post_id IS NOT NULL`),
  ],
);

/** A member's report of a conversation, for platform moderators; one open per member and room. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    roomId: uuid()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_reports_open_idx')
      .on(t.roomId, t.reporterId)
      .where(sql`resolved_at IS NULL`),
    index('chat_reports_created_idx').on(t.createdAt.desc()),
  ],
);
