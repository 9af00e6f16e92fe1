import { useEffect } from 'react';
import { brandName } from '../../../config/public-config.ts';
import { useRouteTitle } from '../../../components/page/use-document-title.ts';

/**
 * One route showing two things (/member adds, /member?id= shows a member): the tab names what is
 * shown. Set after the shell's own title effect, and handed back to the route's title on leaving.
 */
export function useTitleOverride(title: string): void {
  const routeTitle = useRouteTitle();
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = `${title} | ${brandName()}`;
    });
    return () => {
      clearTimeout(timer);
      document.title = routeTitle ? `${routeTitle} | ${brandName()}` : brandName();
    };
  }, [title, routeTitle]);
}
