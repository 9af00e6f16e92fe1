import { POST_COUNT_CAP, type TPostStatus } from '@dawa/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Which listings a list may show:
 * - public: listed in the marketplace (ACTIVE and APPROVED, seller not disabled), the shape every
 *   partial index serves;
 * - owner: the seller's own, every status but REMOVED (optionally one status);
 * - saved: the viewer's favourites that are still listed or were sold (seller not disabled).
 */
export type PostScope =
  | { kind: 'public' }
  | { kind: 'owner'; ownerId: string; status?: TPostStatus }
  | { kind: 'saved'; userId: string };

/** Where the previous page ended: the sort key of its last row. */
export interface PostKeyset {
  /** Listings before the next page (the answer's `cursor`). */
  offset: number;
  seq: number;
  /** Search relevance of the last row; present exactly when the list is a search. */
  rank?: number;
  /** The search ran in typo mode (see SearchTerms.fuzzy), so the next pages do too. */
  fuzzy?: boolean;
  /** A search so broad it runs newest first (see SearchTerms.order). */
  recent?: boolean;
}

export interface PostListFilter {
  scope: PostScope;
  /** Marks `isSavedPost`; null for guests. */
  viewerId: string | null;
  search?: SearchTerms;
  categoryId?: string;
  subCategoryId?: string;
  createdBy?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  limit: number;
  /** A keyset to seek from, or a plain offset to skip (first page: offset 0). */
  from: PostKeyset | { offset: number };
}

/** The search words, cleaned: only letters and digits of any script reach SQL. */
export interface SearchTerms {
  /** Lower-cased words joined by single spaces: compared by trigram similarity to titles. */
  text: string;
  /** Every word as a prefix, all required: `amox:* & 500:*`. */
  tsquery: string;
  /**
   * Most relevant first, or newest first when the words are so common that more than
   * POST_COUNT_CAP listings have them: ranking that many would cost more than it tells.
   */
  order: 'relevance' | 'recent';
  /**
   * Typo mode: also match titles that merely resemble the words (trigram similarity). Used only
   * when no listing has the words themselves, because comparing trigrams costs far more per row.
   */
  fuzzy: boolean;
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** Null when nothing searchable is left (punctuation only): the list is then not a search. */
export function toSearchTerms(searchKey: string | undefined): SearchTerms | null {
  if (!searchKey) return null;
  const words = searchKey
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return null;
  return {
    text: words.join(' '),
    tsquery: words.map((w) => `${w}:*`).join(' & '),
    order: 'relevance',
    fuzzy: false,
  };
}

/**
 * Relevance: the full-text rank (title weighs more than description). In typo mode a listing that
 * has the words still ranks above one whose title only resembles them, ranked by how closely.
 */
function rankOf(search: SearchTerms): SQL {
  const query = sql`to_tsquery('simple', ${search.tsquery})`;
  if (!search.fuzzy) return sql`ts_rank(p.search_vector, ${query})::float8`;
  return sql`(CASE WHEN p.search_vector @@ ${query} THEN 1 + ts_rank(p.search_vector, ${query}) ELSE word_similarity(${search.text}, lower(p.title)) END)::float8`;
}

function scopeConditions(scope: PostScope): SQL[] {
  switch (scope.kind) {
    case 'public':
      // Written exactly like the partial indexes' predicate (PUBLIC_POST), so the planner can use
      // them; a disabled or deleted seller's listings are out of those indexes.
      return [
        sql`p.status = 'ACTIVE' AND p.compliance_status = 'APPROVED' AND NOT p.seller_hidden`,
      ];
    case 'owner':
      return [
        sql`p.created_by = ${scope.ownerId}`,
        scope.status ? sql`p.status = ${scope.status}` : sql`p.status <> 'REMOVED'`,
      ];
    case 'saved':
      return [
        sql`sp.user_id = ${scope.userId}`,
        sql`p.status IN ('ACTIVE', 'SOLD') AND p.compliance_status = 'APPROVED'`,
        sql`NOT p.seller_hidden`,
      ];
  }
}

/** The scope and the category and seller filters: everything but the words and the prices. */
function placeConditions(f: PostListFilter): SQL[] {
  const conditions = scopeConditions(f.scope);
  if (f.categoryId) conditions.push(sql`p.category_id = ${f.categoryId}`);
  if (f.subCategoryId) conditions.push(sql`p.sub_category_id = ${f.subCategoryId}`);
  if (f.createdBy && f.scope.kind !== 'owner') conditions.push(sql`p.created_by = ${f.createdBy}`);
  return conditions;
}

/** Whole words or their beginnings through the full-text index, typos through the trigram one. */
function searchCondition(search: SearchTerms): SQL {
  const words = sql`p.search_vector @@ to_tsquery('simple', ${search.tsquery})`;
  return search.fuzzy ? sql`(${words} OR lower(p.title) %> ${search.text})` : words;
}

/** Every condition but the price bounds (the price range answers for the filter without them). */
function filterConditions(f: PostListFilter): SQL[] {
  const conditions = placeConditions(f);
  if (f.search) conditions.push(searchCondition(f.search));
  return conditions;
}

function priceConditions(f: PostListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.minPriceMinor !== undefined) conditions.push(sql`p.price_minor >= ${f.minPriceMinor}`);
  if (f.maxPriceMinor !== undefined) conditions.push(sql`p.price_minor <= ${f.maxPriceMinor}`);
  return conditions;
}

