import { createContext, useContext, useEffect, useMemo } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { matchAppRoutes } from '../../lib/route-matches.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { showTabTitle } from './tab-title.ts';

export interface RouteHandle {
  title: string;
}

/** The app's route table, for the titles its routes carry in `handle` (provided by the app). */
export const RouteTableContext = createContext<RouteObject[]>([]);

const hasTitle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as RouteHandle).title === 'string';

/** The deepest matched route's title, if any route of the match carries one. */
export function useRouteTitle(): string | null {
  const routes = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(() => {
    const matches = matchAppRoutes(routes, pathname) ?? [];
    const titled = [...matches].reverse().find((m) => hasTitle(m.route.handle));
    return titled && hasTitle(titled.route.handle) ? titled.route.handle.title : null;
  }, [routes, pathname]);
}

/**
 * Sets `<title>` to "Page | Dawa Addis" from the matched route's handle, in the page's language,
 * and again when the language is switched.
 */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  const locale = useLocale();
  useEffect(() => {
    showTabTitle(title, locale, true);
  }, [title, locale]);
}

/**
 * A page that names what it shows ("Paracetamol 500 mg | Dawa Addis", a shop's or a member's
 * name) once it knows it (`null` until then): set after the shell's own title effect, and handed
 * back to the route's title on leaving. The server titles a listing's document the same way.
 */
export function usePageTitle(title: string | null): void {
  const routeTitle = useRouteTitle();
  const locale = useLocale();
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => showTabTitle(title, locale, false));
    return () => {
      clearTimeout(timer);
      showTabTitle(routeTitle, locale, true);
    };
  }, [title, routeTitle, locale]);
}
