import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEBOUNCE_MS } from '@dawa/contract';

/**
 * A search box kept in the address (`?q=`): the box answers at once, the address (and so the
 * query) follows after the spec's debounce, and a new search starts again from page 1.
 */
export function useSearchParam(name = 'q', pageName = 'page') {
  const [params, setParams] = useSearchParams();
  const committed = params.get(name) ?? '';
  const [text, setText] = useState(committed);

  useEffect(() => {
    const next = text.trim();
    if (next === committed) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next) copy.set(name, next);
          else copy.delete(name);
          copy.delete(pageName);
          return copy;
        },
        { replace: true, preventScrollReset: true },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, name, pageName, setParams]);

  return { text, setText, search: committed };
}
