// The product fields of a listing (issue 31, docs/decisions/016): expiry, pack size, stock,
// minimum order, manufacturer and registration; regulated categories sold new only; the
// shelf-life filter; and the sweep that takes expired listings off the marketplace.
import {
  POST_MESSAGES,
  ZPost,
  ZPostDetail,
  ZPostListResponse,
  type TCreatePostRequest,
  type TErrorResponse,
  type TPost,
} from '@dawa/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { databases } from '../../test/build-test-app.ts';
import { as, createSignedInUser, signIn } from '../../test/factories.ts';
import {
  listingBody,
  publish,
  uploadImages,
  useListingsTest,
  type SignedIn,
  type Taxonomy,
} from '../../test/listings.ts';
import { expireListings } from './expiry-sweep.ts';

/** The app's clock: tests move it to pass an expiry date (reset for each database). */
const START = new Date('2031-03-10T09:00:00Z');
let clock = START;

const PRODUCT = {
  expiry_date: '2032-02',
  pack_size: '  Box of 100  ',
  quantity_available: 40,
  min_order_quantity: 2,
  manufacturer: 'Ethiopian Pharmaceuticals Manufacturing',
  registration_number: 'EFDA/REG/0420',
} satisfies Partial<TCreatePostRequest>;

/** Where a listing is posted: a category and a child of it. */
type Placement = Pick<Taxonomy['open'], 'category' | 'sub'>;

