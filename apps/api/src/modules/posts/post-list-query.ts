import { POST_COUNT_CAP, rolesWith, type TPostSort, type TPostStatus } from '@dawa/contract';
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/pg-errors.ts';

/**
 * Which listings a list may show:
 * - public: listed in the marketplace (ACTIVE and APPROVED, seller not disabled), the shape every
 *   partial index serves;
 * - owner: the author's own, every status but REMOVED (optionally one status): those they sell on
 *   their own account and those of organisations they still manage listings for;
 * - organisation: an organisation's, whoever posted them, every status but REMOVED (the caller is
 *   its member: the route's access entered it, docs/decisions/018);
 * - saved: the viewer's favourites that are still listed, were sold or expired (seller not
 *   disabled): the list shows the last two as no longer available.
 */
export type PostScope =
  | { kind: 'public' }
  | { kind: 'owner'; ownerId: string; status?: TPostStatus }
  | { kind: 'organisation'; tenantId: string; status?: TPostStatus }
  | { kind: 'saved'; userId: string };

/** Where the previous page ended: the sort key of its last row. */
export interface PostKeyset {
  /** Listings before the next page (the answer's `cursor`). */
  offset: number;
  seq: number;
  /** Search relevance of the last row; present exactly when the list is ranked. */
  rank?: number;
  /** Sent by earlier versions for typo mode; typos are now corrected per request (ignored). */
  fuzzy?: boolean;
  /** A search so broad it runs newest first (see SearchTerms.order). */
  recent?: boolean;
  /** A price order: the last row's price (minor units; null for a listing without one). */
  price?: { order: 'asc' | 'desc'; value: number | null };
}

/** The order a list runs in (ZPostSort after effectivePostSort). */
export type PostOrder = TPostSort;

export interface PostListFilter {
  scope: PostScope;
  /** Marks `isSavedPost`; null for guests. */
  viewerId: string | null;
  /** The organisation the viewer acts for: its listings show their counts (ownerStats). */
  viewerOrganisationId?: string | null;
  /** A shop's listings: its organisation's, or its owner's own (docs/decisions/018). */
  shop?: { tenantId: string } | { ownerId: string };
  search?: SearchTerms;
  /** Text the listing's location contains (case-insensitive). */
  location?: string;
  categoryId?: string;
  subCategoryId?: string;
  createdBy?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  /**
   * Listings expiring on or after this day (`YYYY-MM-DD`, the shelf-life filter); listings without
   * an expiry date are left out.
   */
  expiresOnOrAfter?: string;
  /** Absent: relevance when searching, newest otherwise. `relevance` needs `search`. */
  sort?: PostOrder;
  limit: number;
  /** A keyset to seek from, or a plain offset to skip (first page: offset 0). */
  from: PostKeyset | { offset: number };
}

/** The search words, cleaned: only letters and digits of any script reach SQL. */
export interface SearchTerms {
  /** Lower-cased words (at most MAX_WORDS), each all letters and digits. */
  words: string[];
  /**
   * Most relevant first, or newest first when the words are so common that POST_COUNT_CAP or more
   * listings have them: ranking that many would cost more than it tells. A first page decides it
   * from its own count (in the same statement); later pages take it from their cursor.
   */
  order: 'relevance' | 'recent' | 'decide';
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** How many vocabulary words a misspelt word may turn into, and how close they must be. */
const CORRECTIONS = 3;
const MAX_TRIGRAM_DISTANCE = 0.65;
/**
 * How many listings a broad search's price-order page walks along the price index before reading
 * its matches instead (see pricePage).
 */
const PRICE_WALK_ROWS = 5_000;
/**
 * Common words (probeWalk): how many of the newest listings are probed, the share of them that
 * must have the words, and how many listings the walk reads at most to find the cap's matches.
 */
const PROBE_ROWS = 300;
const PROBE_SHARE = 0.15;
const WALK_ROWS = 70_000;
/** How many vocabulary words a number may expand to (500 → 500, 500mg, 500ml, ...). */
const NUMBER_EXPANSIONS = 50;

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
  return { words, order: 'decide' };
}

