import { useCallback } from 'react';
import { useAddressParams } from '../../lib/use-address-params.ts';

/**
 * The page of a list, kept in the address (`?page=2`), so Back, reload and a shared link show the
 * same page. Answers the API's offset (`cursor`) for a page size and a setter by page number.
 */
export function usePageParam(limit: number, name = 'page') {
  const [params, writeAddress] = useAddressParams();
  const raw = Number(params.get(name));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      writeAddress(
        (live) => {
          if (next <= 1) live.delete(name);
          else live.set(name, String(next));
          return live;
        },
        { preventScrollReset: true },
      ),
    [writeAddress, name],
  );
  return { page, cursor: (page - 1) * limit, setPage };
}
