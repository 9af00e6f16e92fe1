import {
  PRICE_GUIDE_MIN_COUNT,
  ZModerationPage,
  ZPostDetail,
  ZPostListResponse,
  ZPriceGuide,
  type TCategory,
  type TErrorResponse,
} from '@dawa/contract';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser, NIL_ID } from '../../test/factories.ts';
import {
  listingBody,
  publish,
  readTaxonomy,
  uploadImages,
  type Taxonomy,
} from '../../test/listings.ts';
import { createViewCounter } from './view-counter.ts';

type Who = Awaited<ReturnType<typeof createSignedInUser>>;

describe.each(databases())('moderation queue, price guide and views (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;
  let seller: Who;
  let buyer: Who;
  let admin: Who;
  let tax: Taxonomy;
  let medias: { name: string; url: string }[];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-market-'));
    app = await t.build({ env: { DATA_DIR: dataDir } });
    [seller, buyer, admin] = await Promise.all([
      createSignedInUser(app, t.db, { name: 'market-seller' }),
      createSignedInUser(app, t.db, { name: 'market-buyer' }),
      createSignedInUser(app, t.db, { name: 'market-admin', isPlatformAdmin: true }),
    ]);
    tax = await readTaxonomy(app);
    medias = await uploadImages(app, seller.token);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const newListing = (
    overrides: Parameters<typeof listingBody>[2],
    where: { category: TCategory; sub: TCategory } = tax.open,
  ) => publish(app, seller.token, listingBody(where, medias, overrides));

  describe('GET /admin/posts/moderation', () => {
    const queue = async (query: string, who: Who | null = admin) =>
      app.inject({ url: `/api/admin/posts/moderation?${query}`, ...as(who?.token ?? null) });
    const ids = async (query: string) => {
      const res = await queue(query);
      expect(res.statusCode, res.body).toBe(200);
      return ZModerationPage.parse(res.json());
    };

    it('searches, filters by category, sorts and counts; drafts never appear', async () => {
      const first = await newListing({ title: 'Zolmitriptan tablets lot A' }, tax.regulated);
      const second = await newListing({ title: 'Zolmitriptan tablets lot B' }, tax.regulated);
      const other = await newListing({ title: 'Quinapril tablets' }, tax.regulated);
      const draft = await newListing({ title: 'Zolmitriptan draft lot' }, tax.regulated);
      const moved = await app.inject({
        method: 'PUT',
        url: `/api/posts/${draft.id}/status`,
        payload: { status: 'DRAFT' },
        ...as(seller.token),
      });
      expect(moved.statusCode, moved.body).toBe(200);

      const oldest = await ids('searchKey=zolmitriptan');
      expect(oldest.docs.map((d) => d.id)).toEqual([first.id, second.id]);
      expect(oldest.total).toBe(2);
      const newest = await ids('searchKey=zolmi&sort=newest');
      expect(newest.docs.map((d) => d.id)).toEqual([second.id, first.id]);

      // A page of one still counts the whole filtered queue.
      const paged = await ids('searchKey=zolmitriptan&limit=1');
      expect(paged).toMatchObject({ total: 2, pages: 2, hasMore: true });
      expect(paged.docs.map((d) => d.id)).toEqual([first.id]);

      const all = (await ids('limit=100')).docs.map((d) => d.id);
      expect(all).toEqual(expect.arrayContaining([first.id, second.id, other.id]));
      expect(all).not.toContain(draft.id);

      for (const category of [tax.regulated.category.id, tax.regulated.sub.id]) {
        const inside = await ids(`searchKey=tablets&category=${category}&limit=100`);
        expect(inside.docs.map((d) => d.id).sort()).toEqual([first.id, second.id, other.id].sort());
      }
      const elsewhere = await ids(`searchKey=tablets&category=${tax.open.category.id}`);
      expect(elsewhere).toMatchObject({ docs: [], total: 0, pages: 0 });
    });

    it('refuses guests, non-administrators and bad queries', async () => {
      expect((await queue('', null)).statusCode).toBe(401);
      expect((await queue('', buyer)).statusCode).toBe(403);
      for (const bad of ['sort=sideways', 'category=nope', `searchKey=${'x'.repeat(101)}`]) {
        const res = await queue(bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json<TErrorResponse>().message).toEqual(expect.any(String));
      }
    });
  });

  describe('GET /post/price-guide', () => {
    const guideOf = async (subCategory: string, who: Who | null = null) => {
      const res = await app.inject({
        url: `/api/post/price-guide?subCategory=${subCategory}`,
        ...as(who?.token ?? null),
      });
      expect(res.statusCode, res.body).toBe(200);
      return ZPriceGuide.parse(res.json());
    };

    it('gives percentiles of public priced listings only, from a minimum count', async () => {
      const sub = tax.open.otherSub;
      const where = { category: tax.open.category, sub };
      const before = await guideOf(sub.id);
      expect(before).toEqual({ count: 0, p05: null, p50: null, p95: null });

      const prices = [100, 120, 150, 200, 250, 300, 400, 500, 700, 90_000];
      for (const price of prices.slice(0, PRICE_GUIDE_MIN_COUNT - 1)) {
        await newListing({ price }, where);
      }
      expect(await guideOf(sub.id)).toEqual({
        count: PRICE_GUIDE_MIN_COUNT - 1,
        p05: null,
        p50: null,
        p95: null,
      });
      for (const price of prices.slice(PRICE_GUIDE_MIN_COUNT - 1)) {
        await newListing({ price }, where);
      }
      // Unpriced, drafted and sold listings are not counted.
      await newListing({ price: undefined, negotiable: true }, where);
      const sold = await newListing({ price: 5 }, where);
      await app.inject({
        method: 'PUT',
        url: `/api/posts/${sold.id}/status`,
        payload: { status: 'SOLD' },
        ...as(seller.token),
      });
      const guide = await guideOf(sub.id, buyer);
      expect(guide).toEqual({ count: 10, p05: 100, p50: 250, p95: 90_000 });
      expect(await guideOf(NIL_ID)).toEqual({ count: 0, p05: null, p50: null, p95: null });
    });

    it('refuses a missing or malformed sub-category', async () => {
      for (const query of ['', 'subCategory=nope']) {
        const res = await app.inject({ url: `/api/post/price-guide?${query}` });
        expect(res.statusCode, query).toBe(400);
      }
    });
  });

  describe('views and saves', () => {
    it('counts others opening a listing and shows the counts to its seller only', async () => {
      const post = await newListing({ title: 'Views counter listing' });
      const open = async (who: Who | null) => {
        const res = await app.inject({ url: `/api/post/${post.id}`, ...as(who?.token ?? null) });
        expect(res.statusCode, res.body).toBe(200);
        return ZPostDetail.parse(res.json());
      };
      await open(null);
      await open(buyer);
      await open(seller); // the seller's own visit is not a view
      const saved = await app.inject({
        method: 'POST',
        url: '/api/saved-post',
        payload: { id: post.id },
        ...as(buyer.token),
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const own = await open(seller);
      expect(own).toMatchObject({ viewCount: 2, saveCount: 1 });
      for (const who of [null, buyer, admin]) {
        const seen = await open(who);
        expect(seen.viewCount, who?.user.fullName ?? 'guest').toBeUndefined();
        expect(seen.saveCount).toBeUndefined();
      }

      const list = async (who: Who) => {
        const res = await app.inject({
          url: `/api/post?createdBy=${seller.user.id}&limit=100`,
          ...as(who.token),
        });
        return ZPostListResponse.parse(res.json()).posts.posts.find((p) => p.id === post.id);
      };
      expect(await list(seller)).toMatchObject({ viewCount: 5, saveCount: 1 });
      const others = await list(buyer);
      expect(others?.viewCount).toBeUndefined();
      expect(others?.saveCount).toBeUndefined();
    });

    it('writes views in batches: one statement for many views, nothing lost on close', async () => {
      const [a, b] = await Promise.all([
        newListing({ title: 'Batched views one' }),
        newListing({ title: 'Batched views two' }),
      ]);
      const stored = async (id: string) =>
        (
          await t.db.orm.execute<{ view_count: number }>(
            sql`SELECT view_count FROM posts WHERE id = ${id}`,
          )
        ).rows[0]?.view_count;
      const statements: string[] = [];
      const orm = new Proxy(t.db.orm, {
        get: (target, key, receiver) =>
          key === 'execute'
            ? (query: SQL) => {
                statements.push(new PgDialect().sqlToQuery(query).sql);
                return target.execute(query);
              }
            : (Reflect.get(target, key, receiver) as unknown),
      });
      // No timer of its own (the app's job flushes the app's counter): only flush() and close() write here.
      const views = createViewCounter(orm, app.log);
      for (let i = 0; i < 7; i++) views.count(a.id);
      for (let i = 0; i < 3; i++) views.count(b.id);
      expect(await stored(a.id)).toBe(0);
      await views.flush();
      expect(statements).toHaveLength(1);
      expect([await stored(a.id), await stored(b.id)]).toEqual([7, 3]);
      await views.flush(); // nothing pending: no statement
      expect(statements).toHaveLength(1);
      views.count(b.id);
      await views.close();
      expect(await stored(b.id)).toBe(4);
      // A listing deleted before the flush is skipped; the others still count.
      const gone = createViewCounter(t.db.orm, app.log);
      gone.count(NIL_ID);
      gone.count(a.id);
      await gone.close();
      expect(await stored(a.id)).toBe(8);
    });
  });
});