/**
 * One search word as a tsquery, through the vocabulary (search_words):
 * - a word of one or two letters followed by another word matches itself only;
 * - a number matches itself and the words that continue it with a letter ("500" finds 500 and
 *   500mg, never 5000 nor 50012);
 * - a word some vocabulary word begins with matches as a prefix ("amox" finds amoxicillin);
 * - any other word is taken for a typo and replaced by its nearest vocabulary words by trigram
 *   distance (GiST, a few index pages), or matches nothing when none is near.
 */
function wordQuery(word: string, { typedPast }: { typedPast: boolean }): SQL {
  const literal = (w: SQL) => sql`quote_literal(${w})`;
  // A word of one or two letters the searcher has typed past ("of" in "box of 100") is taken
  // whole: as a prefix it would be every word beginning so, a GIN scan of most of the listings
  // (1.6 s against 0.4 s at a million). Still being typed (the last word), it stays a prefix.
  if (typedPast && /^\p{L}{1,2}$/u.test(word))
    return sql`to_tsquery('simple', ${literal(sql`${word}::text`)})`;
  if (/^\p{N}+$/u.test(word)) {
    const next = word.length + 1;
    return sql`to_tsquery('simple', coalesce((
      SELECT string_agg(${literal(sql`v.word`)}, ' | ') FROM (
        SELECT sw.word FROM search_words sw
        WHERE sw.word LIKE ${`${escapeLike(word)}%`}
          AND (sw.word = ${word} OR substr(sw.word, ${next}, 1) !~ '[0-9]')
        ORDER BY sw.word LIMIT ${NUMBER_EXPANSIONS}) v), ${literal(sql`${word}::text`)}))`;
  }
  return sql`to_tsquery('simple', CASE
    WHEN EXISTS (SELECT 1 FROM search_words sw WHERE sw.word LIKE ${`${escapeLike(word)}%`})
      THEN ${literal(sql`${word}::text`)} || ':*'
    ELSE coalesce((
      SELECT string_agg(${literal(sql`v.word`)} || ':*', ' | ') FROM (
        SELECT sw.word, sw.word <-> ${word}::text AS distance FROM search_words sw
        ORDER BY sw.word <-> ${word}::text LIMIT ${CORRECTIONS}) v
      WHERE v.distance <= ${MAX_TRIGRAM_DISTANCE}), ${literal(sql`${word}::text`)})
    END)`;
}

/** Every word required: the tsquery a search runs, built once per statement. */
export function searchQuery(search: SearchTerms): SQL {
  return sql.join(
    search.words.map((w, i) => sql`(${wordQuery(w, { typedPast: i < search.words.length - 1 })})`),
    sql` && `,
  );
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
        // An organisation's listing stays the author's while they may still manage it.
        sql`(p.tenant_id IS NULL OR p.tenant_id IN (SELECT m.tenant_id FROM memberships m
          WHERE m.user_id = ${scope.ownerId} AND m.role IN (${sql.join(
            rolesWith('listings.manage').map((role) => sql`${role}`),
            sql`, `,
          )})))`,
        scope.status ? sql`p.status = ${scope.status}` : sql`p.status <> 'REMOVED'`,
      ];
    case 'organisation':
      return [
        sql`p.tenant_id = ${scope.tenantId}`,
        scope.status ? sql`p.status = ${scope.status}` : sql`p.status <> 'REMOVED'`,
      ];
    case 'saved':
      return [
        sql`sp.user_id = ${scope.userId}`,
        sql`p.status IN ('ACTIVE', 'SOLD', 'EXPIRED') AND p.compliance_status = 'APPROVED'`,
        sql`NOT p.seller_hidden`,
      ];
  }
}

/**
 * A category or sub-category as the search index holds it (migration 0021: the listing's two
 * category ids as one array beside its words and place), so that GIN intersects the words with it
 * inside the index; the equality keeps the answer exact (the array holds both ids).
 */
const inSearchIndex = (column: SQL, id: string) =>
  sql`ARRAY[p.category_id, p.sub_category_id] @> ARRAY[${id}::uuid] AND ${column} = ${id}`;

/**
 * The scope, category, seller and location filters: everything but the words and the prices.
 * `withWords`: for the statement that reads a search's matches through the search index.
 */