const from = (f: PostListFilter) =>
  f.scope.kind === 'saved' ? sql`posts p JOIN saved_posts sp ON sp.post_id = p.id` : sql`posts p`;

const where = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/** The column the list is ordered by (newest first) and its keyset continues from. */
const seqOf = (f: PostListFilter) => (f.scope.kind === 'saved' ? sql`sp.seq` : sql`p.seq`);

/** Rows of a price index's end a search's price range looks at before aggregating its matches. */
const PRICE_PROBE_ROWS = 2000;

/**
 * The page, the capped count and the price range of one list request (run independently).
 * `priceProbeRows`: see priceRangeOf (tests make it small to reach the aggregate).
 */
export function postListStatements(
  f: PostListFilter,
  priceProbeRows = PRICE_PROBE_ROWS,
): { page: SQL; count: SQL; priceRange: SQL } {
  const base = filterConditions(f);
  const filtered = [...base, ...priceConditions(f)];
  const seq = seqOf(f);
  const rank = f.search?.order === 'relevance' ? rankOf(f.search) : null;

  const seek: SQL[] = [];
  let offset = 0;
  if ('seq' in f.from) {
    seek.push(
      rank && f.from.rank !== undefined
        ? sql`(${rank}, ${seq}) < (${f.from.rank}::float8, ${f.from.seq})`
        : sql`${seq} < ${f.from.seq}`,
    );
  } else {
    offset = f.from.offset;
  }

  const isSaved = f.viewerId
    ? sql`EXISTS (SELECT 1 FROM saved_posts s WHERE s.user_id = ${f.viewerId} AND s.post_id = p.id)`
    : sql`false`;
  const order = rank ? sql`${rank} DESC, ${seq} DESC` : sql`${seq} DESC`;

  // The top rows are picked by id and sort key alone; only those few are then read in full
  // (their images, whether the viewer saved them), never the whole match set.
  const page = sql`
    SELECT ${POST_COLUMNS}, ${isSaved} AS is_saved, ${ownerStats(f.viewerId)},
      top.sort_seq, top.sort_rank
    FROM (
      SELECT p.id, ${seq}::float8 AS sort_seq, ${rank ?? sql`NULL::float8`} AS sort_rank
      FROM ${from(f)}
      WHERE ${where([...filtered, ...seek])}
      ORDER BY ${order}
      LIMIT ${f.limit + 1} OFFSET ${offset}
    ) top
    JOIN posts p ON p.id = top.id
    ORDER BY top.sort_rank DESC NULLS LAST, top.sort_seq DESC`;
  const count = sql`
    SELECT count(*)::int AS total FROM (
      SELECT 1 FROM ${from(f)} WHERE ${where(filtered)} LIMIT ${POST_COUNT_CAP}
    ) capped`;
  return { page, count, priceRange: priceRangeOf(f, base, priceProbeRows) };
}

