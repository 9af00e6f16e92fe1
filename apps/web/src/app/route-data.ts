import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  PARENT_CATEGORIES_REQUEST,
  postDetailRequest,
  postListRequest,
  type ApiGet,
  type TPostListResponse,
} from '@dawa/contract';
import { readSearch, toFilter } from '../lib/search-params.ts';
import { isUuid } from '../lib/ids.ts';
import { pageAnswersTime, takePageAnswer } from '../lib/page-answers.ts';
import {
  marketplaceFilter,
  parentCategoriesQuery,
  postDetailQuery,
  postListQuery,
  type PostFilter,
} from '../lib/posts.ts';
import { shopListingsFilter, shopQuery, shopRequest } from '../features/shop/shop-api.ts';
import { useAppStore } from '../stores/app-store.ts';
import { useAuthStore } from '../stores/auth-store.ts';

// The data a public page asks for first, requested together with the page's code (preloadRoute)
// rather than once the page has rendered: on a phone that is a round trip sooner for the listings,
// and the first images follow them. Each entry builds exactly the query (same key) its page runs, so
// the page finds the answer in the cache, or the request already under way. A visitor's first page
// may need no request at all: its document carries the answers (lib/page-answers.ts), which go
// into the cache before the first render, so that render draws the listings.

/**
 * Puts the document's answer to `request` in the cache under `queryKey` (through `toData`) when
 * the person is a visitor (the answers are a visitor's) and the document has one; otherwise
 * starts the request.
 */
function answerOrPrefetch<A>(
  client: QueryClient,
  request: ApiGet,
  queryKey: QueryKey,
  prefetch: () => Promise<void>,
  toData: (answer: A) => unknown = (answer) => answer,
): void {
  const answer = useAuthStore.getState().userInfo === null ? takePageAnswer<A>(request) : undefined;
  if (answer === undefined) void prefetch();
  else client.setQueryData(queryKey, toData(answer), { updatedAt: pageAnswersTime() });
}

function listings(client: QueryClient, filter: PostFilter): void {
  const options = postListQuery(filter);
  answerOrPrefetch<TPostListResponse>(
    client,
    postListRequest(filter),
    options.queryKey,
    () => client.prefetchInfiniteQuery(options),
    (first) => ({ pages: [first], pageParams: [0] }),
  );
}

function parentCategories(client: QueryClient): void {
  answerOrPrefetch(client, PARENT_CATEGORIES_REQUEST, parentCategoriesQuery.queryKey, () =>
    client.prefetchQuery(parentCategoriesQuery),
  );
}

type RouteData = (
  client: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => void;

const ROUTE_DATA: Record<string, RouteData> = {
  '/': (client, _params, search) => {
    const { selectedCategoryState: category, priceRange } = useAppStore.getState();
    const searchKey = search.get('q') ?? undefined;
    listings(client, marketplaceFilter(searchKey, { category, priceRange }));
    parentCategories(client);
  },
  '/search': (client, _params, search) => {
    listings(client, toFilter(readSearch(search)));
    parentCategories(client);
  },
  '/shop/:id': (client, { id }, search) => {
    if (!id || !isUuid(id)) return;
    const options = shopQuery(id);
    answerOrPrefetch(client, shopRequest(id), options.queryKey, () =>
      client.prefetchQuery(options),
    );
    // Its listings need the shop's owner: with the shop's answer, asked now; else by the page.
    const shop = client.getQueryData(options.queryKey);
    if (shop) listings(client, shopListingsFilter(shop.id, search.get('q') ?? ''));
  },
  '/listing/:id': (client, { id }) => {
    if (!id || !isUuid(id)) return;
    const options = postDetailQuery(id);
    answerOrPrefetch(client, postDetailRequest(id), options.queryKey, () =>
      client.prefetchQuery(options),
    );
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