function placeConditions(f: PostListFilter, { withWords = false } = {}): SQL[] {
  const conditions = scopeConditions(f.scope);
  const category = (column: SQL, id: string) =>
    withWords ? inSearchIndex(column, id) : sql`${column} = ${id}`;
  if (f.categoryId) conditions.push(category(sql`p.category_id`, f.categoryId));
  if (f.subCategoryId) conditions.push(category(sql`p.sub_category_id`, f.subCategoryId));
  if (f.createdBy && f.scope.kind === 'public') conditions.push(sql`p.created_by = ${f.createdBy}`);
  if (f.shop) {
    conditions.push(
      'tenantId' in f.shop
        ? sql`p.tenant_id = ${f.shop.tenantId}`
        : sql`p.created_by = ${f.shop.ownerId} AND p.tenant_id IS NULL`,
    );
  }
  if (f.location) {
    conditions.push(sql`lower(p.location) LIKE ${`%${escapeLike(f.location.toLowerCase())}%`}`);
  }
  if (f.expiresOnOrAfter !== undefined) {
    // NULL >= date is not true: listings without an expiry date are left out.
    conditions.push(sql`p.expiry_date >= ${f.expiresOnOrAfter}::date`);
  }
  return conditions;
}

function priceConditions(f: PostListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.minPriceMinor !== undefined) conditions.push(sql`p.price_minor >= ${f.minPriceMinor}`);
  if (f.maxPriceMinor !== undefined) conditions.push(sql`p.price_minor <= ${f.maxPriceMinor}`);
  return conditions;
}

const where = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);

/** The order of a filter: `sort` when given (relevance only for a search), else the default. */
export function orderOf(f: Pick<PostListFilter, 'sort' | 'search'>): PostOrder {
  if (f.sort === undefined || f.sort === 'relevance') return f.search ? 'relevance' : 'newest';
  return f.sort;
}

/**
 * Whether the list reads its matches once into a working set (searches, a seller's or the viewer's
 * own lists: sets the count's cap bounds or that are small) rather than walking the partial indexes
 * of the whole marketplace or a category in order (millions of rows). A location alone walks too:
 * half the listings may be in the city named, and the planner (with the statistics of migration
 * 0019) picks the trigram index itself for a rare place.
 */
const readsMatchesOnce = (f: PostListFilter) =>
  !!f.search || !!f.createdBy || !!f.shop || f.scope.kind !== 'public';

/**
 * A marketplace browse (no words) narrowed by a filter its walk cannot seek: a place, a shelf life,
 * or price bounds in newest order. Walking the newest-first index and filtering could read every
 * listing of the category when few match (a shelf life in an equipment category: none), so it reads
 * its matches once like a search (at most the cap; through the search index for a place) and walks
 * only when they reach the cap (then they are dense enough for a short walk).
 */
const narrowsBrowse = (f: PostListFilter) =>
  !readsMatchesOnce(f) &&
  (!!f.location ||
    f.expiresOnOrAfter !== undefined ||
    (orderOf(f) === 'newest' && (f.minPriceMinor !== undefined || f.maxPriceMinor !== undefined)));

/** Rows of the answer: the page's listings, each carrying the list's count and price ends. */
export interface ListedRow {
  sort_seq: number;
  sort_rank: number | null;
  sort_price: number | null;
  total: number;
  min_price: number | null;
  max_price: number | null;
  /** The search ran newest first (too broad to rank). */
  recent: boolean;
}

/**
 * The one statement of a list request: the page (keyset or offset), the count (capped at
 * POST_COUNT_CAP) and the price slider's ends, from one pass over the matches.
 *
 * Searches and other selective lists read their matches once into a materialised working set
 * (id, sort keys, price); the count, the trimmed price ends and the page are computed from it.
 * The marketplace or a category without words is read along the partial indexes instead (newest:
 * seq; price orders: price then seq), the count stops at the cap, and the price ends are read off
 * the price index. A page with no rows still answers one row with the count and ends (id null).
 *
 * Price ends: the prices at rank k+1 from each end, k = floor(2 % × min(priced matches, cap)),
 * so a few absurd prices never stretch the slider; fewer than 50 priced matches: min and max.
 */
