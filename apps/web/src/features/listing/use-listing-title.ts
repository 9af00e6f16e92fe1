import { useEffect } from 'react';
import { brandName } from '../../config/public-config.ts';

/**
 * The tab names the listing once it is loaded ("Paracetamol 500 mg | Dawa Addis"); set after the
 * shell's own title effect, and handed back to the route's title on leaving.
 */
export function useListingTitle(title: string | null, routeTitle: string): void {
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => {
      document.title = `${title} | ${brandName()}`;
    });
    return () => {
      clearTimeout(timer);
      document.title = `${routeTitle} | ${brandName()}`;
    };
  }, [title, routeTitle]);
}
