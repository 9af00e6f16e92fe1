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
import { useAppStore } from './stores/app-store.ts';
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
    const html = await renderPage('/', {
      [frontPageKey]: createTestListResponse(posts),
      [categoriesKey]: [],
    });
    expect(html).toContain('Amoxicillin 500 mg capsules');
    expect(html).toContain('Nitrile gloves, box of 100');
    expect(html).toContain(`href="/listing/${posts[0]?.id}"`);
    expect(html).not.toContain(GAVE_UP);
  });

  it('draws what the answers lack as loading, and sends no request', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const html = await renderPage('/search?q=gloves', {});
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain(GAVE_UP);
    expect(html).not.toMatch(/went wrong|try again/i);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws one page for both themes: their colours as CSS variables picked on <html>', async () => {
    const help = await renderPage('/help', {});
    // First, before anything they colour. Light is the page's own (`:root`), dark the attribute's
    // the document's script sets.
    expect(help).toMatch(/^<style data-emotion="css-global [\w-]+">:root\{--mui-/);
    expect(help).toMatch(
      /:root,\[data-theme="light"\]\{[^}]*--mui-palette-background-default:#F6F8F8/i,
    );
    expect(help).toMatch(/\[data-theme="dark"\]\{[^}]*--mui-palette-background-default:#0B1416/i);
    expect(help).toContain('color-scheme:light');
    expect(help).toContain('color-scheme:dark');
    // Both icons of the theme button (CSS shows the one of the theme), and no theme named in it.
    expect(help).toContain('data-testid="DarkModeOutlinedIcon"');
    expect(help).toContain('data-testid="LightModeOutlinedIcon"');
    // Nothing drawn depends on the theme: the same markup whatever the store holds.
    const stored = useAppStore.getState().theme;
    try {
      useAppStore.setState({ theme: stored === 'dark' ? 'light' : 'dark' });
      expect(await renderPage('/help', {})).toBe(help);
    } finally {
      useAppStore.setState({ theme: stored });
    }
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
        organisation: null,
      },
    };
    const listing = await renderPage(`/listing/${post.id}`, {
      [apiRequestKey(postDetailRequest(post.id))]: detail,
    });
    expect(listing).toContain('Surgical masks, box of 50');
    for (const html of [listing, await renderPage('/login', {})])
      expect(html).not.toContain(GAVE_UP);
  });

  it('draws the city and sign-in options of the configuration it was told', async () => {
    try {
      configure({ ...DEFAULT_PUBLIC_CONFIG, city: 'Adama', googleClientId: 'client-1.apps' });
      const login = await renderPage('/login', {});
      expect(login).toContain('Adama');
      expect(login).toContain('Continue with Google');
    } finally {
      configure(DEFAULT_PUBLIC_CONFIG);
    }
    const login = await renderPage('/login', {});
    expect(login).not.toContain('Adama');
    expect(login).not.toContain('Continue with Google');
  });

  it("keeps each drawing's answers to itself when several are drawn at once", async () => {
    const draw = (word: string) =>
      renderPage(`/search?q=${word}`, {
        [searchKey(`q=${word}`)]: createTestListResponse([
          createTestPost({ title: `${word} listing` }),
        ]),
      });
    const [first, second] = await Promise.all([draw('syringes'), draw('bandages')]);
    expect(first).toContain('syringes listing');
    expect(first).not.toContain('bandages listing');
    expect(second).toContain('bandages listing');
    expect(second).not.toContain('syringes listing');
  });
});
