import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@dawa/contract';
import { useAddressParams } from '../../lib/use-address-params.ts';

/**
 * A search box kept in the address (`?q=`): the box answers at once, the address (and so the
 * query) follows after the spec's debounce, and a new search starts again from page 1.
 */
export function useSearchParam(name = 'q', pageName = 'page') {
  const [params, writeAddress] = useAddressParams();
  const committed = params.get(name) ?? '';
  const [text, setText] = useState(committed);

  useEffect(() => {
    const next = text.trim();
    if (next === committed) return;
    const timer = setTimeout(() => {
      writeAddress(
        (live) => {
          if (next) live.set(name, next);
          else live.delete(name);
          live.delete(pageName);
          return live;
        },
        { replace: true, preventScrollReset: true },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, name, pageName, writeAddress]);

  return { text, setText, search: committed };
}