export function postListStatement(f: PostListFilter, cap: number = POST_COUNT_CAP): SQL {
  const order = orderOf(f);
  const place = placeConditions(f);
  const bounds = priceConditions(f);
  const narrowed = narrowsBrowse(f);
  const materialised = readsMatchesOnce(f) || narrowed;
  const seqExpr = f.scope.kind === 'saved' ? sql`sp.seq` : sql`p.seq`;
  const fromClause =
    f.scope.kind === 'saved' ? sql`posts p JOIN saved_posts sp ON sp.post_id = p.id` : sql`posts p`;
  const query = f.search ? sql`(SELECT tsq FROM q)` : null;
  const isRanked = order === 'relevance' && query !== null;
  const recentKnown =
    'seq' in f.from
      ? f.from.recent === true
      : !f.search || f.search.order === 'decide'
        ? null
        : f.search.order === 'recent';
  // Ranking is skipped when the search is known to be too broad to rank (later pages).
  const rankExpr =
    isRanked && recentKnown !== true
      ? sql`ts_rank(p.search_vector, ${query})::float8`
      : sql`NULL::float8`;

  const ctes: SQL[] = [];
  if (query && f.search) ctes.push(sql`q AS MATERIALIZED (SELECT ${searchQuery(f.search)} AS tsq)`);

  // The source the page, count and ends read: the working set, or the posts table itself.
  let source: SQL;
  let sourceWhere: SQL[];
  let seqCol: SQL;
  let rankCol: SQL;
  // A search (or a narrowed browse) reads at most `cap` matches: fewer are all of them (the page,
  // count and ends are exact); `cap` or more make it broad, and its page walks the listings newest
  // first (or along the price index) instead, so a common word never reads 200,000 rows.
  const capped = f.search || narrowed ? sql`LIMIT ${cap}` : sql``;
  const words = query ? [sql`p.search_vector @@ ${query}`] : [];
  // With price bounds the count and page read the bounded matches (`mb`), the slider's ends all.
  const bounded = materialised && (!!f.search || narrowed) && bounds.length > 0;
  // A browse narrowed by price bounds alone reads the slider's ends off the price index (exact and
  // a few index pages); by a place or a shelf life, from its matches (`m`).
  const endsOffIndex = narrowed && !f.location && f.expiresOnOrAfter === undefined;
  if (materialised) {
    const read = (conditions: SQL[]) => sql`SELECT p.id, ${seqExpr}::float8 AS seq,
        p.price_minor::float8 AS price_minor, ${rankExpr} AS rank
      FROM ${fromClause} WHERE ${where(conditions)} ${capped}`;
    // A search's matches come through the search index, narrowed inside it by category and place;
    // so do a browse's in a place (the index holds the categories and the place without words).
    const placeOfWords =
      f.search || (narrowed && f.location) ? placeConditions(f, { withWords: true }) : place;
    // The bounded matches (`mb`) are the matches (`m`) within the bounds when `m` holds them all
    // (under the cap): read once, not twice. `full` is null for `m`, else whether `m` is capped.
    const matches = (name: 'm' | 'mb', withBounds: boolean) => {
      const narrowing = withBounds ? bounds : [];
      const full = withBounds && !endsOffIndex ? sql`((SELECT count(*) FROM m) >= ${cap})` : null;
      const fromM = full
        ? sql`SELECT * FROM m p WHERE NOT ${full} AND ${where(bounds)} UNION ALL `
        : sql``;
      const gate = full ? sql` AND ${full}` : sql``;
      const indexed = read([...placeOfWords, ...words, ...narrowing]);
      // A marketplace search first looks whether its words are common (probeWalk): then the
      // newest listings hold `cap` matches within a bounded walk, and the search index (whose
      // cost grows with every listing having each word, 0.2–0.4 s for "box of 100") is not read.
      // Only over the whole marketplace: in a category the search index intersects the words with
      // it (a few thousand matches), and the planner would read a whole category to walk it.
      if (!query || f.scope.kind !== 'public' || f.createdBy || f.categoryId || f.subCategoryId) {
        return sql`${sql.raw(name)} AS MATERIALIZED (${fromM}
          SELECT * FROM (${indexed}) i WHERE true${gate})`;
      }
      const walk = sql.raw(`${name}_walk`);
      const { seekable, filters } = walkable(f);
      return sql`${walk} AS MATERIALIZED (${probeWalk({
        seekable,
        filters: [...filters, ...narrowing, sql`p.search_vector @@ ${query}`],
        cap,
        ...(full && { gate: full }),
      })}),
      ${sql.raw(name)} AS MATERIALIZED (${fromM}
        SELECT * FROM ${walk} WHERE (SELECT count(*) FROM ${walk}) >= ${cap}${gate}
        UNION ALL
        SELECT * FROM (${indexed}) i WHERE (SELECT count(*) FROM ${walk}) < ${cap}${gate})`;
    };
    if (!endsOffIndex) ctes.push(matches('m', false));
    if (bounded) ctes.push(matches('mb', true));
    source = endsOffIndex ? sql`posts p` : sql`m p`;
    sourceWhere = endsOffIndex ? place : [];
    seqCol = sql`p.seq`;
    rankCol = sql`p.rank`;
  } else {
    source = sql`posts p`;
    sourceWhere = place;
    // Compared uncast (the parameters take its type), so the seq and price indexes apply.
    seqCol = sql`p.seq`;
    rankCol = sql`NULL::float8`;
  }
  // The page and count read `pageSource` where `filtered` holds (with mb, the bounds are in it).
  const pageSource = bounded ? sql`mb p` : source;
  const filtered = bounded ? [] : [...sourceWhere, ...bounds];
  const priced = [...sourceWhere, sql`p.price_minor IS NOT NULL`];

  ctes.push(sql`counted AS MATERIALIZED (
    SELECT (SELECT count(*)::int FROM (SELECT 1 FROM ${pageSource} WHERE ${where(filtered)}
        LIMIT ${cap}) c) AS total,
      (SELECT floor(0.02 * count(*))::int FROM (SELECT 1 FROM ${source} WHERE ${where(priced)}
        LIMIT ${cap}) c) AS trim)`);
  const end = (direction: SQL) => sql`(SELECT p.price_minor::float8 FROM ${source}
      WHERE ${where(priced)} ORDER BY p.price_minor ${direction}
      OFFSET (SELECT trim FROM counted) LIMIT 1)`;
  // Whether the matches reach the cap (with bounds, the bounded ones), and what a cursor said.
  const atCap = sql`((SELECT total FROM counted) >= ${cap})`;
  const known = recentKnown === null ? null : sql.raw(String(recentKnown));
  const recentExpr = known ?? (isRanked ? atCap : sql`false`);
  ctes.push(sql`stats AS MATERIALIZED (
    SELECT total, ${end(sql`ASC`)} AS min_price, ${end(sql`DESC`)} AS max_price,
      ${recentExpr} AS recent FROM counted)`);

  // The page: its keys only; the listings themselves are read for these few rows at the end.
  const sortRank = isRanked
    ? sql`(CASE WHEN (SELECT recent FROM stats) THEN NULL ELSE ${rankCol} END)`
    : sql`NULL::float8`;
  const keys = sql`p.id, ${seqCol}::float8 AS sort_seq, ${sortRank} AS sort_rank,
    p.price_minor::float8 AS sort_price`;
  const offset = 'seq' in f.from ? 0 : f.from.offset;
  const window = sql`LIMIT ${f.limit + 1} OFFSET ${offset}`;
  let page: SQL;
  if (order === 'price_asc' || order === 'price_desc') {
    page = pricePage(f, order === 'price_asc', { source: pageSource, filtered, seqCol, keys });
  } else {
    const seek: SQL[] = [];
    if ('seq' in f.from) {
      seek.push(
        isRanked && f.from.rank !== undefined
          ? sql`(${sortRank}, ${seqCol}) < (${f.from.rank}::float8, ${f.from.seq})`
          : sql`${seqCol} < ${f.from.seq}`,
      );
    }
    const orderBy = isRanked ? sql`sort_rank DESC NULLS LAST, sort_seq DESC` : sql`sort_seq DESC`;
    // Without words the newest-first walk reads the seq index from its top.
    page = materialised
      ? sql`SELECT ${keys} FROM ${pageSource} WHERE ${where([...filtered, ...seek])} ORDER BY ${orderBy} ${window}`
      : sql`SELECT ${keys} FROM ${source} WHERE ${where([...filtered, ...seek])} ORDER BY ${seqExpr} DESC ${window}`;
  }
  if (query || narrowed) {
    // A broad list's page: the walk. Only one of the two pages runs (a one-time filter).
    const walk = broadPage(f, { query, place, bounds, fromClause, seqExpr, window });
    // A ranked list keeps the order its first page chose; any other decides on each page.
    const walks = (isRanked ? known : null) ?? atCap;
    page = sql`SELECT * FROM (${page}) exact WHERE NOT ${walks}
      UNION ALL SELECT * FROM (${walk}) walked WHERE ${walks}`;
  }
  ctes.push(sql`top AS (${page})`);

  const isSaved = f.viewerId
    ? sql`EXISTS (SELECT 1 FROM saved_posts s WHERE s.user_id = ${f.viewerId} AND s.post_id = p.id)`
    : sql`false`;
  const finalOrder =
    order === 'price_asc' || order === 'price_desc'
      ? priceOrderBy(sql`top.`, order === 'price_asc')
      : sql`top.sort_rank DESC NULLS LAST, top.sort_seq DESC`;
  return sql`WITH ${sql.join(ctes, sql`, `)}
    SELECT ${POST_COLUMNS}, ${isSaved} AS is_saved, ${ownerStats(f.viewerId, f.viewerOrganisationId)},
      top.sort_seq, top.sort_rank, top.sort_price,
      stats.total, stats.min_price, stats.max_price, stats.recent
    FROM stats
    LEFT JOIN top ON true
    LEFT JOIN posts p ON p.id = top.id
    ORDER BY ${finalOrder}`;
}

