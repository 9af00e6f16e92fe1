import { cents, POST_COUNT_CAP, toWire, type TPostListResponse } from '@dawa/contract';
import type { SQL } from 'drizzle-orm';
import type { Storage } from '../uploads/index.ts';
import { encodeCursor } from './post-cursor.ts';
import {
  orderOf,
  postListStatement,
  type ListedRow,
  type PostKeyset,
  type PostListFilter,
} from './post-list-query.ts';
import { toPost, type PostRow } from './post-view.ts';

// One list request from filter to answer, shared by the API (posts.repo's driver) and the
// listings benchmark's bare server (plain pg), so the two can never drift apart.

/** Runs a statement on some driver and hands back its rows. */
export type RunRows = <T>(statement: SQL) => Promise<T[]>;

/** Row of the list statement; the listing columns are null on the empty page's single row. */
type Row = PostRow & ListedRow;

export interface PostListResult {
  rows: Row[];
  total: number;
  range: { min_price: number | null; max_price: number | null };
  /** The search ran newest first (too broad to rank): its cursors say so. */
  recent: boolean;
}

/** The page, count and price ends of a list request: one statement. */
export async function runPostList(
  run: RunRows,
  filter: PostListFilter,
  /** Where the count stops and a search turns broad; smaller only in tests. */
  cap = POST_COUNT_CAP,
): Promise<PostListResult> {
  const all = await run<Omit<Row, 'id'> & { id: string | null }>(postListStatement(filter, cap));
  const first = all[0];
  return {
    rows: all.filter((row): row is Row => row.id !== null),
    total: first?.total ?? 0,
    range: { min_price: first?.min_price ?? null, max_price: first?.max_price ?? null },
    recent: first?.recent === true,
  };
}

/** The keyset of the page after `last`, in the list's order. */
export function nextKeyset(
  filter: PostListFilter,
  result: PostListResult,
  last: Row,
  count: number,
) {
  const order = orderOf(filter);
  const keyset: PostKeyset = { offset: filter.from.offset + count, seq: last.sort_seq };
  if (order === 'relevance') {
    if (result.recent) keyset.recent = true;
    else if (last.sort_rank !== null) keyset.rank = last.sort_rank;
  }
  if (order === 'price_asc' || order === 'price_desc') {
    keyset.price = { order: order === 'price_asc' ? 'asc' : 'desc', value: last.sort_price };
  }
  return keyset;
}

/** GET /post's answer; `showReview` tells whether the reader may see a row's rejection reason. */
export function postListResponse(
  filter: PostListFilter,
  result: PostListResult,
  { storage, showReview }: { storage: Storage; showReview: (createdBy: string) => boolean },
): TPostListResponse {
  const { limit } = filter;
  const hasMore = result.rows.length > limit;
  const pageRows = result.rows.slice(0, limit);
  const last = pageRows.at(-1);
  const nextCursor =
    hasMore && last ? encodeCursor(nextKeyset(filter, result, last, pageRows.length)) : null;
  const { offset } = filter.from;
  // The count stops at POST_COUNT_CAP; a reader deeper than that has seen more than it says.
  // (Below the cap the count is exact, whatever offset a client asks for.)
  const total =
    result.total >= POST_COUNT_CAP
      ? Math.max(result.total, offset + pageRows.length)
      : result.total;
  return {
    hasMore,
    posts: {
      posts: pageRows.map((row) =>
        toPost(row, { storage, showReview: showReview(row.created_by) }),
      ),
      limit,
      cursor: offset,
      nextCursor,
      pages: Math.ceil(total / limit),
      total,
      hasMore,
      priceRange: {
        min_price: toWire(cents(result.range.min_price ?? 0)),
        max_price: toWire(cents(result.range.max_price ?? 0)),
      },
    },
  };
}