describe.each(databases())('listing product fields (%s)', (driver) => {
  beforeAll(() => {
    clock = START;
  });
  const s = useListingsTest(driver, {
    dataDirPrefix: 'dawa-product-',
    people: { seller: { name: 'product-seller' }, buyer: { name: 'product-buyer' } },
    photosBy: 'seller',
    now: () => clock,
  });

  const call = (options: InjectOptions) => s.app.inject(options);
  const create = (overrides: Record<string, unknown>, where: Placement = s.tax.open) =>
    call({
      method: 'POST',
      url: '/api/post',
      payload: { ...listingBody(where, s.medias), ...overrides },
      ...as(s.seller.token),
    });
  const put = (id: string, payload: Record<string, unknown>, token = s.seller.token) =>
    call({ method: 'PUT', url: `/api/posts/${id}`, payload, ...as(token) });
  const setStatus = (id: string, status: string, token = s.seller.token) =>
    call({ method: 'PUT', url: `/api/posts/${id}/status`, payload: { status }, ...as(token) });
  /** The field and message of a 400. */
  const refusal = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<TErrorResponse>();
    return body.issues?.map((i) => `${i.path}: ${i.message}`) ?? [body.message];
  };
  const list = async (query: string, who: SignedIn | null = null) => {
    const res = await call({ url: `/api/post?${query}`, ...as(who?.token ?? null) });
    expect(res.statusCode, res.body).toBe(200);
    return ZPostListResponse.parse(res.json()).posts.posts;
  };

  it('are stored and answered on create, detail and list; a month means its last day', async () => {
    const res = await create({ ...PRODUCT, title: 'Cefalexin 250mg capsules ptfa' });
    expect(res.statusCode, res.body).toBe(201);
    const post = ZPost.parse(res.json());
    const expected = {
      expiry_date: '2032-02-29', // a leap year's February
      pack_size: 'Box of 100',
      quantity_available: 40,
      min_order_quantity: 2,
      manufacturer: PRODUCT.manufacturer,
      registration_number: PRODUCT.registration_number,
    };
    expect(post).toMatchObject(expected);
    const detail = ZPostDetail.parse((await call({ url: `/api/post/${post.id}` })).json());
    expect(detail).toMatchObject(expected);
    const [listed] = await list('searchKey=ptfa');
    expect(listed).toMatchObject({ id: post.id, ...expected });

    // A day is kept as given; absent fields answer null.
    const plain = await publish(
      s.app,
      s.seller.token,
      listingBody(s.tax.open, s.medias, {
        expiry_date: '2031-03-10',
      }),
    );
    expect(plain).toMatchObject({
      expiry_date: '2031-03-10',
      pack_size: null,
      quantity_available: null,
      min_order_quantity: null,
      manufacturer: null,
      registration_number: null,
    });
  });

  it('refuse bad dates, a past expiry, bad quantities and too long text, field by field', async () => {
    for (const expiry_date of ['2031-13', '2031-02-30', '31-03', 'next year', '2031/06', 2031]) {
      expect(refusal(await create({ expiry_date })), String(expiry_date)).toEqual([
        `expiry_date: ${POST_MESSAGES.expiryDateInvalid}`,
      ]);
    }
    // The clock says 2031-03-10: yesterday and last month are past, this month is not.
    expect(refusal(await create({ expiry_date: '2031-03-09' }))).toEqual([
      `expiry_date: ${POST_MESSAGES.expiryDatePast}`,
    ]);
    expect(refusal(await create({ expiry_date: '2031-02' }))).toEqual([
      `expiry_date: ${POST_MESSAGES.expiryDatePast}`,
    ]);
    expect((await create({ expiry_date: '2031-03' })).statusCode).toBe(201);

    expect(refusal(await create({ quantity_available: -1 }))).toEqual([
      `quantity_available: ${POST_MESSAGES.quantityAvailableInvalid}`,
    ]);
    expect(refusal(await create({ quantity_available: 2.5 }))).toEqual([
      `quantity_available: ${POST_MESSAGES.quantityAvailableInvalid}`,
    ]);
    expect(refusal(await create({ min_order_quantity: 0 }))).toEqual([
      `min_order_quantity: ${POST_MESSAGES.minOrderQuantityInvalid}`,
    ]);
    expect(refusal(await create({ quantity_available: 5, min_order_quantity: 6 }))).toEqual([
      `min_order_quantity: ${POST_MESSAGES.minOrderAboveQuantity}`,
    ]);
    expect(refusal(await create({ pack_size: 'x'.repeat(101) }))).toEqual([
      `pack_size: ${POST_MESSAGES.textMax(100)}`,
    ]);
    // Out of stock is a quantity too.
    expect((await create({ quantity_available: 0 })).statusCode).toBe(201);
  });

  it('keep their rules on an edit: past dates, the minimum against the stock kept, null clears', async () => {
    const post = await publish(s.app, s.seller.token, listingBody(s.tax.open, s.medias, PRODUCT));
    expect(refusal(await put(post.id, { expiry_date: '2030-12' }))).toEqual([
      `expiry_date: ${POST_MESSAGES.expiryDatePast}`,
    ]);
    // The stock stored (40) is compared with the new minimum.
    expect(refusal(await put(post.id, { min_order_quantity: 41 }))).toEqual([
      `min_order_quantity: ${POST_MESSAGES.minOrderAboveQuantity}`,
    ]);
    expect(refusal(await put(post.id, { quantity_available: 1 }))).toEqual([
      `min_order_quantity: ${POST_MESSAGES.minOrderAboveQuantity}`,
    ]);
    const edited = await put(post.id, {
      expiry_date: '2033-07-15',
      quantity_available: null,
      min_order_quantity: 50,
      manufacturer: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ZPost.parse(edited.json())).toMatchObject({
      expiry_date: '2033-07-15',
      quantity_available: null,
      min_order_quantity: 50,
      manufacturer: null,
      pack_size: 'Box of 100',
    });
  });

  it('sell regulated products new only: USED or REFURBISHED refused, none given is NEW', async () => {
    expect(refusal(await create({ condition: 'USED' }, s.tax.regulated))).toEqual([
      `condition: ${POST_MESSAGES.conditionRegulatedNew}`,
    ]);
    expect(refusal(await create({ condition: 'REFURBISHED' }, s.tax.regulated))).toEqual([
      `condition: ${POST_MESSAGES.conditionRegulatedNew}`,
    ]);
    const { condition: _, ...withoutCondition } = listingBody(s.tax.regulated, s.medias);
    const res = await call({
      method: 'POST',
      url: '/api/post',
      payload: withoutCondition,
      ...as(s.seller.token),
    });
    expect(res.statusCode, res.body).toBe(201);
    const regulated = ZPost.parse(res.json());
    expect(regulated.condition).toBe('NEW');
    expect(refusal(await put(regulated.id, { condition: 'USED' }))).toEqual([
      `condition: ${POST_MESSAGES.conditionRegulatedNew}`,
    ]);
    // Cleared: still NEW.
    const cleared = await put(regulated.id, { condition: null });
    expect(ZPost.parse(cleared.json()).condition).toBe('NEW');

    // Outside regulated categories the seller chooses; moved into one, a used listing becomes NEW.
    const used = await publish(
      s.app,
      s.seller.token,
      listingBody(s.tax.open, s.medias, { condition: 'USED' }),
    );
    expect(used.condition).toBe('USED');
    const moved = await put(used.id, {
      category: s.tax.regulated.category.id,
      sub_category: s.tax.regulated.sub.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ZPost.parse(moved.json()).condition).toBe('NEW');
  });

  it('filters by shelf life: expiry at least N months away, listings without expiry left out', async () => {
    // Unique place, so the walk over the marketplace (no words) and a search both see only these.
    const location = 'Shelf-life test town qzv';
    const make = (title: string, expiry_date?: string) =>
      publish(
        s.app,
        s.seller.token,
        listingBody(s.tax.open, s.medias, {
          title,
          location,
          ...(expiry_date && { expiry_date }),
        }),
      );
    // Today is 2031-03-10: 12 months from now is 2032-03-10.
    const long = await make('Shelf qzv long', '2033-01');
    const edge = await make('Shelf qzv edge', '2032-03-10');
    const short = await make('Shelf qzv short', '2031-06');
    const none = await make('Shelf qzv none');
    const ids = (posts: TPost[]) => posts.map((p) => p.id).sort();
    const inTown = `location=${encodeURIComponent(location)}`;

    expect(ids(await list(inTown))).toEqual(ids([long, edge, short, none]));
    expect(ids(await list(`${inTown}&minShelfLifeMonths=12`))).toEqual(ids([long, edge]));
    expect(ids(await list(`${inTown}&minShelfLifeMonths=3`))).toEqual(ids([long, edge, short]));
    expect(ids(await list(`${inTown}&minShelfLifeMonths=0`))).toEqual(ids([long, edge, short]));
    expect(ids(await list('searchKey=shelf qzv&minShelfLifeMonths=12'))).toEqual(ids([long, edge]));
    for (const bad of ['-1', '1.5', '121', 'soon']) {
      expect(refusal(await call({ url: `/api/post?minShelfLifeMonths=${bad}` }))).toEqual([
        `minShelfLifeMonths: ${POST_MESSAGES.shelfLifeMonthsInvalid}`,
      ]);
    }
  });

  it('takes a listing past its expiry off the marketplace and tells its seller', async () => {
    // A seller of their own: the sweep runs over the whole marketplace, where earlier tests left
    // listings with dates of their own.
    const owner = await createSignedInUser(s.app, s.t.db, { name: 'sweep-seller' });
    const photos = await uploadImages(s.app, owner.token);
    const keep = await publish(
      s.app,
      owner.token,
      listingBody(s.tax.open, photos, {
        title: 'Sweep xqj keeps',
        expiry_date: '2031-05',
      }),
    );
    const goes = await publish(
      s.app,
      owner.token,
      listingBody(s.tax.open, photos, {
        title: 'Sweep xqj expires',
        expiry_date: '2031-04-01',
      }),
    );
    const saved = await call({
      method: 'POST',
      url: '/api/saved-post',
      payload: { id: goes.id },
      ...as(s.buyer.token),
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);

    const mails: MailMessage[] = [];
    const toOwner = () => mails.filter((m) => m.to === owner.email);
    const sweep = () =>
      expireListings({
        orm: s.t.db.orm,
        now: () => clock,
        mail: { enqueue: (m) => mails.push(m) },
        publicUrl: 'https://dawa.test',
      });
    const searched = async () => (await list('searchKey=sweep xqj')).map((p) => p.id).sort();
    // On its expiry day a listing stays.
    clock = new Date('2031-04-01T23:59:00Z');
    await sweep();
    expect(toOwner()).toHaveLength(0);
    expect(await searched()).toEqual([keep.id, goes.id].sort());

    // The seller chose Amharic for their account (decision 024): the job's mail follows it.
    await s.t.db.orm.execute(sql`update users set language = 'am' where email = ${owner.email}`);
    clock = new Date('2031-04-02T00:30:00Z');
    expect((await sweep()).expired).toBeGreaterThanOrEqual(1);
    expect(toOwner()).toHaveLength(1);
    expect(toOwner()[0]?.subject).toBe('Dawa፦ ማስታወቂያዎ የማብቂያ ቀኑን አልፏል');
    expect(toOwner()[0]?.text).toContain('Sweep xqj expires');
    expect(toOwner()[0]?.text).toContain(`https://dawa.test/listing/${goes.id}`);
    expect(toOwner()[0]?.text).not.toContain('Sweep xqj keeps');
    // Nothing more to do, nobody told twice.
    expect((await sweep()).expired).toBe(0);
    expect(toOwner()).toHaveLength(1);

    // Weeks passed: the session tokens of the start have expired.
    const buyerToken = (await signIn(s.app, s.buyer)).accessToken;
    const ownerToken = (await signIn(s.app, owner)).accessToken;
    expect(await searched()).toEqual([keep.id]);
    // The buyer's favourites still show it, as expired; its page still opens.
    const savedList = await call({ url: '/api/saved-posts', ...as(buyerToken) });
    const favourite = ZPostListResponse.parse(savedList.json()).posts.posts.find(
      (p) => p.id === goes.id,
    );
    expect(favourite?.status).toBe('EXPIRED');
    const page = await call({ url: `/api/post/${goes.id}` });
    expect(page.statusCode).toBe(200);
    expect(ZPostDetail.parse(page.json()).status).toBe('EXPIRED');

    // Relisting needs the expiry date of fresh stock first.
    expect(refusal(await setStatus(goes.id, 'ACTIVE', ownerToken))).toEqual([
      `expiry_date: ${POST_MESSAGES.expiredRelist}`,
    ]);
    expect((await put(goes.id, { expiry_date: '2032-04' }, ownerToken)).statusCode).toBe(200);
    const relisted = await setStatus(goes.id, 'ACTIVE', ownerToken);
    expect(relisted.statusCode, relisted.body).toBe(200);
    expect(await searched()).toEqual([keep.id, goes.id].sort());
  });
});
