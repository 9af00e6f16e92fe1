import {
  POST_COUNT_CAP,
  POST_MESSAGES,
  ZPostListResponse,
  type TErrorResponse,
} from '@dawa/contract';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { posts } from '../../db/schema/index.ts';
import { as, createSignedInUser } from '../../test/factories.ts';
import {
  listingBody,
  publish,
  readTaxonomy,
  uploadImages,
  type Taxonomy,
} from '../../test/listings.ts';

const CATALOGUE = [
  { title: 'Amoxicillin 500mg capsules', description: 'Box of 100 capsules.', price: 450 },
  { title: 'Paracetamol 500mg tablets', description: 'Strip of 10 tablets.', price: 35 },
  { title: 'ፓራሲታሞል 500 ሚ.ግ', description: 'የህመም ማስታገሻ ታብሌት', price: 40 },
  {
    title: 'Nitrile examination gloves',
    description: 'Powder-free, size M, box of 100.',
    price: 900,
  },
  {
    title: 'Digital thermometer',
    description: 'Works with amoxicillin-free sensors.',
    price: 1200,
  },
  { title: 'Surgical face masks', description: 'Three-ply masks, box of 50.', price: 300 },
] as const;

describe.each(databases())('listing search and pages (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;
  let sellerId: string;
  let tax: Taxonomy;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-search-'));
    app = await t.build({ env: { DATA_DIR: dataDir } });
    const seller = await createSignedInUser(app, t.db, { name: 'search-seller' });
    token = seller.token;
    sellerId = seller.user.id;
    tax = await readTaxonomy(app);
    const medias = await uploadImages(app, token);
    // One at a time, so the newest-first order is the reverse of the catalogue.
    for (const [i, item] of CATALOGUE.entries()) {
      const where = i % 2 === 0 ? tax.open : { ...tax.open, sub: tax.open.otherSub };
      const post = await publish(app, token, listingBody(where, medias, item));
      ids.set(item.title, post.id);
    }
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** Lists this file's seller's listings only, so other files' data never interferes. */
  const search = async (query: Record<string, string | number>) => {
    const params = new URLSearchParams({ createdBy: sellerId, ...query } as Record<string, string>);
    const res = await app.inject({ url: `/api/post?${params.toString()}`, ...as(null) });
    expect(res.statusCode, res.body).toBe(200);
    return ZPostListResponse.parse(res.json()).posts;
  };
  const titles = async (query: Record<string, string | number>) =>
    (await search({ limit: 50, ...query })).posts.map((p) => p.title);

  it.each([
    ['a typo', 'amoxicilin', 'Amoxicillin 500mg capsules'],
    ['another typo', 'paracetmol', 'Paracetamol 500mg tablets'],
    ['two slips in one word', 'amoxcilin', 'Amoxicillin 500mg capsules'],
    ['a prefix', 'amox', 'Amoxicillin 500mg capsules'],
    ['mixed case', 'NiTrIlE GLOVES', 'Nitrile examination gloves'],
    ['non-Latin text', 'ፓራሲታሞል', 'ፓራሲታሞል 500 ሚ.ግ'],
    ['a word from the description', 'powder', 'Nitrile examination gloves'],
  ])('finds by %s', async (_, searchKey, title) => {
    expect(await titles({ searchKey })).toContain(title);
  });

  it('takes a short word typed past as itself, and a short last word as a prefix', async () => {
    // "of" is in two descriptions ("box of 100", "box of 50"); as a prefix it would be any word
    // beginning with "of".
    expect(await titles({ searchKey: 'box of 100' })).toEqual([
      'Nitrile examination gloves',
      'Amoxicillin 500mg capsules',
    ]);
    // "three-ply ma": "ma" is still being typed (masks).
    expect(await titles({ searchKey: 'three ma' })).toEqual(['Surgical face masks']);
    // "pa" typed past is the word "pa", which no listing has.
    expect(await titles({ searchKey: 'pa tablets' })).toEqual([]);
    expect(await titles({ searchKey: 'tablets pa' })).toEqual(['Paracetamol 500mg tablets']);
  });

  it('ranks a title match above a description match', async () => {
    const found = await titles({ searchKey: 'amoxicillin' });
    expect(found.slice(0, 2)).toEqual(['Amoxicillin 500mg capsules', 'Digital thermometer']);
  });

  it('finds nothing for unrelated words, and treats punctuation alone as no search', async () => {
    expect(await titles({ searchKey: 'zzqxv' })).toEqual([]);
    expect(await titles({ searchKey: '%_*' })).toHaveLength(CATALOGUE.length);
  });

  it('combines search with category and price, the price range ignoring its own bounds', async () => {
    const page = await search({
      searchKey: '500',
      subCategory: tax.open.sub.id,
      min_price: 100,
      max_price: 1000,
    });
    expect(page.posts.map((p) => p.title)).toEqual(['Amoxicillin 500mg capsules']);
    // The 500s in this sub-category cost 40 and 450: the slider's domain.
    expect(page.priceRange).toEqual({ min_price: 40, max_price: 450 });
    expect(page.total).toBe(1);

    const all = await search({ limit: 50 });
    expect(all.priceRange).toEqual({ min_price: 35, max_price: 1200 });
    expect(await titles({ category: tax.open.category.id, max_price: 40 })).toEqual([
      'ፓራሲታሞል 500 ሚ.ግ',
      'Paracetamol 500mg tablets',
    ]);
  });

  it('narrows a search by category or sub-category exactly, never by the other kind of id', async () => {
    // The catalogue alternates between the open sub-category and the other one of its category.
    expect(await titles({ searchKey: '500', category: tax.open.category.id })).toEqual([
      'ፓራሲታሞል 500 ሚ.ግ',
      'Paracetamol 500mg tablets',
      'Amoxicillin 500mg capsules',
    ]);
    expect(await titles({ searchKey: '500', subCategory: tax.open.otherSub.id })).toEqual([
      'Paracetamol 500mg tablets',
    ]);
    // The search index holds both ids of a listing together; the answer must not mix them up.
    expect(await titles({ searchKey: '500', category: tax.open.sub.id })).toEqual([]);
    expect(await titles({ searchKey: '500', subCategory: tax.open.category.id })).toEqual([]);
  });

  it('pages through every listing once by nextCursor, newest first', async () => {
    const seen: string[] = [];
    let cursor: string | number = 0;
    let pages = 0;
    for (;;) {
      const page = await search({ limit: 2, cursor });
      expect(page.cursor).toBe(seen.length);
      seen.push(...page.posts.map((p) => p.title));
      pages += 1;
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(CATALOGUE.map((c) => c.title).reverse());
    // A plain offset (the spec's numeric cursor) lands on the same rows.
    expect((await search({ limit: 2, cursor: 2 })).posts.map((p) => p.title)).toEqual(
      seen.slice(2, 4),
    );
    // An offset past the end finds nothing and keeps the true count.
    const beyond = await search({ limit: 2, cursor: 5000 });
    expect(beyond).toMatchObject({
      posts: [],
      total: CATALOGUE.length,
      pages: Math.ceil(CATALOGUE.length / 2),
      hasMore: false,
    });
  });

  it('pages through search results by relevance without repeats', async () => {
    const all = await titles({ searchKey: '500' });
    const seen: string[] = [];
    let cursor: string | number = 0;
    for (;;) {
      const page = await search({ searchKey: '500', limit: 1, cursor });
      seen.push(...page.posts.map((p) => p.title));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all);
  });

  it('keeps typo mode across pages', async () => {
    const medias = await uploadImages(app, token);
    for (const title of ['Ceftriaxone 1g vial', 'Ceftriaxone 500mg vial']) {
      await publish(app, token, listingBody(tax.open, medias, { title }));
    }
    const first = await search({ searchKey: 'cefriaxone', limit: 1 });
    expect(first.nextCursor).not.toBeNull();
    const second = await search({
      searchKey: 'cefriaxone',
      limit: 1,
      cursor: first.nextCursor ?? '',
    });
    expect([...first.posts, ...second.posts].map((p) => p.title).sort()).toEqual([
      'Ceftriaxone 1g vial',
      'Ceftriaxone 500mg vial',
    ]);
  });

  it('refuses a forged or stale cursor with 400', async () => {
    const send = (cursor: string, searchKey?: string) =>
      app.inject({
        url: `/api/post?cursor=${cursor}${searchKey ? `&searchKey=${searchKey}` : ''}`,
      });
    const plain = (await search({ limit: 1 })).nextCursor ?? '';
    for (const res of [
      await send('not-a-real-cursor'),
      await send(Buffer.from('{"o":-1,"s":1}').toString('base64url')),
      await send(plain, 'amox'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<TErrorResponse>().message).toBe(POST_MESSAGES.cursorInvalid);
    }
    // An offset past the count's cap would make the database walk every row it skips.
    expect((await send(String(POST_COUNT_CAP))).statusCode).toBe(200);
    for (const deep of [POST_COUNT_CAP + 1, 800_000, 1e15]) {
      const res = await send(String(deep));
      expect(res.statusCode, String(deep)).toBe(400);
      expect(res.json<TErrorResponse>().message).toBe(POST_MESSAGES.cursorTooDeep);
    }
  });

  it('validates the query', async () => {
    const res = await app.inject({ url: '/api/post?min_price=10&max_price=5' });
    expect(res.statusCode).toBe(400);
    expect(res.json<TErrorResponse>().issues?.[0]?.message).toBe(POST_MESSAGES.priceRangeInvalid);
    expect((await app.inject({ url: '/api/post?category=nope' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/post?limit=1000' })).statusCode).toBe(400);
    // A price beyond any listing's is refused, not sent to the database as 1e+21.
    for (const bound of ['min_price=1e19', 'max_price=1e308']) {
      const huge = await app.inject({ url: `/api/post?${bound}` });
      expect(huge.statusCode).toBe(400);
      expect(huge.json<TErrorResponse>().issues?.[0]?.message).toBe(POST_MESSAGES.priceMax);
    }
  });

  /** Listings written straight to the table (many at once; the vocabulary trigger runs per statement). */
  const insertListings = async (
    createdBy: string,
    rows: { title: string; price: number | null; location?: string }[],
  ) => {
    await t.db.orm.insert(posts).values(
      rows.map((r) => ({
        title: r.title,
        description: 'Inserted straight into the table.',
        categoryId: tax.open.category.id,
        subCategoryId: tax.open.sub.id,
        priceMinor: r.price === null ? null : r.price * 100,
        negotiable: r.price === null,
        contactPhone: '+251911234567',
        location: r.location ?? null,
        createdBy,
      })),
    );
  };
  const listAll = async (query: Record<string, string | number>) => {
    const params = new URLSearchParams(query as Record<string, string>);
    const res = await app.inject({ url: `/api/post?${params.toString()}` });
    expect(res.statusCode, res.body).toBe(200);
    return ZPostListResponse.parse(res.json()).posts;
  };
  /** Every page by nextCursor, `limit` at a time. */
  const walk = async (query: Record<string, string | number>, limit: number) => {
    const seen: { title: string; price: number | null }[] = [];
    let cursor: string | number = 0;
    for (;;) {
      const page = await listAll({ ...query, limit, cursor });
      seen.push(...page.posts.map((p) => ({ title: p.title, price: p.price })));
      if (!page.nextCursor) return seen;
      cursor = page.nextCursor;
    }
  };

  describe('orders, location, numbers and the price slider', () => {
    let shop: string;
    beforeAll(async () => {
      shop = (await createSignedInUser(app, t.db, { name: 'order-shop' })).user.id;
      await insertListings(shop, [
        { title: 'Order cotton swabs', price: 20, location: 'Bole, Addis Ababa' },
        { title: 'Order gauze rolls', price: 75, location: 'Piassa' },
        { title: 'Order saline bags', price: null, location: 'bole road' },
        { title: 'Order plaster tape', price: 20, location: 'Merkato' },
        { title: 'Order sharps box', price: 310 },
        { title: 'Order spare gauze', price: null },
        { title: 'Syringes 5000 units', price: 55 },
        { title: 'Catalogue item 50012', price: 56 },
      ]);
    });

    const priced = (rows: { price: number | null }[]) =>
      rows.filter((r) => r.price !== null).map((r) => r.price);

    it.each([
      ['a seller (working set)', () => ({ createdBy: shop })],
      ['the marketplace (index walk)', () => ({})],
    ])('orders by price both ways over %s, unpriced last, paging by nextCursor', async (_, q) => {
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const whole = (await listAll({ ...q(), sort, limit: 50 })).posts;
        const prices = priced(whole);
        const sorted = [...prices].sort((a, b) => (a ?? 0) - (b ?? 0));
        expect(prices).toEqual(sort === 'price_asc' ? sorted : sorted.reverse());
        // Unpriced listings come after every priced one.
        const firstUnpriced = whole.findIndex((p) => p.price === null);
        expect(firstUnpriced).toBeGreaterThan(0);
        expect(whole.slice(firstUnpriced).every((p) => p.price === null)).toBe(true);
        // Pages of 3 by nextCursor, and by plain offsets, give the same rows in the same order.
        const paged = await walk({ ...q(), sort }, 3);
        expect(paged.map((p) => p.title)).toEqual(whole.map((p) => p.title));
        const second = await listAll({ ...q(), sort, limit: 3, cursor: 3 });
        expect(second.posts.map((p) => p.title)).toEqual(whole.slice(3, 6).map((p) => p.title));
      }
    });

    it('reads price bounds exactly, whatever their decimals (docs/money.md)', async () => {
      const prices = async (bounds: Record<string, string>) =>
        priced((await listAll({ createdBy: shop, sort: 'price_asc', limit: 50, ...bounds })).posts);
      // "≥ 20.001" leaves out 20.00; "≤ 20.004" keeps it; neither bound is rounded to the nearest santim.
      expect(await prices({ min_price: '20.001', max_price: '75' })).toEqual([55, 56, 75]);
      expect(await prices({ min_price: '19.999', max_price: '20.004' })).toEqual([20, 20]);
      expect(await prices({ min_price: '55.995', max_price: '56' })).toEqual([56]);
    });

    it('orders a search by newest or price when asked, and refuses a cursor of another order', async () => {
      const newest = await walk({ searchKey: 'order', sort: 'newest', createdBy: shop }, 2);
      expect(newest.map((p) => p.title)).toEqual([
        'Order spare gauze',
        'Order sharps box',
        'Order plaster tape',
        'Order saline bags',
        'Order gauze rolls',
        'Order cotton swabs',
      ]);
      const cheapest = await listAll({ searchKey: 'gauze', sort: 'price_asc', limit: 1 });
      expect(cheapest.posts.map((p) => p.title)).toEqual(['Order gauze rolls']);
      const stale = await app.inject({
        url: `/api/post?searchKey=gauze&sort=price_desc&cursor=${cheapest.nextCursor ?? ''}`,
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json<TErrorResponse>().message).toBe(POST_MESSAGES.cursorInvalid);
    });

    it('filters by location, case-insensitive, anywhere in the text', async () => {
      const bole = await listAll({ location: 'BOLE', createdBy: shop, limit: 50 });
      expect(bole.posts.map((p) => p.title).sort()).toEqual([
        'Order cotton swabs',
        'Order saline bags',
      ]);
      // % and _ are text, not patterns.
      expect((await listAll({ location: '%', limit: 50 })).posts).toEqual([]);
      expect((await listAll({ location: 'b_le', limit: 50 })).posts).toEqual([]);
    });

    it('matches a number as itself or a word it begins (500mg), never a longer number', async () => {
      const found = (await listAll({ searchKey: '500', limit: 50 })).posts.map((p) => p.title);
      expect(found).toEqual(
        expect.arrayContaining(['Amoxicillin 500mg capsules', 'ፓራሲታሞል 500 ሚ.ግ']),
      );
      expect(found).not.toContain('Syringes 5000 units');
      expect(found).not.toContain('Catalogue item 50012');
      expect((await listAll({ searchKey: '5000' })).posts.map((p) => p.title)).toEqual([
        'Syringes 5000 units',
      ]);
    });

    it('trims the price slider: a few absurd prices do not stretch it', async () => {
      const outlier = (await createSignedInUser(app, t.db, { name: 'outlier-shop' })).user.id;
      await insertListings(outlier, [
        ...Array.from({ length: 60 }, (_, i) => ({
          title: `Trim gloves ${String(i)}`,
          price: 100 + i,
        })),
        { title: 'Trim gloves absurd', price: 9_000_000 },
        { title: 'Trim gloves free', price: 0.01 },
      ]);
      // 62 priced matches: 2 % of them (1) left out at each end.
      const range = (await listAll({ createdBy: outlier })).priceRange;
      expect(range).toEqual({ min_price: 100, max_price: 159 });
      const whole = (await listAll({})).priceRange;
      expect(whole.max_price).toBeLessThan(9_000_000);
      // Below 50 priced matches the ends are the lowest and highest price.
      expect((await listAll({ createdBy: shop })).priceRange).toEqual({
        min_price: 20,
        max_price: 310,
      });
    });

    it('learns the words of an edited title: a typo of a new word finds it', async () => {
      const medias = await uploadImages(app, token);
      const post = await publish(
        app,
        token,
        listingBody(tax.open, medias, { title: 'Plain item' }),
      );
      expect((await listAll({ searchKey: 'zyxoquinl' })).posts).toEqual([]);
      const res = await app.inject({
        method: 'PUT',
        url: `/api/posts/${post.id}`,
        payload: { title: 'Zyxoquinol drops' },
        ...as(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const found = await listAll({ searchKey: 'zyxoquinl' });
      expect(found.posts.map((p) => p.id)).toEqual([post.id]);
    });

    it('refuses an unknown order or an overlong location', async () => {
      for (const query of ['sort=cheapest', `location=${'x'.repeat(101)}`]) {
        const res = await app.inject({ url: `/api/post?${query}` });
        expect(res.statusCode, query).toBe(400);
      }
    });
  });
});
