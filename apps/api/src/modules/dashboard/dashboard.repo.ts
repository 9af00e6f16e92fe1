import { REPORT_TIME_ZONE, rolesWith, type TDashboardListingState } from '@dawa/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';

// The dashboard's reads: a seller's listings by state, and the platform overview. A seller is the
// organisation chosen (its listings, whoever posted them) or the person (those they posted and may
// still manage), docs/decisions/018; listings are marketplace rows, read outside any tenant wall,
// and the overview runs outside any tenant, as platform administration does (decision 011).

async function rowsOf<T>(db: Orm, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return result.rows as T[];
}

/** The state of contract's ZDashboardListingState, computed in SQL so it can filter and count. */
const STATE = sql`CASE
  WHEN p.status = 'DRAFT' THEN 'DRAFT'
  WHEN p.status = 'SOLD' THEN 'SOLD'
  WHEN p.compliance_status = 'REJECTED' THEN 'REJECTED'
  WHEN p.compliance_status = 'PENDING' THEN 'PENDING'
  WHEN p.status = 'EXPIRED' THEN 'EXPIRED'
  ELSE 'LIVE' END`;

/** Whose listings: an organisation's, or a person's own. */
export type Seller = { tenantId: string } | { userId: string };

const MINE = (seller: Seller) =>
  'tenantId' in seller
    ? sql`p.tenant_id = ${seller.tenantId} AND p.status <> 'REMOVED'`
    : sql`p.created_by = ${seller.userId} AND p.status <> 'REMOVED'
        AND (p.tenant_id IS NULL OR p.tenant_id IN (SELECT m.tenant_id FROM memberships m
          WHERE m.user_id = ${seller.userId} AND m.role IN (${sql.join(
            rolesWith('listings.manage').map((role) => sql`${role}`),
            sql`, `,
          )})))`;

