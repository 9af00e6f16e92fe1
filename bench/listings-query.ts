// The listings SQL exactly as the API builds it (apps/api/src/modules/posts/post-list-query.ts),
// rendered to text + parameters for plain `pg`, and the answer built with the API's own code
// (post-list.ts). The bare server and the EXPLAIN checks both use these, so neither drifts from the
// product.
import {
  centsAtLeast,
  centsAtMost,
  isoDate,
  PAGE_SIZE_DEFAULT,
  POST_COUNT_CAP,
  shelfLifeCutoff,
  ZPostSort,
  type TPostListResponse,
} from '@dawa/contract';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { decodeCursor } from '../apps/api/src/modules/posts/post-cursor.ts';
import {
  postListResponse,
  runPostList,
  type PostListResult,
} from '../apps/api/src/modules/posts/post-list.ts';
import {
  orderOf,
  postListStatement,
  toSearchTerms,
  type PostListFilter,
} from '../apps/api/src/modules/posts/post-list-query.ts';
import type { PostRow } from '../apps/api/src/modules/posts/post-view.ts';
import type { ListedRow as ListedKeys } from '../apps/api/src/modules/posts/post-list-query.ts';
import type { Storage } from '../apps/api/src/modules/uploads/storage.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

export interface RenderedQuery {
  sql: string;
  params: unknown[];
}

export const render = (statement: SQL): RenderedQuery => dialect.sqlToQuery(statement);

export type ListedRow = PostRow & ListedKeys;

/**
 * A guest's GET /post query (`searchKey`, `sort`, `location`, categories, prices,
 * `minShelfLifeMonths`, `cursor`, `limit`), as post-reads.service.ts reads it (the shelf-life
 * cutoff from today's date, as the API's clock gives it).
 */
export function publicFilter(query: URLSearchParams): PostListFilter {
  const search = toSearchTerms(query.get('searchKey') ?? undefined);
  const sortParam = ZPostSort.safeParse(query.get('sort') ?? undefined);
  const sort = orderOf({
    ...(sortParam.success && { sort: sortParam.data }),
    ...(search && { search }),
  });
  const cursor = query.get('cursor') ?? '0';
  const from = /^\d+$/.test(cursor)
    ? { offset: Number(cursor) }
    : decodeCursor(cursor, { order: sort });
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const minPrice = number('min_price');
  const maxPrice = number('max_price');
  const shelfLife = number('minShelfLifeMonths');
  return {
    scope: { kind: 'public' },
    viewerId: null,
    ...(search && { search }),
    ...(query.get('location') && { location: query.get('location')! }),
    ...(query.get('category') && { categoryId: query.get('category')! }),
    ...(query.get('subCategory') && { subCategoryId: query.get('subCategory')! }),
    ...(query.get('createdBy') && { createdBy: query.get('createdBy')! }),
    // As the API reads the bounds (post-reads.service.ts, docs/money.md).
    ...(minPrice !== undefined && { minPriceMinor: centsAtLeast(minPrice) }),
    ...(maxPrice !== undefined && { maxPriceMinor: centsAtMost(maxPrice) }),
    ...(shelfLife !== undefined && {
      expiresOnOrAfter: shelfLifeCutoff(isoDate(new Date()), shelfLife),
    }),
    sort,
    limit: number('limit') ?? PAGE_SIZE_DEFAULT,
    from,
  };
}

/** The one statement of a list request, rendered. */
export const listQuery = (filter: PostListFilter): RenderedQuery =>
  render(postListStatement(filter));

/** The list statement without the count's cap: `total` is then how many rows the filter has. */
export function uncappedCount(filter: PostListFilter): RenderedQuery {
  const query = listQuery(filter);
  if (!query.params.includes(POST_COUNT_CAP)) {
    throw new Error('list statement has no cap parameter: post-list-query.ts changed?');
  }
  const params = query.params.map((p) => (p === POST_COUNT_CAP ? 2_000_000_000 : p));
  return { sql: query.sql, params };
}

type Run = <T>(query: RenderedQuery) => Promise<T[]>;

/** One list request as the API runs it: one statement. */
export const runList = (run: Run, filter: PostListFilter): Promise<PostListResult> =>
  runPostList(<T>(statement: SQL) => run<T>(render(statement)), filter);

/** The answer of GET /post for these rows, as the API builds it for a guest. */
export const listResponse = (
  filter: PostListFilter,
  result: PostListResult,
  storage: Storage,
): TPostListResponse => postListResponse(filter, result, { storage, showReview: () => false });