/**
 * The lowest and highest price of the filter without its price bounds. Over the marketplace or a
 * category, they are read off a price index's two ends: matches are dense there, so each walk
 * stops within a few rows. A search too broad to rank may still have its matches anywhere along
 * the price index (a cheap medicine's dearest listing can sit 350,000 rows from the dear end), so
 * only the cheapest and dearest few thousand listings of the place are checked for matches; an
 * end that has none is taken from the matches themselves, aggregated once (and only when needed).
 * Selective filters (a ranked search, a seller, the owner's or saved lists) aggregate their
 * matches directly.
 */
function priceRangeOf(f: PostListFilter, base: SQL[], probeRows: number): SQL {
  const isIndexed = f.scope.kind === 'public' && !f.createdBy;
  if (isIndexed && !f.search)
    return sql`
      SELECT min(p.price_minor)::float8 AS min_price, max(p.price_minor)::float8 AS max_price
      FROM posts p WHERE ${where(base)}`;
  const aggregate = sql`
    SELECT min(p.price_minor + 0)::float8 AS min_price, max(p.price_minor + 0)::float8 AS max_price
    FROM ${from(f)} WHERE ${where(base)}`;
  // A ranked search has fewer than POST_COUNT_CAP matches: aggregating them is the cheap way.
  if (!isIndexed || !f.search || f.search.order !== 'recent') return aggregate;
  const place = where([...placeConditions(f), sql`p.price_minor IS NOT NULL`]);
  const words = searchCondition(f.search);
  const end = (fn: SQL, direction: SQL) => sql`(
    SELECT ${fn}(p.price_minor)::float8 FROM (
      SELECT * FROM posts p WHERE ${place}
      ORDER BY p.price_minor ${direction} LIMIT ${probeRows}
    ) p WHERE ${words})`;
  // A CTE runs when first read: the COALESCEs read it only for an end its probe missed.
  return sql`
    WITH matches AS MATERIALIZED (${aggregate})
    SELECT
      coalesce(${end(sql`min`, sql`ASC`)}, (SELECT min_price FROM matches)) AS min_price,
      coalesce(${end(sql`max`, sql`DESC`)}, (SELECT max_price FROM matches)) AS max_price`;
}

/**
 * A listing row with its images (primary first, then the seller's order), as posts.repo maps it.
 * Money and sequence numbers are cast to float8 so both drivers hand back plain numbers.
 */
export const POST_COLUMNS = sql.raw(`p.id, p.title, p.description, p.category_id, p.sub_category_id,
  p.condition, p.price_minor::float8 AS price_minor, p.custom_price, p.negotiable, p.contact_phone,
  p.location, p.bulk_available, p.bulk_price_minor::float8 AS bulk_price_minor, p.bulk_quantity,
  p.delivery_available, p.delivery_note, p.additional_note, p.user_sell_policy,
  p.user_terms_and_conditions, p.warranty_note, p.color, p.size, p.status, p.compliance_status,
  p.rejection_reason, p.created_by, p.seller_hidden, p.created_at, p.updated_at,
  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'key', m.storage_key, 'name', m.name,
      'isPrimary', m.is_primary) ORDER BY m.is_primary DESC, m.position), '[]'::json)
    FROM post_media m WHERE m.post_id = p.id) AS medias`);

/**
 * The listing's views and saves, for its seller only: null (and so never sent) for anyone else,
 * and for them not even counted.
 */
export function ownerStats(viewerId: string | null): SQL {
  if (!viewerId) return sql`NULL::int AS view_count, NULL::int AS save_count`;
  return sql`CASE WHEN p.created_by = ${viewerId} THEN p.view_count END AS view_count,
    CASE WHEN p.created_by = ${viewerId}
      THEN (SELECT count(*)::int FROM saved_posts so WHERE so.post_id = p.id) END AS save_count`;
}