export interface DashboardListingRow {
  id: string;
  title: string;
  state: TDashboardListingState;
  price_minor: number | string | null;
  custom_price: string | null;
  negotiable: boolean;
  rejection_reason: string | null;
  thumbnail_key: string | null;
  saves: number;
  views: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export async function countMyListingsByState(
  db: Orm,
  seller: Seller,
): Promise<{ state: TDashboardListingState; n: number }[]> {
  return rowsOf(
    db,
    sql`SELECT ${STATE} AS state, count(*)::int AS n FROM posts p WHERE ${MINE(seller)} GROUP BY 1`,
  );
}

export async function listMyListings(
  db: Orm,
  seller: Seller,
  { state, limit, offset }: { state?: TDashboardListingState; limit: number; offset: number },
): Promise<DashboardListingRow[]> {
  const byState = state === undefined ? sql`` : sql` AND ${STATE} = ${state}`;
  return rowsOf(
    db,
    sql`SELECT p.id, p.title, ${STATE} AS state, p.price_minor, p.custom_price, p.negotiable,
          p.rejection_reason, p.created_at, p.updated_at, p.view_count AS views,
          (SELECT m.storage_key FROM post_media m WHERE m.post_id = p.id
             ORDER BY m.is_primary DESC, m.position LIMIT 1) AS thumbnail_key,
          (SELECT count(*)::int FROM saved_posts s WHERE s.post_id = p.id) AS saves
        FROM posts p
        WHERE ${MINE(seller)}${byState}
        ORDER BY p.seq DESC
        LIMIT ${limit} OFFSET ${offset}`,
  );
}

export interface NewestOrganisationRow {
  id: string;
  name: string;
  org_type: string;
  city: string | null;
  members: number;
  created_at: Date | string;
}

export async function readAdminOverview(db: Orm, newest: number) {
  const [[counts], organisations] = await Promise.all([
    rowsOf<{ organisations: number; users: number }>(
      db,
      sql`SELECT
            (SELECT count(*)::int FROM tenants WHERE parent_id IS NULL) AS organisations,
            (SELECT count(*)::int FROM users WHERE deleted_at IS NULL) AS users`,
    ),
    rowsOf<NewestOrganisationRow>(
      db,
      sql`SELECT t.id, t.name, t.org_type, t.city, t.created_at,
            (SELECT count(*)::int FROM memberships m WHERE m.tenant_id = t.id) AS members
          FROM tenants t WHERE t.parent_id IS NULL
          ORDER BY t.created_at DESC, t.id LIMIT ${newest}`,
    ),
  ]);
  return {
    counts: counts ?? { organisations: 0, users: 0 },
    organisations,
  };
}

// The listing-performance report (contract reports.ts, docs/reports.md): a period of whole days in
// the report's time zone, [lo, hi) as instants; views from post_daily_views, the rest from the
// rows buyers made (a save, a buyer's message about the listing, an offer) in the period.

interface Period {
  from: string;
  to: string;
}
const bounds = ({ from, to }: Period) => ({
  lo: sql`((${from}::date)::timestamp AT TIME ZONE ${REPORT_TIME_ZONE})`,
  hi: sql`((${to}::date + 1)::timestamp AT TIME ZONE ${REPORT_TIME_ZONE})`,
});
const dayOf = (column: SQL) => sql`(${column} AT TIME ZONE ${REPORT_TIME_ZONE})::date`;

export interface PerformanceRow {
  post_id: string;
  title: string;
  views: number;
  saves: number;
  chats: number;
  offers: number;
}

/** Each of the seller's listings (not removed) with its counts for the period, most viewed first. */
export async function listingPerformance(
  db: Orm,
  seller: Seller,
  period: Period,
): Promise<PerformanceRow[]> {
  const { lo, hi } = bounds(period);
  return rowsOf(
    db,
    sql`SELECT p.id AS post_id, p.title,
          COALESCE((SELECT sum(d.views) FROM post_daily_views d
                     WHERE d.post_id = p.id AND d.day BETWEEN ${period.from}::date AND ${period.to}::date), 0)::int AS views,
          (SELECT count(*) FROM saved_posts s
            WHERE s.post_id = p.id AND s.created_at >= ${lo} AND s.created_at < ${hi})::int AS saves,
          (SELECT count(DISTINCT m.room_id) FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id
            WHERE m.context_post_id = p.id AND m.sender_id = r.buyer_id
              AND m.created_at >= ${lo} AND m.created_at < ${hi})::int AS chats,
          (SELECT count(*) FROM chat_offers o
            WHERE o.post_id = p.id AND o.created_at >= ${lo} AND o.created_at < ${hi})::int AS offers
        FROM posts p
        WHERE ${MINE(seller)}
        ORDER BY views DESC, p.seq DESC`,
  );
}

export interface PerformanceDayRow {
  day: string;
  views: number;
  saves: number;
  chats: number;
  offers: number;
}

/**
 * The period's days with what happened on each, over all the seller's listings (days without
 * anything are absent). A conversation counts on each day a buyer wrote in it, once per listing.
 */
export async function listingPerformanceByDay(
  db: Orm,
  seller: Seller,
  period: Period,
): Promise<PerformanceDayRow[]> {
  const { lo, hi } = bounds(period);
  return rowsOf(
    db,
    sql`WITH mine AS (SELECT p.id FROM posts p WHERE ${MINE(seller)})
        SELECT to_char(x.day, 'YYYY-MM-DD') AS day, sum(x.views)::int AS views,
               sum(x.saves)::int AS saves, sum(x.chats)::int AS chats, sum(x.offers)::int AS offers
        FROM (
          SELECT d.day, d.views, 0 AS saves, 0 AS chats, 0 AS offers
            FROM post_daily_views d JOIN mine ON mine.id = d.post_id
           WHERE d.day BETWEEN ${period.from}::date AND ${period.to}::date
          UNION ALL
          SELECT ${dayOf(sql`s.created_at`)}, 0, count(*), 0, 0
            FROM saved_posts s JOIN mine ON mine.id = s.post_id
           WHERE s.created_at >= ${lo} AND s.created_at < ${hi} GROUP BY 1
          UNION ALL
          SELECT ${dayOf(sql`m.created_at`)}, 0, 0, count(DISTINCT m.room_id), 0
            FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id
            JOIN mine ON mine.id = m.context_post_id
           WHERE m.sender_id = r.buyer_id AND m.created_at >= ${lo} AND m.created_at < ${hi}
           GROUP BY 1, m.context_post_id
          UNION ALL
          SELECT ${dayOf(sql`o.created_at`)}, 0, 0, 0, count(*)
            FROM chat_offers o JOIN mine ON mine.id = o.post_id
           WHERE o.created_at >= ${lo} AND o.created_at < ${hi} GROUP BY 1
        ) x
        GROUP BY x.day ORDER BY x.day`,
  );
}
