import type {
  TComplianceStatus,
  TDeliveryLocation,
  TPostCondition,
  TPostStatus,
} from '@dawa/contract';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
};

/**
 * Listed publicly: the marketplace's partial indexes all carry this predicate, so a listing whose
 * seller was disabled or deleted drops out of every index the public lists read.
 */
export const PUBLIC_POST = sql`status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden`;

/**
 * Marketplace listings. `seq` is the insertion order: lists run newest first on it and continue
 * from the last `seq` seen (keyset), so a deep page costs what the first one does. Money is in
 * minor units (santim). A soft delete sets status REMOVED and `deleted_at`.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigserial({ mode: 'number' }).notNull().unique(),
    title: text().notNull(),
    description: text().notNull(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    condition: text().$type<TPostCondition>(),
    priceMinor: bigint({ mode: 'number' }),
    customPrice: text(),
    negotiable: boolean().notNull().default(false),
    contactPhone: text().notNull(),
    location: text(),
    bulkAvailable: boolean().notNull().default(false),
    bulkPriceMinor: bigint({ mode: 'number' }),
    bulkQuantity: integer(),
    deliveryAvailable: boolean().notNull().default(false),
    deliveryNote: text(),
    additionalNote: text(),
    userSellPolicy: text(),
    userTermsAndConditions: text(),
    warrantyNote: text(),
    color: text(),
    size: text(),
    // Product details (issue 31, docs/decisions/016): the day the product expires (a month given
    // alone is stored as its last day), its pack, stock, minimum order, maker and registration.
    expiryDate: date({ mode: 'string' }),
    packSize: text(),
    quantityAvailable: integer(),
    minOrderQuantity: integer(),
    manufacturer: text(),
    registrationNumber: text(),
    status: text().$type<TPostStatus>().notNull().default('ACTIVE'),
    complianceStatus: text().$type<TComplianceStatus>().notNull().default('APPROVED'),
    rejectionReason: text(),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The organisation selling it (issue 31, docs/decisions/018): its members with the permission
    // manage it; the author stays in created_by. Null: a person selling on their own account.
    tenantId: uuid().references(() => tenants.id, { onDelete: 'restrict' }),
    // The seller's account is disabled or deleted (decision 007): hidden from everyone but the
    // seller and platform administrators. Kept in step with users.status / deleted_at in the
    // transaction that changes them, so public reads need no join to users.
    sellerHidden: boolean().notNull().default(false),
    // Opened by others (GET /post/{id}, the seller's own visits not counted); the seller sees it.
    viewCount: integer().notNull().default(0),
    // Title outweighs description; 'simple' keeps every language's words as written (no
    // English-only stemming), and prefix queries cover plural and partial words.
    searchVector: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')`,
    ),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('posts_public_seq_idx').on(t.seq.desc()).where(PUBLIC_POST),
    index('posts_public_category_seq_idx').on(t.categoryId, t.seq.desc()).where(PUBLIC_POST),
    index('posts_public_sub_category_seq_idx').on(t.subCategoryId, t.seq.desc()).where(PUBLIC_POST),
    // Price orders (ties by seq: cheapest-first walks it forwards, dearest-first backwards) and
    // the price slider's trimmed ends, overall and per category.
    index('posts_public_price_idx').on(t.priceMinor, t.seq).where(PUBLIC_POST),
    index('posts_public_category_price_idx')
      .on(t.categoryId, t.priceMinor, t.seq)
      .where(PUBLIC_POST),
    index('posts_public_sub_category_price_idx')
      .on(t.subCategoryId, t.priceMinor, t.seq)
      .where(PUBLIC_POST),
    // The location filter: the text anywhere in the location, case-insensitive.
    index('posts_public_location_trgm_idx')
      .using('gin', sql`lower(${t.location}) gin_trgm_ops`)
      .where(PUBLIC_POST),
    // The words, with what a search is narrowed by: its category or sub-category (both ids as one
    // array, which GIN indexes without an extension) and its place. GIN intersects them inside the
    // index (post-list-query.ts writes the conditions to match).
    index('posts_public_search_idx')
      .using(
        'gin',
        t.searchVector,
        sql`(ARRAY[${t.categoryId}, ${t.subCategoryId}])`,
        sql`lower(${t.location}) gin_trgm_ops`,
      )
      .where(PUBLIC_POST),
    // The expiry sweep: active listings with an expiry date, soonest first (few rows).
    index('posts_active_expiry_idx')
      .on(t.expiryDate)
      .where(sql`status = 'ACTIVE' AND expiry_date IS NOT NULL`),
    // The author's own list (every status) and a person's shop page.
    index('posts_created_by_seq_idx').on(t.createdBy, t.seq.desc()),
    // An organisation's list (every status) and its shop page.
    index('posts_tenant_seq_idx')
      .on(t.tenantId, t.seq.desc())
      .where(sql`tenant_id IS NOT NULL`),
    // The moderation queue: the few listings that are not approved.
    index('posts_review_queue_idx')
      .on(t.complianceStatus, t.seq)
      .where(sql`compliance_status <> 'APPROVED' AND status <> 'REMOVED'`),
  ],
);

/** A listing's images in the seller's order; `storage_key` is a server-chosen upload key. */
export const postMedia = pgTable(
  'post_media',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    name: text().notNull().default(''),
    position: integer().notNull(),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('post_media_post_position_idx').on(t.postId, t.position),
    // The unused-uploads sweep asks which stored files a listing still uses.
    index('post_media_storage_key_idx').on(t.storageKey),
  ],
);

