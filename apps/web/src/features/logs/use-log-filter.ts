import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { LogFilter, LogKind } from './api/logs-api.ts';

const KEYS = ['actor', 'action', 'from', 'to'] as const;

/** The log's filter and view live in the URL, so a filtered log can be shared and reloaded. */
export function useLogFilter(defaultKind: LogKind) {
  const [params, setParams] = useSearchParams();
  const filter: LogFilter = {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const view = params.get('view');
  const kind: LogKind = view === 'platform' || view === 'pharmacy' ? view : defaultKind;

  const setFilter = useCallback(
    (patch: Partial<LogFilter>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of KEYS) {
            const value = patch[key];
            if (value === undefined) continue;
            if (value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  // Another log has other people: its filter starts empty.
  const setKind = useCallback(
    (next: LogKind) => setParams({ view: next }, { preventScrollReset: true }),
    [setParams],
  );
  const clear = useCallback(
    () => setParams(view === null ? {} : { view }, { replace: true }),
    [setParams, view],
  );
  const isFiltered = KEYS.some((key) => filter[key] !== '');
  return { filter, kind, setFilter, setKind, clear, isFiltered };
}