/**
 * The page of a search (or a narrowed browse) with `cap` or more matches: the listings newest first
 * (or in price order) along their indexes, keeping those with the words and filters. The words
 * are a filter here, never the GIN index (`IS TRUE` keeps the planner off it): a broad list's
 * matches are at least one listing in a hundred, so a page reads a few thousand rows at most,
 * where reading the matches read them all.
 */
function broadPage(
  f: PostListFilter,
  {
    query,
    place,
    bounds,
    fromClause,
    seqExpr,
    window,
  }: {
    query: SQL | null;
    place: SQL[];
    bounds: SQL[];
    fromClause: SQL;
    seqExpr: SQL;
    window: SQL;
  },
): SQL {
  const words = query ? [sql`(p.search_vector @@ ${query}) IS TRUE`] : [];
  const filtered = [...place, ...words, ...bounds];
  const keys = sql`p.id, ${seqExpr}::float8 AS sort_seq, NULL::float8 AS sort_rank,
    p.price_minor::float8 AS sort_price`;
  const order = orderOf(f);
  if (order === 'price_asc' || order === 'price_desc') {
    return pricePage(f, order === 'price_asc', {
      source: fromClause,
      filtered,
      seqCol: seqExpr,
      keys,
      // The words need not follow prices: a walk in price order is bounded, then the matches are
      // read (see pricePage).
      ...(query &&
        f.scope.kind !== 'saved' && {
          walkOf: {
            unfiltered: [...place, ...bounds],
            indexed: [...placeConditions(f, { withWords: true }), ...bounds],
            words: sql`p.search_vector @@ ${query}`,
          },
        }),
    });
  }
  const seek = 'seq' in f.from ? [sql`${seqExpr} < ${f.from.seq}`] : [];
  return sql`SELECT ${keys} FROM ${fromClause} WHERE ${where([...filtered, ...seek])}
    ORDER BY ${seqExpr} DESC ${window}`;
}

