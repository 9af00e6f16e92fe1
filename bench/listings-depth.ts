// The keyset cursor the API would hand out after the row at 90 % depth of a list, found the slow
// way (OFFSET) once, for the depth measurement of listings.bench.ts.
import { POST_COUNT_CAP } from '@dawa/contract';
import type pg from 'pg';
import { encodeCursor } from '../apps/api/src/modules/posts/post-cursor.ts';
import type { PostListFilter } from '../apps/api/src/modules/posts/post-list-query.ts';
import { listQuery, publicFilter, uncappedCount, type ListedRow } from './listings-query.ts';

/** The query of the page after the row at 90 % depth, with the keyset token the API would hand out. */
export async function deepCursor(pool: pg.Pool, query: string) {
  const first = async <T>({ sql, params }: { sql: string; params: unknown[] }): Promise<T> => {
    const { rows } = await pool.query(sql, params);
    if (rows.length === 0) throw new Error(`no row for: ${sql}`);
    return rows[0] as T;
  };
  const filter = publicFilter(new URLSearchParams(query));
  const { total } = await first<{ total: number }>(uncappedCount(filter));
  const offset = Math.max(1, Math.floor((total * 0.9) / filter.limit) * filter.limit);
  // The mode the search's first page settles (in its statement), carried by its cursors.
  if (filter.search) filter.search.order = total >= POST_COUNT_CAP ? 'recent' : 'relevance';
  // The last row before the deep page, found the slow way (OFFSET), once.
  const probe: PostListFilter = { ...filter, limit: 1, from: { offset: offset - 1 } };
  const row = await first<ListedRow>(listQuery(probe));
  const cursor = encodeCursor({
    offset,
    seq: row.sort_seq,
    ...(filter.search && row.sort_rank !== null && { rank: row.sort_rank }),
    ...(filter.search?.order === 'recent' && { recent: true }),
  });
  return { query: `${query}${query ? '&' : ''}cursor=${cursor}`, offset, total };
}
