// Issue 12, finding 5: a disabled or deleted seller's listings leave every public read and come
// back unchanged when the account is re-enabled (decision 007, "Disabled sellers").
import {
  ZPostDetail,
  ZPostListResponse,
  ZShop,
  type TPost,
  type TPostDetail,
} from '@dawa/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser } from '../../test/factories.ts';
import {
  listingBody,
  publish,
  readTaxonomy,
  uploadImages,
  type Taxonomy,
} from '../../test/listings.ts';
import { setSellerListingsHidden } from './posts.repo.ts';

type Who = Awaited<ReturnType<typeof createSignedInUser>>;

describe.each(databases())("a disabled seller's listings (%s)", (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;
  let buyer: Who;
  let admin: Who;
  let tax: Taxonomy;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-posts-hidden-'));
    app = await t.build({ env: { DATA_DIR: dataDir } });
    [buyer, admin] = await Promise.all([
      createSignedInUser(app, t.db, { name: 'buyer' }),
      createSignedInUser(app, t.db, { name: 'padmin', isPlatformAdmin: true }),
    ]);
    tax = await readTaxonomy(app);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const call = (options: InjectOptions) => app.inject(options);
  const ok = async (options: InjectOptions) => {
    const res = await call(options);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const ids = async (query: string, who: Who | null = null) => {
    const res = await ok({ url: `/api/post?limit=100&${query}`, ...as(who?.token ?? null) });
    return ZPostListResponse.parse(res.json()).posts.posts.map((p) => p.id);
  };
  const savedIds = async (who: Who) =>
    ZPostListResponse.parse(
      (await ok({ url: '/api/saved-posts', ...as(who.token) })).json(),
    ).posts.posts.map((p) => p.id);
  const detail = (id: string, who: Who | null = null) =>
    call({ url: `/api/post/${id}`, ...as(who?.token ?? null) });
  const setStatus = (who: Who, status: 'ACTIVE' | 'INACTIVE') =>
    ok({
      method: 'PUT',
      url: `/api/users/${who.user.id}/status`,
      payload: { status },
      ...as(admin.token),
    });

  /** A seller with a shop, an active and a sold listing under a word nobody else uses. */
  async function sellerWithListings() {
    const seller = await createSignedInUser(app, t.db, { name: 'seller' });
    const word = `zq${randomBytes(5).toString('hex')}`;
    const photos = await uploadImages(app, seller.token);
    const body = () => listingBody(tax.open, photos, { title: `Amoxicillin ${word} 500mg` });
    const active = await publish(app, seller.token, body());
    const sold = await publish(app, seller.token, body());
    await ok({
      method: 'PUT',
      url: `/api/posts/${sold.id}/status`,
      payload: { status: 'SOLD' },
      ...as(seller.token),
    });
    const shop = ZShop.parse(
      (
        await call({
          method: 'PUT',
          url: '/api/shop',
          payload: { name: `Shop ${word}`, address: 'Bole Road 12', city: 'Addis Ababa' },
          ...as(seller.token),
        })
      ).json(),
    );
    for (const post of [active, sold])
      await ok({
        method: 'POST',
        url: '/api/saved-post',
        payload: { id: post.id },
        ...as(buyer.token),
      });
    return { seller, word, active, sold, shop };
  }

  type World = Awaited<ReturnType<typeof sellerWithListings>>;
  /** The shop page's count, or 'not found' once the shop left the marketplace with its owner. */
  const shopListings = async ({ shop }: World): Promise<number | 'not found'> => {
    const res = await call({ url: `/api/shops/${shop.id}` });
    if (res.statusCode === 404) return 'not found';
    expect(res.statusCode, res.body).toBe(200);
    return ZShop.parse(res.json()).listings;
  };

  /** Every public read a buyer or a guest has of the seller's listings. */
  async function publicView(world: World) {
    const { seller, word, active, sold } = world;
    const own = [active.id, sold.id];
    const seen = (list: string[]) => list.filter((id) => own.includes(id));
    return {
      marketplace: seen(await ids('')),
      shopPage: seen(await ids(`createdBy=${seller.user.id}`, buyer)),
      similar: seen(await ids(`subCategory=${tax.open.sub.id}`)),
      search: seen(await ids(`searchKey=${word}`)),
      typoSearch: seen(await ids(`searchKey=${word.slice(0, 5)}x${word.slice(6)}`)),
      savedByBuyer: seen(await savedIds(buyer)),
      guestDetail: [(await detail(active.id)).statusCode, (await detail(sold.id)).statusCode],
      buyerDetail: [(await detail(active.id, buyer)).statusCode],
      shopCount: await shopListings(world),
    };
  }
  const VISIBLE = (w: World) => ({
    marketplace: [w.active.id],
    shopPage: [w.active.id],
    similar: [w.active.id],
    search: [w.active.id],
    typoSearch: [w.active.id],
    savedByBuyer: [w.sold.id, w.active.id],
    guestDetail: [200, 200],
    buyerDetail: [200],
    shopCount: 1,
  });
  const HIDDEN = {
    marketplace: [],
    shopPage: [],
    similar: [],
    search: [],
    typoSearch: [],
    savedByBuyer: [],
    guestDetail: [404, 404],
    buyerDetail: [404],
    shopCount: 0 as number | 'not found',
  };
  /** A disabled or deleted account: its shop leaves the marketplace too (answers like a missing one). */
  const ACCOUNT_HIDDEN = { ...HIDDEN, shopCount: 'not found' as const };

  it('hides them everywhere while the account is disabled and restores them unchanged', async () => {
    const world = await sellerWithListings();
    expect(await publicView(world)).toEqual(VISIBLE(world));
    const before = ZPostDetail.parse((await detail(world.active.id)).json());

    await setStatus(world.seller, 'INACTIVE');
    expect(await publicView(world)).toEqual(ACCOUNT_HIDDEN);
    // A hidden listing answers like a missing one: nothing to save or report.
    const save = await call({
      method: 'POST',
      url: '/api/saved-post',
      payload: { id: world.active.id },
      ...as(buyer.token),
    });
    expect(save.statusCode).toBe(404);
    const report = await call({
      method: 'POST',
      url: `/api/post/${world.active.id}/report`,
      payload: { reason: 'Seller no longer answers' },
      ...as(buyer.token),
    });
    expect(report.statusCode).toBe(404);
    // Platform administrators still read them (to moderate, to answer a complaint).
    expect((await detail(world.active.id, admin)).statusCode).toBe(200);

    await setStatus(world.seller, 'ACTIVE');
    expect(await publicView(world)).toEqual(VISIBLE(world));
    const after: TPostDetail = ZPostDetail.parse((await detail(world.active.id)).json());
    expect(after).toEqual(before);
  });

  it('hides them when the account is deleted', async () => {
    const world = await sellerWithListings();
    await ok({ method: 'DELETE', url: `/api/user/${world.seller.user.id}`, ...as(admin.token) });
    expect(await publicView(world)).toEqual(ACCOUNT_HIDDEN);
    expect((await detail(world.sold.id, admin)).statusCode).toBe(200);
  });

  it('still shows the seller their own hidden listings', async () => {
    // Disabled and deleted accounts cannot sign in; the rule is for any hidden listing all the same.
    const world = await sellerWithListings();
    await setSellerListingsHidden(t.db.orm, world.seller.user.id, true);
    expect(await publicView(world)).toEqual(HIDDEN);
    const own = await ids(`createdBy=${world.seller.user.id}`, world.seller);
    expect(own).toEqual([world.sold.id, world.active.id]);
    const read = await detail(world.active.id, world.seller);
    expect(read.statusCode).toBe(200);
    expect(read.json<TPost>().id).toBe(world.active.id);
  });
});
