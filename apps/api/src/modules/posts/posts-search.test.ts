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
import { as, createSignedInUser } from '../../test/factories.ts';
import { postListStatements, toSearchTerms } from './post-list-query.ts';
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

  it("reads a search's price range off the price index's ends, or from its matches when an end has none", async () => {
    const rangeOf = async (
      words: string,
      probeRows?: number,
      order: 'recent' | 'relevance' = 'recent',
    ) => {
      const search = toSearchTerms(words);
      if (!search) throw new Error('no words');
      // 'recent': as a search too broad to rank runs, the price index's ends probed first.
      search.order = order;
      const filter = { scope: { kind: 'public' as const }, viewerId: null, search, limit: 10 };
      const { priceRange } = postListStatements({ ...filter, from: { offset: 0 } }, probeRows);
      const { rows } = await t.db.orm.execute<{ min_price: number; max_price: number }>(priceRange);
      return rows[0];
    };
    // The cheapest listing (35) matches "500", the dearest (1,200) does not: with one-row probes
    // the top end comes from the matches. Gloves are at neither end: both do.
    expect(await rangeOf('500', 1)).toEqual({ min_price: 3500, max_price: 45000 });
    expect(await rangeOf('500')).toEqual({ min_price: 3500, max_price: 45000 });
    expect(await rangeOf('gloves', 1)).toEqual({ min_price: 90000, max_price: 90000 });
    expect(await rangeOf('thermometer', 1)).toEqual({ min_price: 120000, max_price: 120000 });
    expect(await rangeOf('zzqqxx', 1)).toEqual({ min_price: null, max_price: null });
    // A ranked search aggregates its matches: the same answer.
    expect(await rangeOf('500', 1, 'relevance')).toEqual({ min_price: 3500, max_price: 45000 });
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
});