/**
 * A marketplace list's conditions split for a walk along the newest-first index: the public
 * predicate it seeks, and the rest it filters by (place, shelf life).
 */
function walkable(f: PostListFilter): { seekable: SQL[]; filters: SQL[] } {
  const seekable = scopeConditions(f.scope);
  return { seekable, filters: placeConditions(f).slice(seekable.length) };
}

/**
 * A common search's matches without the search index: a probe of the PROBE_ROWS newest listings
 * of the marketplace; when at least PROBE_SHARE of them pass the filters (the words,
 * place, shelf life, prices), a walk of at most WALK_ROWS newest listings, keeping the first `cap`
 * that pass. Answers `cap` rows exactly when the search is broad (the caller then uses them: the
 * count says cap, the price ends come from these newest matches); fewer, and the caller reads the
 * search index instead. Costs about 1.5 µs a listing walked: a word on a quarter of the listings
 * is confirmed broad in about 60 ms.
 */
function probeWalk({
  seekable,
  filters,
  cap,
  gate,
}: {
  seekable: SQL[];
  filters: SQL[];
  cap: number;
  /** Walk only when this holds (a one-time condition). */
  gate?: SQL;
}): SQL {
  const newest = (rows: number) => sql`(SELECT p.* FROM posts p WHERE ${where(seekable)}
    ORDER BY p.seq DESC LIMIT ${rows}) p`;
  const probe = sql`(SELECT count(*) FROM ${newest(PROBE_ROWS)} WHERE ${where(filters)})`;
  return sql`SELECT p.id, p.seq::float8 AS seq, p.price_minor::float8 AS price_minor,
      NULL::float8 AS rank
    FROM ${newest(WALK_ROWS)}
    WHERE ${gate ?? sql`true`} AND ${probe} >= ${Math.ceil(PROBE_ROWS * PROBE_SHARE)}
      AND ${where(filters)}
    LIMIT ${cap}`;
}

