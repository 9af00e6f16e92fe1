import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { MODERATION_REPORTS_SHOWN, type TTenantRole } from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { postMedia, postReports, posts, savedPosts, users } from '../../db/schema/index.ts';
import { runPostList, type PostListResult } from './post-list.ts';
import {
  ownerStats,
  POST_COLUMNS,
  searchQuery,
  type PostListFilter,
  type SearchTerms,
} from './post-list-query.ts';
import type { PostRow } from './post-view.ts';

export type NewPostRow = typeof posts.$inferInsert;
export type PostTableRow = typeof posts.$inferSelect;
export interface NewMedia {
  key: string;
  name: string;
  isPrimary: boolean;
}

async function rowsOf<T>(db: Orm, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return result.rows as T[];
}

/** One list page with its count and price ends (post-list.ts), in one statement. */
export const listPosts = (db: Orm, filter: PostListFilter, cap?: number): Promise<PostListResult> =>
  runPostList(<T>(statement: SQL) => rowsOf<T>(db, statement), filter, cap);

/** A listing with its images, and whether `viewerId` saved it; REMOVED ones too (the service decides). */
export async function findPostView(
  db: Orm,
  id: string,
  viewerId: string | null,
  viewerOrganisationId: string | null = null,
): Promise<PostRow | undefined> {
  const isSaved = viewerId
    ? sql`EXISTS (SELECT 1 FROM saved_posts s WHERE s.user_id = ${viewerId} AND s.post_id = p.id)`
    : sql`false`;
  const [row] = await rowsOf<PostRow>(
    db,
    sql`SELECT ${POST_COLUMNS}, ${isSaved} AS is_saved, ${ownerStats(viewerId, viewerOrganisationId)}
      FROM posts p WHERE p.id = ${id}`,
  );
  return row;
}

export async function findPost(db: Orm, id: string): Promise<PostTableRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row;
}

/** The listing, locked until the transaction ends (a decision about it waits for an edit). */
export async function lockPost(tx: Orm, id: string): Promise<PostTableRow | undefined> {
  const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
  return row;
}

export async function insertPost(db: Orm, values: NewPostRow, medias: NewMedia[]): Promise<string> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('insert into posts returned nothing');
  await replaceMedia(db, row.id, medias);
  return row.id;
}

/**
 * Whether a new listing of this seller starts hidden (their account is disabled or deleted). The
 * row lock (FOR SHARE, inside the publishing transaction) orders the publish against a concurrent
 * disable: either the disable waits and then hides the new listing too, or the publish waits and
 * reads the new status. Without it a listing published during the disable would stay public.
 */
export async function isSellerHidden(db: Orm, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: users.status, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  return !row || row.status !== 'ACTIVE' || row.deletedAt !== null;
}

/**
 * A seller's account was disabled or deleted (`hidden`), or re-enabled: every listing of theirs
 * leaves or rejoins the public reads, nothing else about them changes (not even `updated_at`).
 * Runs in the transaction that changes the account's status; answers how many listings changed.
 */
export const setSellerListingsHidden = (
  db: Orm,
  userId: string,
  hidden: boolean,
): Promise<number> =>
  countUpdated(
    db,
    sql`UPDATE posts SET seller_hidden = ${hidden}
      WHERE created_by = ${userId} AND seller_hidden <> ${hidden}`,
  );

export async function updatePost(db: Orm, id: string, changes: Partial<NewPostRow>): Promise<void> {
  await db
    .update(posts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(posts.id, id));
}

// A category's `regulated` flag changed. Rare (a platform administrator's decision), so a scan of
// the category's listings is fine; it runs in the category update's transaction.

const IN_CATEGORY = (categoryId: string) =>
  sql`(category_id = ${categoryId} OR sub_category_id = ${categoryId}) AND status <> 'REMOVED'`;

/** Runs an UPDATE of posts and answers how many rows it changed (without shipping them back). */
async function countUpdated(db: Orm, update: SQL): Promise<number> {
  const [row] = await rowsOf<{ changed: number }>(
    db,
    sql`WITH changed AS (${update} RETURNING 1) SELECT count(*)::int AS changed FROM changed`,
  );
  return row?.changed ?? 0;
}

