// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PARENT_CATEGORIES_REQUEST,
  PRICE_RANGE_DEFAULT,
  apiRequestKey,
  postDetailRequest,
  postListRequest,
  type TCategory,
  type TPostDetail,
} from '@dawa/contract';
import { DEFAULT_PUBLIC_CONFIG } from './config/public-config.ts';
import { configure, renderPage } from './entry-server.tsx';
import { marketplaceFilter } from './lib/posts.ts';
import { readSearch, toFilter } from './lib/search-params.ts';
import { createTestListResponse, createTestPost } from './test/factories.ts';

// The server's drawing of a visitor's page (the API's platform/prerender.ts runs its build): the
// app's own tree in Node, without a window, from the answers the document carries.

const frontPageKey = apiRequestKey(
  postListRequest(
    marketplaceFilter(undefined, { category: null, priceRange: PRICE_RANGE_DEFAULT }),
  ),
);
const searchKey = (query: string) =>
  apiRequestKey(postListRequest(toFilter(readSearch(new URLSearchParams(query)))));
const categoriesKey = apiRequestKey(PARENT_CATEGORIES_REQUEST);
/** React's mark of a part the server could not draw, left to the browser. */
const GAVE_UP = '<!--$!-->';

afterEach(() => vi.restoreAllMocks());

describe('renderPage', () => {
  it("draws the front page's listings from the answers, without a window", async () => {
    expect(typeof window).toBe('undefined');
    const posts = [
      createTestPost({ title: 'Amoxicillin 500 mg capsules' }),
      createTestPost({ title: 'Nitrile gloves, box of 100' }),
    ];
    const html = await renderPage(
      '/',
      { [frontPageKey]: createTestListResponse(posts), [categoriesKey]: [] },
      'light',
    );
    expect(html).toContain('Amoxicillin 500 mg capsules');
    expect(html).toContain('Nitrile gloves, box of 100');
    expect(html).toContain(`href="/listing/${posts[0]?.id}"`);
    expect(html).not.toContain(GAVE_UP);
  });

  it('draws what the answers lack as loading, and sends no request', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const html = await renderPage('/search?q=gloves', {}, 'light');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain(GAVE_UP);
    expect(html).not.toMatch(/went wrong|try again/i);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws in the theme it is given', async () => {
    const light = await renderPage('/help', {}, 'light');
    const dark = await renderPage('/help', {}, 'dark');
    expect(light).toContain('color-scheme:light');
    expect(dark).toContain('color-scheme:dark');
    expect(dark.toLowerCase()).toContain('#0b1416');
    // The theme button offers the other theme (the server's store knows no theme of its own).
    expect(light).toContain('aria-label="Switch to dark theme"');
    expect(dark).toContain('aria-label="Switch to light theme"');
    expect(dark).not.toContain('Switch to dark theme');
  });

  it('draws the sign-in page and a listing without giving any part up', async () => {
    const post = createTestPost({ title: 'Surgical masks, box of 50' });
    const category = (name: string, parent: string | null): TCategory => ({
      id: parent ? post.sub_category : post.category,
      slug: name.toLowerCase(),
      name,
      description: null,
      image: null,
      parent_id: parent,
      is_parent: parent === null,
      status: 'ACTIVE',
      regulated: false,
      created_at: post.createdAt,
      updated_at: post.createdAt,
    });
    const detail: TPostDetail = {
      ...post,
      category: category('Consumables', null),
      subCategory: category('Masks', post.category),
      createdBy: {
        id: post.created_by,
        fullName: 'Abebe Kebede',
        picture: null,
        username: 'abebe',
        createdAt: post.createdAt,
        shop: null,
      },
    };
    const listing = await renderPage(
      `/listing/${post.id}`,
      { [apiRequestKey(postDetailRequest(post.id))]: detail },
      'light',
    );
    expect(listing).toContain('Surgical masks, box of 50');
    for (const html of [listing, await renderPage('/login', {}, 'light')])
      expect(html).not.toContain(GAVE_UP);
  });

  it('draws the city and sign-in options of the configuration it was told', async () => {
    try {
      configure({ ...DEFAULT_PUBLIC_CONFIG, city: 'Adama', googleClientId: 'client-1.apps' });
      const login = await renderPage('/login', {}, 'light');
      expect(login).toContain('Adama');
      expect(login).toContain('Continue with Google');
    } finally {
      configure(DEFAULT_PUBLIC_CONFIG);
    }
    const login = await renderPage('/login', {}, 'light');
    expect(login).not.toContain('Adama');
    expect(login).not.toContain('Continue with Google');
  });

  it("keeps each drawing's answers to itself when several are drawn at once", async () => {
    const draw = (word: string) =>
      renderPage(
        `/search?q=${word}`,
        {
          [searchKey(`q=${word}`)]: createTestListResponse([
            createTestPost({ title: `${word} listing` }),
          ]),
        },
        'light',
      );
    const [first, second] = await Promise.all([draw('syringes'), draw('bandages')]);
    expect(first).toContain('syringes listing');
    expect(first).not.toContain('bandages listing');
    expect(second).toContain('bandages listing');
    expect(second).not.toContain('syringes listing');
  });
});
