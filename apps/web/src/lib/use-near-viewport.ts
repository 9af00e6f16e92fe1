import { useCallback, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true after): for what
 * the first screen does not show, so its requests and rendering wait until the person scrolls
 * towards it instead of competing with the first screen on a slow phone.
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
): [(node: T | null) => void, boolean] {
  // A browser without IntersectionObserver shows it at once; the server's drawing of a page (no
  // window) shows the placeholder, as the browser's first render does.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