/**
 * A listing's views per day (Addis Ababa's calendar day, contract REPORT_TIME_ZONE), written with
 * `posts.view_count` by the view counter's flush (posts/view-counter.ts): the listing-performance
 * report reads a period from here (docs/reports.md).
 */
export const postDailyViews = pgTable(
  'post_daily_views',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] })],
);

/** A user's favourites; `seq` orders them newest first and carries the keyset cursor. */
export const savedPosts = pgTable(
  'saved_posts',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    seq: bigserial({ mode: 'number' }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('saved_posts_user_seq_idx').on(t.userId, t.seq.desc()),
    index('saved_posts_post_idx').on(t.postId),
  ],
);

/**
 * A user's flag on a listing, for the moderators; one open report per user and listing. Once a
 * moderator settles it (a decision, or dismissing the reports), the user may report the listing
 * again: a problem can come back after the seller's next edit.
 */
export const postReports = pgTable(
  'post_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('post_reports_open_reporter_idx')
      .on(t.postId, t.reporterId)
      .where(sql`resolved_at IS NULL`),
    index('post_reports_open_idx')
      .on(t.postId)
      .where(sql`resolved_at IS NULL`),
  ],
);

/**
 * A seller's shop: one per organisation, or one per person selling on their own account (no
 * organisation). `ownerId` is who set it up (docs/decisions/018).
 */
export const shops = pgTable(
  'shops',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid()
      .unique()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    description: text(),
    logo: text(),
    address: text().notNull(),
    city: text().notNull(),
    phoneNumber: text(),
    deliveryLocations: jsonb().$type<TDeliveryLocation[]>().notNull().default([]),
    ...timestamps,
  },
  // A person's own shop: one each.
  (t) => [
    uniqueIndex('shops_personal_owner_idx')
      .on(t.ownerId)
      .where(sql`tenant_id IS NULL`),
  ],
);

/**
 * The search vocabulary: every distinct word (lexeme) of listings' titles and descriptions, kept by
 * triggers on posts (custom migration). A misspelt search word is replaced by its nearest words
 * here (trigram distance, GiST), and a number expands to the words that begin with it and go on
 * with a letter ("500" → 500, 500mg), never to longer numbers (5000). Words are never removed: a
 * stale one only costs a search that finds nothing. Not tenant data (listings belong to users).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
  },
  (t) => [
    index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
    index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
  ],
);
