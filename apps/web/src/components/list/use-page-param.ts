import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page of a list, kept in the address (`?page=2`), so Back, reload and a shared link show the
 * same page. Answers the API's offset (`cursor`) for a page size and a setter by page number.
 */
export function usePageParam(limit: number, name = 'page') {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next <= 1) copy.delete(name);
          else copy.set(name, String(next));
          return copy;
        },
        { preventScrollReset: true },
      ),
    [setParams, name],
  );
  return { page, cursor: (page - 1) * limit, setPage };
}
