import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  marketplaceFilter,
  parentCategoriesQuery,
  postDetailQuery,
  postListQuery,
} from '../lib/posts.ts';
import { readSearch, toFilter } from '../lib/search-params.ts';
import { useAppStore } from '../stores/app-store.ts';
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
});