/** The category became regulated: its approved listings wait for review again (hidden meanwhile). */
export const sendCategoryForReview = (db: Orm, categoryId: string): Promise<number> =>
  countUpdated(
    db,
    sql`UPDATE posts SET compliance_status = 'PENDING', rejection_reason = NULL, updated_at = now()
      WHERE ${IN_CATEGORY(categoryId)} AND compliance_status = 'APPROVED'`,
  );

/**
 * The category is no longer regulated: listings waiting only because of it are approved. Those
 * still under another regulated category (parent or sub) keep waiting; rejections stand.
 */
export const releaseCategoryFromReview = (db: Orm, categoryId: string): Promise<number> =>
  countUpdated(
    db,
    sql`UPDATE posts SET compliance_status = 'APPROVED', updated_at = now()
      WHERE ${IN_CATEGORY(categoryId)} AND compliance_status = 'PENDING'
        AND NOT EXISTS (SELECT 1 FROM categories c
          WHERE c.regulated AND c.id IN (posts.category_id, posts.sub_category_id))`,
  );

/** Whether any listing names the category (removed ones too: their rows still refer to it). */
export async function isCategoryUsed(db: Orm, categoryId: string): Promise<boolean> {
  const [row] = await rowsOf<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM posts WHERE sub_category_id = ${categoryId})
      OR EXISTS (SELECT 1 FROM posts WHERE category_id = ${categoryId}) AS used`,
  );
  return row?.used === true;
}

/** A sub-category moved under another parent takes its listings along. */
export const moveSubCategoryListings = (
  db: Orm,
  subCategoryId: string,
  parentId: string,
): Promise<number> =>
  countUpdated(
    db,
    sql`UPDATE posts SET category_id = ${parentId} WHERE sub_category_id = ${subCategoryId}`,
  );

/** The images of a listing as stored, in their order. */
export async function findMedia(db: Orm, postId: string): Promise<NewMedia[]> {
  return db
    .select({ key: postMedia.storageKey, name: postMedia.name, isPrimary: postMedia.isPrimary })
    .from(postMedia)
    .where(eq(postMedia.postId, postId))
    .orderBy(postMedia.position);
}

/** The images of a listing, in the order given. */
export async function replaceMedia(db: Orm, postId: string, medias: NewMedia[]): Promise<void> {
  await db.delete(postMedia).where(eq(postMedia.postId, postId));
  await db.insert(postMedia).values(
    medias.map((m, position) => ({
      postId,
      storageKey: m.key,
      name: m.name,
      position,
      isPrimary: m.isPrimary,
    })),
  );
}

export async function savePost(db: Orm, userId: string, postId: string): Promise<void> {
  await db.insert(savedPosts).values({ userId, postId }).onConflictDoNothing();
}

export async function unsavePost(db: Orm, userId: string, postId: string): Promise<void> {
  await db
    .delete(savedPosts)
    .where(and(eq(savedPosts.userId, userId), eq(savedPosts.postId, postId)));
}

/** False when this user's earlier report on this listing is still open (one open report each). */
export async function insertReport(
  db: Orm,
  report: { postId: string; reporterId: string; reason: string },
): Promise<boolean> {
  const rows = await db.insert(postReports).values(report).onConflictDoNothing().returning();
  return rows.length > 0;
}

/**
 * A moderator's decision (or dismissal) settles the reports that were open on the listing; the
 * answer is how many it settled.
 */
export async function resolveReports(db: Orm, postId: string): Promise<number> {
  const settled = await db
    .update(postReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(postReports.postId, postId), isNull(postReports.resolvedAt)))
    .returning({ id: postReports.id });
  return settled.length;
}

export type ModerationRow = PostRow & {
  category_name: string;
  sub_category_name: string;
  seller_name: string;
  reports: number;
  /** Newest first; `createdAt` as PostgreSQL's JSON writes a timestamptz. */
  open_reports: { reason: string; createdAt: string }[];
};

export type ModerationQueue = 'PENDING' | 'REJECTED' | 'REPORTED';

/**
 * What a moderation queue holds, whatever the queue: never drafts (a seller's unfinished listing is
 * nobody's to review yet) nor removed listings. The queue's pages and every count of it (the admin
 * dashboard's) read this one definition, so they never disagree.
 */
const IN_MODERATION = sql`p.status <> 'REMOVED' AND p.status <> 'DRAFT'`;
const IN_QUEUE: Record<ModerationQueue, SQL> = {
  PENDING: sql`p.compliance_status = 'PENDING'`,
  REJECTED: sql`p.compliance_status = 'REJECTED'`,
  REPORTED: sql`EXISTS (SELECT 1 FROM post_reports r WHERE r.post_id = p.id AND r.resolved_at IS NULL)`,
};

/** How many listings the PENDING and REPORTED queues hold (the admin dashboard's counts). */
export async function countModerationQueues(
  db: Orm,
): Promise<{ pending: number; reported: number }> {
  const [row] = await rowsOf<{ pending: number; reported: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${IN_QUEUE.PENDING})::int AS pending,
          count(*) FILTER (WHERE ${IN_QUEUE.REPORTED})::int AS reported
        FROM posts p WHERE ${IN_MODERATION}
          AND (${IN_QUEUE.PENDING} OR ${IN_QUEUE.REPORTED})`,
  );
  return row ?? { pending: 0, reported: 0 };
}

