import { useCallback } from 'react';
import {
  AUDIT_DEFAULT_SORT,
  AUDIT_FILTER_FIELDS,
  AUDIT_SORTS,
  readAddressFilter,
  type TSort,
  type TAuditSortKey,
} from '@dawa/contract';
import { useSortParam } from '../../components/data-table/use-sort-param.ts';
import { useAddressParams } from '../../lib/use-address-params.ts';
import type { LogFilter, LogKind } from './api/logs-api.ts';

const KEYS = ['actor', 'action', 'from', 'to'] as const;

/**
 * The log's filter, order and view live in the address (docs/data-table.md), so a filtered log can
 * be shared, reloaded and gone back to. The address is read through the contract's own fields
 * (AUDIT_FILTER_FIELDS): a bad value is left out, never sent. A wrong range (from after to) is
 * shown on the To field and its end left out of the request.
 */
export function useLogFilter(defaultKind: LogKind) {
  const [params, writeAddress] = useAddressParams();
  const valid = readAddressFilter(AUDIT_FILTER_FIELDS, params);
  const filter: LogFilter = {
    actor: valid.actor ?? '',
    // The screen picks one action; the API takes several (a shared link may carry them).
    action: valid.action?.[0] ?? '',
    from: valid.from ?? '',
    to: valid.to ?? '',
  };
  const isRangeBad = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  const requested: LogFilter = isRangeBad ? { ...filter, to: '' } : filter;
  const view = params.get('view');
  const kind: LogKind = view === 'platform' || view === 'pharmacy' ? view : defaultKind;
  const { sort, setSort } = useSortParam(AUDIT_SORTS, AUDIT_DEFAULT_SORT);

  // A pick from a list is a step Back returns to; a typed date replaces the entry it corrects.
  const setFilter = useCallback(
    (patch: Partial<LogFilter>) =>
      writeAddress(
        (live) => {
          for (const key of KEYS) {
            const value = patch[key];
            if (value === undefined) continue;
            if (value === '') live.delete(key);
            else live.set(key, value);
          }
          return live;
        },
        { replace: patch.from !== undefined || patch.to !== undefined, preventScrollReset: true },
      ),
    [writeAddress],
  );
  // Another log has other people: its filter and order start afresh.
  const setKind = useCallback(
    (next: LogKind) =>
      writeAddress(() => new URLSearchParams({ view: next }), { preventScrollReset: true }),
    [writeAddress],
  );
  const clear = useCallback(
    () =>
      writeAddress(
        (live) => {
          for (const key of KEYS) live.delete(key);
          return live;
        },
        { preventScrollReset: true },
      ),
    [writeAddress],
  );
  const isFiltered = KEYS.some((key) => filter[key] !== '');
  return {
    filter,
    requested,
    isRangeBad,
    sort: sort as TSort<TAuditSortKey>,
    setSort,
    kind,
    setFilter,
    setKind,
    clear,
    isFiltered,
  };
}
