import { POST_COUNT_CAP, type TPostStatus } from '@dawa/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Which listings a list may show:
 * - public: listed in the marketplace (ACTIVE and APPROVED), the shape every partial index serves;
 * - owner: the seller's own, every status but REMOVED (optionally one status);
 * - saved: the viewer's favourites that are still listed or were sold.
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
  return { text: words.join(' '), tsquery: words.map((w) => `${w}:*`).join(' & ') };
}

/** Relevance: full-text rank (title weighs more) plus how closely the words match the title. */
function rankOf(search: SearchTerms): SQL {
  return sql`(ts_rank_cd(p.search_vector, to_tsquery('simple', ${search.tsquery})) + word_similarity(${search.text}, lower(p.title)))::float8`;
}

function scopeConditions(scope: PostScope): SQL[] {
  switch (scope.kind) {
    case 'public':
      // Written exactly like the partial indexes' predicate, so the planner can use them.
      return [sql`p.status = 'ACTIVE' AND p.compliance_status = 'APPROVED'`];
    case 'owner':
      return [
        sql`p.created_by = ${scope.ownerId}`,
        scope.status ? sql`p.status = ${scope.status}` : sql`p.status <> 'REMOVED'`,
      ];
    case 'saved':
      return [
        sql`sp.user_id = ${scope.userId}`,
        sql`p.status IN ('ACTIVE', 'SOLD') AND p.compliance_status = 'APPROVED'`,
      ];
  }
}

/** Every condition but the price bounds (the price range answers for the filter without them). */
function filterConditions(f: PostListFilter): SQL[] {
  const conditions = scopeConditions(f.scope);
  if (f.categoryId) conditions.push(sql`p.category_id = ${f.categoryId}`);
  if (f.subCategoryId) conditions.push(sql`p.sub_category_id = ${f.subCategoryId}`);
  if (f.createdBy && f.scope.kind !== 'owner') conditions.push(sql`p.created_by = ${f.createdBy}`);
  if (f.search) {
    // Whole words or their beginnings through the full-text index, typos through the trigram one.
    conditions.push(
      sql`(p.search_vector @@ to_tsquery('simple', ${f.search.tsquery}) OR lower(p.title) %> ${f.search.text})`,
    );
  }
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

/** The page, the capped count and the price range of one list request. */
export function postListStatements(f: PostListFilter): { page: SQL; count: SQL; priceRange: SQL } {
  const base = filterConditions(f);
  const filtered = [...base, ...priceConditions(f)];
  const seq = seqOf(f);
  const rank = f.search ? rankOf(f.search) : null;

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

  const page = sql`
    SELECT ${POST_COLUMNS}, ${isSaved} AS is_saved, ${seq}::float8 AS sort_seq,
      ${rank ?? sql`NULL::float8`} AS sort_rank
    FROM ${from(f)}
    WHERE ${where([...filtered, ...seek])}
    ORDER BY ${order}
    LIMIT ${f.limit + 1} OFFSET ${offset}`;
  const count = sql`
    SELECT count(*)::int AS total FROM (
      SELECT 1 FROM ${from(f)} WHERE ${where(filtered)} LIMIT ${POST_COUNT_CAP}
    ) capped`;
  const priceRange = sql`
    SELECT min(p.price_minor)::float8 AS min_price, max(p.price_minor)::float8 AS max_price
    FROM ${from(f)} WHERE ${where(base)}`;
  return { page, count, priceRange };
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
  p.rejection_reason, p.created_by, p.created_at, p.updated_at,
  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'key', m.storage_key, 'name', m.name,
      'isPrimary', m.is_primary) ORDER BY m.is_primary DESC, m.position), '[]'::json)
    FROM post_media m WHERE m.post_id = p.id) AS medias`);
