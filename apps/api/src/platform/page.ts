import type { TPage } from '@dawa/contract';

/** The page envelope of every list: `docs` plus what the web needs to page on. */
export function toPage<T>(
  docs: T[],
  { limit, cursor, total }: { limit: number; cursor: number; total: number },
): TPage<T> {
  const hasMore = cursor + docs.length < total;
  return {
    docs,
    limit,
    cursor,
    nextCursor: hasMore ? cursor + docs.length : null,
    hasMore,
    total,
    pages: Math.ceil(total / limit),
  };
}
