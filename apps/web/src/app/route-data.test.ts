import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  marketplaceFilter,
  parentCategoriesQuery,
  postDetailQuery,
  postListQuery,
} from '../lib/posts.ts';
import { readSearch, toFilter } from '../lib/search-params.ts';
import {
  FRONT_PAGE_PICKS,
  PAGE_ANSWERS_ELEMENT_ID,
  PARENT_CATEGORIES_REQUEST,
  apiRequestKey,
  postDetailRequest,
  postListRequest,
  type TPostListResponse,
} from '@dawa/contract';
import { resetPageAnswers } from '../lib/page-answers.ts';
import { pagePosts, type PostListData } from '../lib/posts.ts';
import { useAppStore } from '../stores/app-store.ts';
import { INITIAL_AUTH_STATE, useAuthStore } from '../stores/auth-store.ts';
import { createTestPost, createTestUser } from '../test/factories.ts';
import { prefetchRouteData } from './route-data.ts';

// The first requests of a page go out with its code; each must be the very query the page runs
// (same key), or the page would ask again.

const ID = '13443a4d-d93b-81d0-a19f-b88e575883f2';

function clientWithoutNetwork() {
  const client = new QueryClient();
  const fetched: unknown[] = [];
  vi.spyOn(client, 'prefetchQuery').mockImplementation((options) => {
    fetched.push(options.queryKey);
    return Promise.resolve();
  });
  vi.spyOn(client, 'prefetchInfiniteQuery').mockImplementation((options) => {
    fetched.push(options.queryKey);
    return Promise.resolve();
  });
  return { client, fetched };
}

afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.setState({ selectedCategoryState: null, priceRange: { min_price: 0, max_price: 0 } });
});

describe('prefetchRouteData', () => {
  it('asks for the front page its listings (with the picked category and prices) and categories', () => {
    useAppStore.setState({
      selectedCategoryState: 'cat-1',
      priceRange: { min_price: 100, max_price: 0 },
    });
    const { client, fetched } = clientWithoutNetwork();
    prefetchRouteData(client, '/', {}, '?q=amoxicillin');
    const expected = marketplaceFilter('amoxicillin', {
      category: 'cat-1',
      priceRange: { min_price: 100, max_price: 0 },
    });
    expect(fetched).toEqual([postListQuery(expected).queryKey, parentCategoriesQuery.queryKey]);
  });

  it('asks for the results of the filters in the address of /search', () => {
    const { client, fetched } = clientWithoutNetwork();
    const search = '?q=gloves&location=bole&sort=price_asc&min=5000';
    prefetchRouteData(client, '/search', {}, search);
    const filter = toFilter(readSearch(new URLSearchParams(search)));
    expect(fetched[0]).toEqual(postListQuery(filter).queryKey);
  });

  it('asks for a listing only when its id could be one', () => {
    const { client, fetched } = clientWithoutNetwork();
    prefetchRouteData(client, '/listing/:id', { id: ID }, '');
    prefetchRouteData(client, '/listing/:id', { id: 'not-an-id' }, '');
    expect(fetched).toEqual([postDetailQuery(ID).queryKey]);
  });

  it('asks nothing for a page without first requests', () => {
    const { client, fetched } = clientWithoutNetwork();
    prefetchRouteData(client, '/login', {}, '');
    prefetchRouteData(client, '/members', {}, '');
    expect(fetched).toEqual([]);
  });

  describe("a visitor's first page, answered in its document", () => {
    const post = createTestPost();
    const list = (n: number): TPostListResponse => ({
      hasMore: false,
      posts: {
        posts: [post],
        limit: 10,
        cursor: 0,
        nextCursor: null,
        pages: 1,
        total: n,
        hasMore: false,
        priceRange: { min_price: 0, max_price: 0 },
      },
    });
    const withAnswers = (answers: Record<string, unknown>) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = PAGE_ANSWERS_ELEMENT_ID;
      element.textContent = JSON.stringify(answers);
      document.body.append(element);
      resetPageAnswers();
    };
    afterEach(() => {
      document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove();
      resetPageAnswers();
      useAuthStore.setState(INITIAL_AUTH_STATE);
    });

    it('puts the answers in the cache instead of asking, once', () => {
      const filter = toFilter(readSearch(new URLSearchParams('?q=gloves&sort=newest')));
      const categories = { docs: [], result: [] };
      withAnswers({
        [apiRequestKey(postListRequest(filter))]: list(7),
        [apiRequestKey(PARENT_CATEGORIES_REQUEST)]: categories,
        [apiRequestKey(postDetailRequest(ID))]: { ...post, id: ID },
      });
      const { client, fetched } = clientWithoutNetwork();
      prefetchRouteData(client, '/search', {}, '?q=gloves&sort=newest');
      prefetchRouteData(client, '/listing/:id', { id: ID }, '');
      expect(fetched).toEqual([]);
      const cached = client.getQueryState<PostListData>(postListQuery(filter).queryKey);
      expect(cached?.data).toEqual({ pages: [list(7)], pageParams: [0] });
      expect(cached?.isInvalidated).toBe(false);
      expect(client.getQueryData(parentCategoriesQuery.queryKey)).toEqual(categories);
      expect(client.getQueryData(postDetailQuery(ID).queryKey)).toEqual({ ...post, id: ID });

      // Each answer serves once: the next visit of the page asks the API.
      const again = clientWithoutNetwork();
      prefetchRouteData(again.client, '/search', {}, '?q=gloves&sort=newest');
      expect(again.fetched).toEqual([
        postListQuery(filter).queryKey,
        parentCategoriesQuery.queryKey,
      ]);
    });

    it("uses the front page's answer for a visitor who picked nothing", () => {
      const none = marketplaceFilter(undefined, FRONT_PAGE_PICKS);
      withAnswers({ [apiRequestKey(postListRequest(none))]: list(3) });
      const { client, fetched } = clientWithoutNetwork();
      prefetchRouteData(client, '/', {}, '');
      expect(fetched).toEqual([parentCategoriesQuery.queryKey]);
      expect(pagePosts(client.getQueryData(postListQuery(none).queryKey))).toEqual([post]);
    });

    it('asks the API when the answers are for other requests, or the person is signed in', () => {
      withAnswers({ [apiRequestKey(postListRequest({ searchKey: 'masks' }))]: list(1) });
      const other = clientWithoutNetwork();
      prefetchRouteData(other.client, '/search', {}, '?q=gloves');
      expect(other.fetched[0]).toEqual(postListQuery({ searchKey: 'gloves' }).queryKey);

      useAuthStore.setState({ userInfo: createTestUser() });
      const signedIn = clientWithoutNetwork();
      prefetchRouteData(signedIn.client, '/search', {}, '?q=masks');
      expect(signedIn.fetched[0]).toEqual(postListQuery({ searchKey: 'masks' }).queryKey);
    });
  });
});
