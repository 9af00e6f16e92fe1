// The listings SQL exactly as the API builds it (apps/api/src/modules/posts/post-list-query.ts),
// rendered to text + parameters for plain `pg`, and the answer built with the API's own row mapping.
// The bare server and the EXPLAIN checks both use these, so neither drifts from the product.
import { PAGE_SIZE_DEFAULT, POST_COUNT_CAP, type TPostListResponse } from '@dawa/contract';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { decodeCursor, encodeCursor } from '../apps/api/src/modules/posts/post-cursor.ts';
import {
  postListStatements,
  toSearchTerms,
  type PostListFilter,
} from '../apps/api/src/modules/posts/post-list-query.ts';
import { toMinor, toPost, type PostRow } from '../apps/api/src/modules/posts/post-view.ts';
import type { Storage } from '../apps/api/src/modules/uploads/storage.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

export interface RenderedQuery {
  sql: string;
  params: unknown[];
}

export const render = (statement: SQL): RenderedQuery => dialect.sqlToQuery(statement);

export type ListedRow = PostRow & { sort_seq: number; sort_rank: number | null };

/** A guest's GET /post query (`searchKey`, `category`, `subCategory`, prices, `cursor`, `limit`). */
export function publicFilter(query: URLSearchParams): PostListFilter {
  const search = toSearchTerms(query.get('searchKey') ?? undefined);
  const cursor = query.get('cursor') ?? '0';
  const from = /^\d+$/.test(cursor)
    ? { offset: Number(cursor) }
    : decodeCursor(cursor, { isSearch: search !== null });
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const minPrice = number('min_price');
  const maxPrice = number('max_price');
  return {
    scope: { kind: 'public' },
    viewerId: null,
    ...(search && { search }),
    ...(query.get('category') && { categoryId: query.get('category')! }),
    ...(query.get('subCategory') && { subCategoryId: query.get('subCategory')! }),
    ...(query.get('createdBy') && { createdBy: query.get('createdBy')! }),
    ...(minPrice !== undefined && { minPriceMinor: toMinor(minPrice) }),
    ...(maxPrice !== undefined && { maxPriceMinor: toMinor(maxPrice) }),
    limit: number('limit') ?? PAGE_SIZE_DEFAULT,
    from,
  };
}

/** The three statements of one list request, rendered. */
export function listQueries(filter: PostListFilter) {
  const { page, count, priceRange } = postListStatements(filter);
  return { page: render(page), count: render(count), priceRange: render(priceRange) };
}

/** The count statement without its cap: how many rows the filter really has (for the depth test). */
export function uncappedCount(filter: PostListFilter): RenderedQuery {
  const { count } = listQueries(filter);
  const at = count.params.lastIndexOf(POST_COUNT_CAP);
  if (at < 0) throw new Error('count statement has no cap parameter: post-list-query.ts changed?');
  const params = [...count.params];
  params[at] = Number.MAX_SAFE_INTEGER;
  return { sql: count.sql, params };
}

export interface ListResult {
  rows: ListedRow[];
  total: number;
  range: { min_price: number | null; max_price: number | null } | undefined;
}

type Run = <T>(query: RenderedQuery) => Promise<T[]>;

/**
 * The statements of one request in the order posts.service.ts (readList) runs them: a search's
 * first page counts first to settle its mode (typo mode when nothing has the words, newest first
 * when more than the count cap do), later pages take the mode from their cursor; otherwise the
 * count, the page and the price range run at once. Mutates `filter.search` like the service does.
 */
export async function runList(run: Run, filter: PostListFilter): Promise<ListResult> {
  const { search, from } = filter;
  const count = async () =>
    (await run<{ total: number }>(listQueries(filter).count))[0]?.total ?? 0;
  const pageAndRange = async () => {
    const { page, priceRange } = listQueries(filter);
    const [rows, [range]] = await Promise.all([
      run<ListedRow>(page),
      run<{ min_price: number | null; max_price: number | null }>(priceRange),
    ]);
    return { rows, range };
  };
  if (search && !('seq' in from)) {
    let total = await count();
    if (total === 0) {
      search.fuzzy = true;
      total = await count();
    }
    if (total >= POST_COUNT_CAP) search.order = 'recent';
    return { total, ...(await pageAndRange()) };
  }
  if (search && 'seq' in from) {
    search.fuzzy = from.fuzzy === true;
    search.order = from.recent ? 'recent' : 'relevance';
  }
  const [total, listed] = await Promise.all([count(), pageAndRange()]);
  return { total, ...listed };
}

/** The answer of GET /post for these rows, as posts.service.ts builds it for a guest. */
export function listResponse(
  filter: PostListFilter,
  result: ListResult,
  storage: Storage,
): TPostListResponse {
  const { limit, search } = filter;
  const hasMore = result.rows.length > limit;
  const pageRows = result.rows.slice(0, limit);
  const last = pageRows.at(-1);
  const nextCursor =
    hasMore && last
      ? encodeCursor({
          offset: filter.from.offset + pageRows.length,
          seq: last.sort_seq,
          ...(search && last.sort_rank !== null && { rank: last.sort_rank }),
          ...(search?.fuzzy && { fuzzy: true }),
          ...(search?.order === 'recent' && { recent: true }),
        })
      : null;
  const totalKnown = Math.max(result.total, filter.from.offset + pageRows.length);
  return {
    hasMore,
    posts: {
      posts: pageRows.map((row) => toPost(row, { storage, showReview: false })),
      limit,
      cursor: filter.from.offset,
      nextCursor,
      pages: Math.ceil(totalKnown / limit),
      total: totalKnown,
      hasMore,
      priceRange: {
        min_price: (result.range?.min_price ?? 0) / 100,
        max_price: (result.range?.max_price ?? 0) / 100,
      },
    },
  };
}