/**
 * The order of a price list over `prefix`'s sort keys: priced listings first (cheapest-first: price
 * then seq ascending; dearest-first: price then seq descending, so one (price, seq) index serves
 * both walks), then those without a price, newest first.
 */
function priceOrderBy(prefix: SQL, asc: boolean): SQL {
  const direction = asc ? sql`ASC` : sql`DESC`;
  return sql`(${prefix}sort_price IS NULL), ${prefix}sort_price ${direction},
    CASE WHEN ${prefix}sort_price IS NULL OR ${sql.raw(asc ? 'false' : 'true')} THEN -${prefix}sort_seq ELSE ${prefix}sort_seq END`;
}

/**
 * A page in price order (see priceOrderBy). The priced and unpriced parts each seek with a
 * condition their index starts from (a row comparison on (price, seq)), so a deep page costs what
 * the first one does; the unpriced part is read only when the priced one cannot fill the page.
 *
 * `walkOf` (a broad search): its words do not follow prices (a common word can be missing from the
 * cheapest thousands of listings), so the walk along the price index reads at most
 * PRICE_WALK_ROWS listings; when those hold too few matches, the matches are read through the
 * search index and sorted instead. Either way the page is the same: the walk's rows are the
 * first ones in price order.
 */
function pricePage(
  f: PostListFilter,
  asc: boolean,
  {
    source,
    filtered,
    seqCol,
    keys,
    walkOf,
  }: {
    source: SQL;
    filtered: SQL[];
    seqCol: SQL;
    keys: SQL;
    walkOf?: { unfiltered: SQL[]; indexed: SQL[]; words: SQL };
  },
): SQL {
  const price = sql`p.price_minor`;
  const from = 'seq' in f.from ? f.from : null;
  const at = from?.price;
  const offset = from ? 0 : f.from.offset;
  const rows = f.limit + 1 + offset;
  const pricedSeek: SQL[] = [sql`${price} IS NOT NULL`];
  if (from && at && at.value !== null) {
    pricedSeek.push(
      asc
        ? sql`(${price}, ${seqCol}) > (${at.value}, ${from.seq})`
        : sql`(${price}, ${seqCol}) < (${at.value}, ${from.seq})`,
    );
  }
  const unpricedSeek: SQL[] = [sql`${price} IS NULL`];
  if (from && at && at.value === null) unpricedSeek.push(sql`${seqCol} < ${from.seq}`);
  const direction = asc ? sql`ASC` : sql`DESC`;
  const byPrice = sql`ORDER BY ${price} ${direction}, ${seqCol} ${direction} LIMIT ${rows}`;
  const unpriced = sql`SELECT ${keys} FROM ${source} WHERE ${where([...filtered, ...unpricedSeek])}
    ORDER BY ${seqCol} DESC LIMIT ${rows}`;
  if (at && at.value === null) {
    return sql`SELECT * FROM (${unpriced}) u
      ORDER BY ${priceOrderBy(sql``, asc)} LIMIT ${f.limit + 1} OFFSET ${offset}`;
  }
  let priced: SQL;
  if (walkOf) {
    // The walk: the first PRICE_WALK_ROWS listings in price order, then the words; the matches
    // (read through the search index, sorted) only when the walk found too few.
    priced = sql`WITH walk AS MATERIALIZED (
        SELECT ${keys} FROM (SELECT p.id, p.seq, p.price_minor, p.search_vector FROM ${source}
          WHERE ${where([...walkOf.unfiltered, ...pricedSeek])}
          ORDER BY ${price} ${direction}, ${seqCol} ${direction} LIMIT ${PRICE_WALK_ROWS}) p
        WHERE ${walkOf.words} ${byPrice}),
      found AS MATERIALIZED (
        SELECT p.id, p.seq, p.price_minor FROM ${source}
        WHERE ${where([...walkOf.indexed, walkOf.words, ...pricedSeek])})
      SELECT * FROM walk WHERE (SELECT count(*) FROM walk) >= ${rows}
      UNION ALL
      SELECT * FROM (SELECT ${keys} FROM found p ${byPrice}) read
        WHERE (SELECT count(*) FROM walk) < ${rows}`;
  } else {
    priced = sql`SELECT ${keys} FROM ${source} WHERE ${where([...filtered, ...pricedSeek])} ${byPrice}`;
  }
  return sql`SELECT * FROM (WITH priced AS MATERIALIZED (${priced})
      SELECT * FROM priced
      UNION ALL
      SELECT * FROM (${unpriced}) up WHERE (SELECT count(*) FROM priced) < ${rows}) u
    ORDER BY ${priceOrderBy(sql``, asc)} LIMIT ${f.limit + 1} OFFSET ${offset}`;
}

