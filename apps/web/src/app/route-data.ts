import type { QueryClient } from '@tanstack/react-query';
import { readSearch, toFilter } from '../lib/search-params.ts';
import { isUuid } from '../lib/ids.ts';
import {
  marketplaceFilter,
  parentCategoriesQuery,
  postDetailQuery,
  postListQuery,
} from '../lib/posts.ts';
import { useAppStore } from '../stores/app-store.ts';

// The data a public page asks for first, requested together with the page's code (preloadRoute)
// rather than once the page has rendered: on a phone that is a round trip sooner for the listings,
// and the first images follow them. Each entry builds exactly the query (same key) its page runs, so
// the page finds the answer in the cache, or the request already under way.

type RouteData = (
  client: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => void;

const ROUTE_DATA: Record<string, RouteData> = {
  '/': (client, _params, search) => {
    const { selectedCategoryState: category, priceRange } = useAppStore.getState();
    const searchKey = search.get('q') ?? undefined;
    void client.prefetchInfiniteQuery(
      postListQuery(marketplaceFilter(searchKey, { category, priceRange })),
    );
    void client.prefetchQuery(parentCategoriesQuery);
  },
  '/search': (client, _params, search) => {
    void client.prefetchInfiniteQuery(postListQuery(toFilter(readSearch(search))));
    void client.prefetchQuery(parentCategoriesQuery);
  },
  '/listing/:id': (client, { id }) => {
    if (id && isUuid(id)) void client.prefetchQuery(postDetailQuery(id));
  },
};

/** Starts the first requests of the route `path` (a route table path), if it names any. */
export function prefetchRouteData(
  client: QueryClient,
  path: string,
  params: Record<string, string | undefined>,
  search: string,
): void {
  ROUTE_DATA[path]?.(client, params, new URLSearchParams(search));
}
