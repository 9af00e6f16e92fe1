import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { listingBody, publish, readTaxonomy, uploadImages } from '../../test/listings.ts';
import { toSearchTerms, type PostListFilter, type PostOrder } from './post-list-query.ts';
import { nextKeyset } from './post-list.ts';
import { listPosts } from './posts.repo.ts';

// A search with POST_COUNT_CAP or more matches is broad: it reads at most the cap's worth of
// matches for its count and price ends, and its pages walk the listings in order instead
// (post-list-query.ts). Here the cap is 3, so a word on 6 listings is broad: every order must list
// exactly what reading all the matches lists, page after page.

const BOXES = [
  { title: 'Gauze swabs box', description: 'Sterile gauze, 10 x 10 cm.', price: 120 },
  { title: 'Cotton wool box', description: 'Absorbent cotton, 500 g.', price: 80 },
  { title: 'Syringe 5 ml box', description: 'Luer lock, 100 pieces.', price: 300 },
  { title: 'Examination gloves box', description: 'Nitrile, size M.', price: 900 },
  { title: 'Face masks box', description: 'Three-ply, 50 pieces.', price: 250 },
  { title: 'Alcohol swabs box', description: 'Isopropyl 70%.', price: 60 },
  { title: 'Digital thermometer', description: 'Fast reading, with case.', price: 1200 },
] as const;

describe.each(databases())('a broad search (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;
  let sellerId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-broad-'));
    app = await t.build({ env: { DATA_DIR: dataDir } });
    const seller = await createSignedInUser(app, t.db, { name: 'broad-seller' });
    sellerId = seller.user.id;
    const tax = await readTaxonomy(app);
    const medias = await uploadImages(app, seller.token);
    for (const item of BOXES) await publish(app, seller.token, listingBody(tax.open, medias, item));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** Every page of a list, following its keysets, at page size 2. */
  async function allPages(filter: Omit<PostListFilter, 'from' | 'limit'>, cap: number) {
    const titles: string[] = [];
    let from: PostListFilter['from'] = { offset: 0 };
    let recent = false;
    let total = 0;
    for (let page = 0; page < 10; page++) {
      const request = { ...filter, limit: 2, from };
      const result = await listPosts(t.db.orm, request, cap);
      if (page === 0) {
        recent = result.recent;
        total = result.total;
      }
      const rows = result.rows.slice(0, 2);
      titles.push(...rows.map((r) => r.title));
      const last = rows.at(-1);
      if (result.rows.length <= 2 || !last) break;
      from = nextKeyset(request, result, last, rows.length);
    }
    return { titles, recent, total };
  }

  const boxes = (sort?: PostOrder, extra: Partial<PostListFilter> = {}) => ({
    scope: { kind: 'public' as const },
    viewerId: null,
    createdBy: sellerId,
    search: toSearchTerms('box') ?? undefined,
    ...(sort ? { sort } : {}),
    ...extra,
  });

  it('is ranked newest first, counted up to the cap, and pages through every match', async () => {
    const broad = await allPages(boxes(), 3);
    expect(broad.recent).toBe(true);
    expect(broad.total).toBe(3);
    const newest = await allPages(boxes('newest'), 10_000);
    expect(newest.titles).toHaveLength(6);
    expect(broad.titles).toEqual(newest.titles);
  });

  it.each(['newest', 'price_asc', 'price_desc'] as const)(
    'lists in %s order exactly what reading every match lists',
    async (sort) => {
      const exact = await allPages(boxes(sort), 10_000);
      const broad = await allPages(boxes(sort), 3);
      expect(exact.titles).toHaveLength(6);
      expect(broad.titles).toEqual(exact.titles);
    },
  );

  it('keeps the price bounds: broad only when the bounded matches reach the cap', async () => {
    const cheap = { maxPriceMinor: 250_00 };
    const exact = await allPages(boxes('newest', cheap), 10_000);
    expect(exact.titles).toHaveLength(4);
    const broad = await allPages(boxes('newest', cheap), 3);
    expect(broad.titles).toEqual(exact.titles);
    const narrow = await allPages(boxes(undefined, { maxPriceMinor: 100_00 }), 3);
    expect(narrow.recent).toBe(false);
    expect(narrow.total).toBe(2);
    expect(narrow.titles.sort()).toEqual(['Alcohol swabs box', 'Cotton wool box']);
  });

  it('a search below the cap is ranked and exact', async () => {
    const result = await allPages(boxes(), 10_000);
    expect(result.recent).toBe(false);
    expect(result.total).toBe(6);
    expect(result.titles.sort()).toEqual(
      BOXES.slice(0, 6)
        .map((b) => b.title)
        .sort(),
    );
  });
});