/**
 * A listing row with its images (primary first, then the seller's order), as posts.repo maps it.
 * Money and sequence numbers are cast to float8 so both drivers hand back plain numbers.
 */
export const POST_COLUMNS = sql.raw(`p.id, p.title, p.description, p.category_id, p.sub_category_id,
  p.condition, p.price_minor::float8 AS price_minor, p.custom_price, p.negotiable, p.contact_phone,
  p.location, p.bulk_available, p.bulk_price_minor::float8 AS bulk_price_minor, p.bulk_quantity,
  p.delivery_available, p.delivery_note, p.additional_note, p.user_sell_policy,
  p.user_terms_and_conditions, p.warranty_note, p.color, p.size,
  to_char(p.expiry_date, 'YYYY-MM-DD') AS expiry_date, p.pack_size, p.quantity_available,
  p.min_order_quantity, p.manufacturer, p.registration_number, p.status, p.compliance_status,
  p.rejection_reason, p.created_by, p.tenant_id, p.seller_hidden, p.created_at, p.updated_at,
  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'key', m.storage_key, 'name', m.name,
      'isPrimary', m.is_primary) ORDER BY m.is_primary DESC, m.position), '[]'::json)
    FROM post_media m WHERE m.post_id = p.id) AS medias`);

/**
 * The listing's views and saves, for its seller only: null (and so never sent) for anyone else,
 * and for them not even counted.
 */
export function ownerStats(viewerId: string | null, organisationId?: string | null): SQL {
  if (!viewerId) return sql`NULL::int AS view_count, NULL::int AS save_count`;
  const isSeller = organisationId
    ? sql`(p.created_by = ${viewerId} OR p.tenant_id = ${organisationId})`
    : sql`p.created_by = ${viewerId}`;
  return sql`CASE WHEN ${isSeller} THEN p.view_count END AS view_count,
    CASE WHEN ${isSeller}
      THEN (SELECT count(*)::int FROM saved_posts so WHERE so.post_id = p.id) END AS save_count`;
}
