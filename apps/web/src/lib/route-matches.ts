import { matchRoutes, type RouteObject } from 'react-router';

// React Router's matchRoutes flattens and ranks the whole route table, then builds a regular
// expression per route it tries, on every call: about 2 ms for this app's 80-odd routes on a
// laptop, four times that on a phone. A page's path is matched when its navigation starts (to
// preload its code and data) and again for its title; the second finds the first's answer here.

type Matches = ReturnType<typeof matchRoutes<RouteObject>>;

/** Paths remembered per route table: the page shown and a few before it (Back, Forward). */
const KEEP = 8;
const cache = new WeakMap<RouteObject[], Map<string, Matches>>();

/** matchRoutes(routes, pathname), remembered for the last few paths of this route table. */
export function matchAppRoutes(routes: RouteObject[], pathname: string): Matches {
  let byPath = cache.get(routes);
  if (!byPath) cache.set(routes, (byPath = new Map<string, Matches>()));
  if (byPath.has(pathname)) return byPath.get(pathname) ?? null;
  const matches = matchRoutes(routes, pathname);
  byPath.set(pathname, matches);
  if (byPath.size > KEEP) byPath.delete(byPath.keys().next().value as string);
  return matches;
}
