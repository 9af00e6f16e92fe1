import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { brandName } from '../../config/public-config.ts';

export interface RouteHandle {
  title: string;
}

const hasTitle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as RouteHandle).title === 'string';

/** The deepest matched route's title, if any route of the match carries one. */
export function useRouteTitle(): string | null {
  const matches = useMatches();
  const titled = [...matches].reverse().find((m) => hasTitle(m.handle));
  return titled && hasTitle(titled.handle) ? titled.handle.title : null;
}

/** Sets `<title>` to "Page | Dawa Addis" from the matched route's handle. */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} | ${brandName()}` : brandName();
  }, [title]);
}
