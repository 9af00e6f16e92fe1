import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { formatNumber, type TKeysetPage } from '@dawa/contract';
import { api } from './api.ts';
import type { QueryValue } from './api-client.ts';

export interface KeysetListRequest {
  /** The list's cache key without its query (a tenant's list starts with pharmacyKey). */
  queryKey: readonly unknown[];
  /** The API path, e.g. `/logs`. */
  path: string;
  /** Filters and `sort`, as the contract's zListQuery reads them (empty values are left out). */
  query: Record<string, QueryValue>;
  limit: number;
  /** The pharmacy the list belongs to, sent as its header; omit for platform lists. */
  tenantId?: string;
  isEnabled?: boolean;
  /** A 403 stays on the page (the screen says why) instead of leaving it. */
  redirectOnForbidden?: boolean;
}

/**
 * The one web reader of a keyset list (docs/lists.md): pages follow `nextCursor`, a new filter or
 * order starts again from the first page while the previous rows stay dimmed, and the rows of all
 * pages read so far come as one array for the DataTable, with the count ("10,000+" when capped).
 */
export function useKeysetList<Row>({
  queryKey,
  path,
  query,
  limit,
  tenantId,
  isEnabled = true,
  redirectOnForbidden,
}: KeysetListRequest) {
  const pages = useInfiniteQuery({
    queryKey: [...queryKey, query, limit],
    queryFn: ({ signal, pageParam }) =>
      api<TKeysetPage<Row>>({
        path,
        query: { ...query, limit, cursor: pageParam },
        ...(tenantId !== undefined && { tenantId }),
        ...(redirectOnForbidden !== undefined && { redirectOnForbidden }),
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.docs), [pages.data]);
  const first = pages.data?.pages[0];
  return {
    /** The TanStack query itself: the DataTable's `query`, `fetchNextPage`, `hasNextPage`. */
    pages,
    rows,
    total: first?.total ?? 0,
    isTotalCapped: first?.isTotalCapped ?? false,
  };
}

/** A list's count as people read it: "1,250", or "10,000+" when the count stopped at its cap. */
export const formatListTotal = (total: number, isTotalCapped: boolean): string =>
  `${formatNumber(total)}${isTotalCapped ? '+' : ''}`;