export interface ModerationFilter {
  queue: ModerationQueue;
  /** Matched like the marketplace search (whole words or their beginnings). */
  search?: SearchTerms;
  /** A parent category (with its sub-categories) or a sub-category. */
  categoryId?: string;
  sort: 'oldest' | 'newest';
  limit: number;
  offset: number;
}

/**
 * Listings awaiting review, rejected ones, or those with open reports; never drafts (a seller's
 * unfinished listing is nobody's to review yet) nor removed ones. The page and the queue's total
 * come from one statement.
 */
export async function listModerationQueue(db: Orm, f: ModerationFilter) {
  // A page row's open reports in one scan (post_reports_open_idx): how many, and the latest few as
  // a moderator reads them. Never the reporter: reports are private.
  const openReportsJoin = sql`LEFT JOIN LATERAL (
      SELECT count(*)::int AS reports,
        coalesce(json_agg(json_build_object('reason', o.reason, 'createdAt', o.created_at)
          ORDER BY o.n) FILTER (WHERE o.n <= ${MODERATION_REPORTS_SHOWN}), '[]'::json) AS open_reports
      FROM (SELECT r.reason, r.created_at,
          row_number() OVER (ORDER BY r.created_at DESC, r.id) AS n
        FROM post_reports r WHERE r.post_id = p.id AND r.resolved_at IS NULL) o
    ) rep ON true`;
  const conditions = [IN_QUEUE[f.queue], IN_MODERATION];
  if (f.search) {
    conditions.push(sql`p.search_vector @@ (${searchQuery(f.search)})`);
  }
  if (f.categoryId) {
    conditions.push(sql`(p.category_id = ${f.categoryId} OR p.sub_category_id = ${f.categoryId})`);
  }
  const order = f.sort === 'oldest' ? sql`p.seq ASC` : sql`p.seq DESC`;
  // The one row of an empty page carries only the total (its listing columns are null).
  const rows = await rowsOf<Omit<ModerationRow, 'id'> & { id: string | null; total: number }>(
    db,
    sql`WITH queue AS MATERIALIZED (
        SELECT p.id, p.seq FROM posts p WHERE ${sql.join(conditions, sql` AND `)}
      ), counted AS (SELECT count(*)::int AS total FROM queue),
      page AS (
        SELECT p.id, p.seq FROM queue p ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}
      )
      SELECT ${POST_COLUMNS}, false AS is_saved, c.name AS category_name,
          sc.name AS sub_category_name, u.full_name AS seller_name, rep.reports,
          rep.open_reports,
          counted.total
        FROM counted
        LEFT JOIN page ON true
        LEFT JOIN posts p ON p.id = page.id
        LEFT JOIN categories c ON c.id = p.category_id
        LEFT JOIN categories sc ON sc.id = p.sub_category_id
        LEFT JOIN users u ON u.id = p.created_by
        ${openReportsJoin}
        ORDER BY ${order}`,
  );
  const total = rows[0]?.total ?? 0;
  return {
    rows: rows.filter((row): row is ModerationRow & { total: number } => row.id !== null),
    total,
  };
}

