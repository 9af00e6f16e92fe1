import { useCallback } from 'react';
import { useAddressParams } from '../../lib/use-address-params.ts';
import type { SortState } from './data-table.tsx';

/**
 * A table's order kept in the address, as JSON:API writes it: `?sort=name` ascending,
 * `?sort=-name` descending. Only the given keys are read (anything else is the default), the
 * default stays out of the address, and a new order starts again from page 1.
 */
export function useSortParam(keys: readonly string[], fallback: SortState, pageName = 'page') {
  const [params, writeAddress] = useAddressParams();
  const sort = readSort(params.get('sort'), keys) ?? fallback;
  const setSort = useCallback(
    (next: SortState) =>
      writeAddress(
        (live) => {
          const isDefault = next.key === fallback.key && next.direction === fallback.direction;
          if (isDefault) live.delete('sort');
          else live.set('sort', `${next.direction === 'desc' ? '-' : ''}${next.key}`);
          live.delete(pageName);
          return live;
        },
        { preventScrollReset: true },
      ),
    [writeAddress, fallback.key, fallback.direction, pageName],
  );
  return { sort, setSort };
}

export function readSort(raw: string | null, keys: readonly string[]): SortState | null {
  if (!raw) return null;
  const direction = raw.startsWith('-') ? 'desc' : 'asc';
  const key = direction === 'desc' ? raw.slice(1) : raw;
  return keys.includes(key) ? { key, direction } : null;
}