/**
 * Prices (minor units) of one sub-category's public listings: how many have one and the 5th, 50th
 * and 95th percentiles (actual listed prices; the caller hides them under a minimum count).
 */
export async function priceGuideOf(db: Orm, subCategoryId: string) {
  const [row] = await rowsOf<{
    count: number;
    p05: number | null;
    p50: number | null;
    p95: number | null;
  }>(
    db,
    sql`SELECT count(*)::int AS count,
        percentile_disc(0.05) WITHIN GROUP (ORDER BY p.price_minor)::float8 AS p05,
        percentile_disc(0.5) WITHIN GROUP (ORDER BY p.price_minor)::float8 AS p50,
        percentile_disc(0.95) WITHIN GROUP (ORDER BY p.price_minor)::float8 AS p95
      FROM posts p
      WHERE p.status = 'ACTIVE' AND p.compliance_status = 'APPROVED' AND NOT p.seller_hidden
        AND p.sub_category_id = ${subCategoryId} AND p.price_minor IS NOT NULL`,
  );
  return row ?? { count: 0, p05: null, p50: null, p95: null };
}

/** The seller as a listing shows them, with their shop when they have one. */
/**
 * Who sells a listing: the person who posted it, the organisation it is sold for (none: their own
 * account) and the shop it shows under (the organisation's, or the person's own).
 */
export async function findSeller(
  db: Orm,
  { userId, tenantId }: { userId: string; tenantId: string | null },
) {
  const shop = tenantId
    ? sql`s.tenant_id = ${tenantId}`
    : sql`s.owner_id = u.id AND s.tenant_id IS NULL`;
  const [row] = await rowsOf<{
    id: string;
    full_name: string;
    picture: string | null;
    username: string | null;
    created_at: Date | string;
    shop_id: string | null;
    shop_name: string | null;
    shop_logo: string | null;
    organisation_id: string | null;
    organisation_name: string | null;
  }>(
    db,
    sql`SELECT u.id, u.full_name, u.picture, u.username, u.created_at,
        s.id AS shop_id, s.name AS shop_name, s.logo AS shop_logo,
        t.id AS organisation_id, t.name AS organisation_name
      FROM users u
      LEFT JOIN shops s ON ${shop}
      LEFT JOIN tenants t ON t.id = ${tenantId}
      WHERE u.id = ${userId}`,
  );
  return row;
}

/** Whose listings a shop shows: its organisation's, or its owner's own. */
export async function findShopOwner(db: Orm, shopId: string) {
  const [row] = await rowsOf<{ owner_id: string; tenant_id: string | null }>(
    db,
    sql`SELECT owner_id, tenant_id FROM shops WHERE id = ${shopId}`,
  );
  return row;
}

/**
 * The caller's role in an active organisation, or null (not a member): who may read and manage the
 * organisation's listings (docs/decisions/018).
 */
export async function findOrganisationRole(
  db: Orm,
  { tenantId, userId }: { tenantId: string; userId: string },
): Promise<TTenantRole | null> {
  const [row] = await rowsOf<{ role: TTenantRole }>(
    db,
    sql`SELECT m.role FROM memberships m JOIN tenants t ON t.id = m.tenant_id
      WHERE m.tenant_id = ${tenantId} AND m.user_id = ${userId} AND t.status = 'ACTIVE'`,
  );
  return row?.role ?? null;
}
