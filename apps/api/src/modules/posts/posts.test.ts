import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
  POST_MESSAGES,
  ZModerationPage,
  ZPost,
  ZPostDetail,
  ZPostListResponse,
  type TCategory,
  type TErrorResponse,
  type TPost,
} from '@dawa/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser, NIL_ID } from '../../test/factories.ts';
import {
  listingBody,
  publish,
  readTaxonomy,
  uploadImages,
  type Taxonomy,
} from '../../test/listings.ts';
import { POST_LIMITS_PER_USER } from './posts.routes.ts';

type Who = Awaited<ReturnType<typeof createSignedInUser>>;

describe.each(databases())('listings (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;
  let seller: Who;
  let buyer: Who;
  let admin: Who;
  let tax: Taxonomy;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-posts-'));
    app = await t.build({ env: { DATA_DIR: dataDir } });
    [seller, buyer, admin] = await Promise.all([
      createSignedInUser(app, t.db, { name: 'seller' }),
      createSignedInUser(app, t.db, { name: 'buyer' }),
      createSignedInUser(app, t.db, { name: 'padmin', isPlatformAdmin: true }),
    ]);
    tax = await readTaxonomy(app);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const call = (options: InjectOptions) => app.inject(options);
  const read = (id: string, who: Who | null = null) =>
    call({ url: `/api/post/${id}`, ...as(who?.token ?? null) });
  const list = async (query: string, who: Who | null = null) => {
    const res = await call({ url: `/api/post?${query}`, ...as(who?.token ?? null) });
    expect(res.statusCode, res.body).toBe(200);
    return ZPostListResponse.parse(res.json()).posts;
  };
  const mine = (who: Who, query = '') => list(`createdBy=${who.user.id}&limit=100&${query}`, who);
  const newListing = async (
    who: Who = seller,
    overrides = {},
    where: { category: TCategory; sub: TCategory } = tax.open,
  ) => publish(app, who.token, listingBody(where, await uploadImages(app, who.token), overrides));
  const errorOf = (res: { json: () => unknown }) => res.json() as TErrorResponse;

  describe('publishing', () => {
    it('publishes with images (primary first), readable by guests with category and seller', async () => {
      const medias = await uploadImages(app, seller.token, 2);
      const body = listingBody(tax.open, [medias[0]!, { ...medias[1]!, isPrimary: true }], {
        bulk_available: true,
        bulk_price: 400,
        bulk_quantity: 50,
        delivery_available: true,
        delivery_note: 'Same day in Addis',
      });
      const post = await publish(app, seller.token, body);
      expect(post).toMatchObject({
        status: 'ACTIVE',
        compliance_status: 'APPROVED',
        created_by: seller.user.id,
        price: 450.5,
        bulk_price: 400,
        isSavedPost: false,
        rejection_reason: null,
      });
      expect(post.medias.map((m) => [m.url, m.isPrimary])).toEqual([
        [medias[1]!.url, true],
        [medias[0]!.url, false],
      ]);
      expect(post.medias[0]!.thumbnailUrl).toBe(`${medias[1]!.url}/thumb`);

      const res = await read(post.id);
      expect(res.statusCode, res.body).toBe(200);
      const detail = ZPostDetail.parse(res.json());
      expect(detail.category.id).toBe(tax.open.category.id);
      expect(detail.subCategory.id).toBe(tax.open.sub.id);
      expect(detail.createdBy).toMatchObject({ id: seller.user.id, shop: null });
      expect(JSON.stringify(detail)).not.toMatch(/email|password/i);
    });

    it('asks guests to sign in', async () => {
      const res = await call({ method: 'POST', url: '/api/post', payload: {} });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['an unknown field (status)', { status: 'SOLD' }],
      ['an owner', { created_by: NIL_ID }],
      ['compliance', { compliance_status: 'APPROVED' }],
    ] as [string, Record<string, string>][])('refuses %s in the payload', async (_, extra) => {
      const medias = await uploadImages(app, seller.token);
      const res = await call({
        method: 'POST',
        url: '/api/post',
        payload: { ...listingBody(tax.open, medias), ...extra },
        ...as(seller.token),
      });
      expect(res.statusCode, res.body).toBe(400);
    });

    it('validates with the contract messages', async () => {
      const medias = await uploadImages(app, seller.token);
      const send = async (overrides: Record<string, unknown>) => {
        const res = await call({
          method: 'POST',
          url: '/api/post',
          payload: { ...listingBody(tax.open, medias), ...overrides },
          ...as(seller.token),
        });
        expect(res.statusCode, res.body).toBe(400);
        return errorOf(res).issues?.map((i) => i.message) ?? [errorOf(res).message];
      };
      expect(await send({ category: 'x' })).toContain(POST_MESSAGES.categoryRequired);
      expect(await send({ title: '  ' })).toContain(POST_MESSAGES.titleRequired);
      expect(await send({ medias: [] })).toContain(POST_MESSAGES.mediasMin);
      expect(await send({ price: 10.123 })).toContain(POST_MESSAGES.priceInvalid);
      expect(await send({ price: undefined })).toContain(POST_MESSAGES.priceRequired);
      expect(await send({ bulk_available: true })).toContain(POST_MESSAGES.bulkPriceRequired);
      expect(await send({ contactPhone: '12ab' })).toContain(
        "Phone number must be at least 5 characters long and contain only numbers (and optional '+' at the start).",
      );
      expect(await send({ sub_category: tax.regulated.sub.id })).toContain(
        POST_MESSAGES.subCategoryMismatch,
      );
      expect(await send({ category: tax.open.sub.id })).toContain(
        POST_MESSAGES.categoryUnavailable,
      );
    });

    it('accepts a negotiable or custom price instead of an amount', async () => {
      const negotiable = await newListing(seller, { price: undefined, negotiable: true });
      expect(negotiable.price).toBeNull();
      const custom = await newListing(seller, { price: undefined, custom_price: 'Per carton' });
      expect(custom.custom_price).toBe('Per carton');
    });

    it("refuses images that are not the seller's own finished uploads", async () => {
      const [theirs] = await uploadImages(app, buyer.token);
      const send = (url: string) =>
        call({
          method: 'POST',
          url: '/api/post',
          payload: listingBody(tax.open, [{ name: 'x', url }]),
          ...as(seller.token),
        });
      const urls = [
        theirs!.url,
        `/api/files/uploads/${seller.user.id}/${NIL_ID}`,
        'https://evil.example/x.png',
        '/api/files/uploads/../../etc/passwd',
      ];
      for (const url of urls) {
        const res = await send(url);
        expect(res.statusCode, url).toBe(400);
        expect(errorOf(res).message).toBe(POST_MESSAGES.mediaUrlInvalid);
      }
    });

    it('answers a retry under the same Idempotency-Key with the first answer', async () => {
      // A seller of its own: the publish limit of the shared one is for the other tests. The
      // mechanism's own cases (409 in flight, other routes, retention) are in
      // platform/idempotency.test.ts; these are publishing's.
      const retrier = await createSignedInUser(app, t.db, { name: 'retrier' });
      const body = listingBody(tax.open, await uploadImages(app, retrier.token), {
        title: `Retried listing ${Date.now()}`,
      });
      const send = (key: string, payload: object = body, who: Who = retrier) =>
        call({
          method: 'POST',
          url: '/api/post',
          payload,
          headers: { ...as(who.token).headers, [IDEMPOTENCY_KEY_HEADER]: key },
        });
      const key = randomUUID();
      const first = await send(key);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
      const replays = await Promise.all([send(key), send(key)]);
      for (const res of replays) {
        expect(res.statusCode, res.body).toBe(201);
        expect(res.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
        expect(res.body).toBe(first.body);
      }
      const titled = (await mine(retrier)).posts.filter((p) => p.title === body.title);
      expect(titled).toHaveLength(1);

      // Two sends racing with a new key: one listing; the other answers it again, or, on server
      // PostgreSQL when it arrives while the first is still running, 409 (retry in a moment).
      const raceBody = { ...body, title: `Raced listing ${Date.now()}` };
      const raceKey = randomUUID();
      const race = await Promise.all([send(raceKey, raceBody), send(raceKey, raceBody)]);
      const answered = race.filter((r) => r.statusCode === 201);
      expect(answered.length).toBeGreaterThanOrEqual(1);
      expect(race.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      expect(new Set(answered.map((r) => ZPost.parse(r.json()).id)).size).toBe(1);
      expect((await mine(retrier)).posts.filter((p) => p.title === raceBody.title)).toHaveLength(1);

      // The same key for another listing is refused; another user's key space is their own.
      const other = await send(key, { ...body, title: 'Something else entirely' });
      expect(other.statusCode).toBe(422);
      expect(errorOf(other).message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
      const buyerBody = listingBody(tax.open, await uploadImages(app, buyer.token));
      expect((await send(key, buyerBody, buyer)).statusCode).toBe(201);

      const bad = await send('not a key!');
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toBe(IDEMPOTENCY_MESSAGES.keyInvalid);
    });
  });

  describe('reading', () => {
    it('answers 400 for a non-UUID id and 404 for an unknown one', async () => {
      const bad = await read('42');
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toBe('Invalid post id');
      expect((await read(NIL_ID)).statusCode).toBe(404);
    });

    it('lists newest first with the answer shape of the spec', async () => {
      const first = await newListing();
      const second = await newListing();
      const page = await list(`createdBy=${seller.user.id}&limit=2`);
      expect(page.posts.map((p) => p.id)).toEqual([second.id, first.id]);
      expect(page).toMatchObject({ limit: 2, cursor: 0, hasMore: true });
      expect(page.pages).toBeGreaterThan(1);
    });
  });

  describe('changing', () => {
    let post: TPost;
    beforeAll(async () => {
      post = await newListing();
    });
    const put = (id: string, payload: object, who: Who | null) =>
      call({ method: 'PUT', url: `/api/posts/${id}`, payload, ...as(who?.token ?? null) });

    it('lets the seller change and clear fields', async () => {
      const res = await put(post.id, { title: 'Amoxicillin 250mg', location: null }, seller);
      expect(res.statusCode, res.body).toBe(200);
      expect(ZPost.parse(res.json())).toMatchObject({ title: 'Amoxicillin 250mg', location: null });
    });

    it('keeps some price after a change', async () => {
      const res = await put(post.id, { price: null }, seller);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(POST_MESSAGES.priceRequired);
    });

    it('refuses guests (401), other users (403), bad ids (400) and status in the payload', async () => {
      expect((await put(post.id, { title: 'x' }, null)).statusCode).toBe(401);
      const other = await put(post.id, { title: 'Mine now' }, buyer);
      expect(other.statusCode).toBe(403);
      expect(errorOf(other).message).toBe(POST_MESSAGES.notOwner);
      // Not even an administrator edits someone's listing; they may remove it.
      expect((await put(post.id, { title: 'x' }, admin)).statusCode).toBe(403);
      expect((await put('nope', { title: 'x' }, seller)).statusCode).toBe(400);
      expect((await put(post.id, { status: 'SOLD' }, seller)).statusCode).toBe(400);
      expect((await put(NIL_ID, { title: 'x' }, seller)).statusCode).toBe(404);
    });

    it('marks sold and relists; a sold listing leaves the marketplace but stays readable', async () => {
      const listing = await newListing();
      const status = (s: string, who: Who = seller) =>
        call({
          method: 'PUT',
          url: `/api/posts/${listing.id}/status`,
          payload: { status: s },
          ...as(who.token),
        });
      expect((await status('SOLD', buyer)).statusCode).toBe(403);
      expect((await status('REMOVED')).statusCode).toBe(400);
      expect((await status('SOLD')).statusCode).toBe(200);
      expect(
        (await list(`createdBy=${seller.user.id}&limit=100`, buyer)).posts.map((p) => p.id),
      ).not.toContain(listing.id);
      expect((await read(listing.id)).statusCode).toBe(200);
      expect((await status('DRAFT')).statusCode).toBe(400);
      expect((await status('ACTIVE')).statusCode).toBe(200);
      expect((await status('DRAFT')).statusCode).toBe(200);
      // A draft is the seller's alone.
      expect((await read(listing.id)).statusCode).toBe(404);
      expect((await mine(seller, 'status=DRAFT')).posts.map((p) => p.id)).toContain(listing.id);
    });

    it('removes for the seller or an administrator, never for another user', async () => {
      const a = await newListing();
      const b = await newListing();
      const del = (id: string, who: Who | null) =>
        call({ method: 'DELETE', url: `/api/post/${id}`, ...as(who?.token ?? null) });
      expect((await del(a.id, null)).statusCode).toBe(401);
      expect((await del(a.id, buyer)).statusCode).toBe(403);
      expect((await del(a.id, seller)).statusCode).toBe(200);
      expect((await del(b.id, admin)).statusCode).toBe(200);
      for (const id of [a.id, b.id]) {
        expect((await read(id)).statusCode).toBe(404);
        expect((await read(id, seller)).statusCode).toBe(404);
      }
      expect((await del(a.id, seller)).statusCode).toBe(404);
      const ids = (await mine(seller)).posts.map((p) => p.id);
      expect(ids).not.toContain(a.id);
    });
  });

  describe('regulated categories', () => {
    const decide = (id: string, body: object, who: Who) =>
      call({ method: 'POST', url: `/api/post/${id}/compliance`, payload: body, ...as(who.token) });
    const queue = async (name: string, who: Who = admin) => {
      const res = await call({
        url: `/api/admin/posts/moderation?queue=${name}&limit=100`,
        ...as(who.token),
      });
      return res;
    };

    it('holds a listing until an administrator approves it', async () => {
      const post = await newListing(seller, {}, tax.regulated);
      expect(post.compliance_status).toBe('PENDING');
      expect((await read(post.id)).statusCode).toBe(404);
      expect((await read(post.id, buyer)).statusCode).toBe(404);
      expect((await read(post.id, seller)).statusCode).toBe(200);
      expect(
        (await list(`createdBy=${seller.user.id}&limit=100`)).posts.map((p) => p.id),
      ).not.toContain(post.id);

      expect((await queue('PENDING', buyer)).statusCode).toBe(403);
      const pending = ZModerationPage.parse((await queue('PENDING')).json());
      const item = pending.docs.find((d) => d.id === post.id);
      expect(item).toMatchObject({ sellerName: seller.user.fullName, reports: 0 });

      expect((await decide(post.id, { compliance_status: 'APPROVED' }, buyer)).statusCode).toBe(
        403,
      );
      const approved = await decide(post.id, { compliance_status: 'APPROVED' }, admin);
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await read(post.id)).statusCode).toBe(200);
      expect(
        (await list(`createdBy=${seller.user.id}&limit=100`)).posts.map((p) => p.id),
      ).toContain(post.id);
    });

    it('tells only the seller why a listing was rejected, and reviews it again once changed', async () => {
      const post = await newListing(seller, {}, tax.regulated);
      const noReason = await decide(post.id, { compliance_status: 'REJECTED' }, admin);
      expect(noReason.statusCode).toBe(400);
      expect(errorOf(noReason).issues?.[0]?.message).toBe(POST_MESSAGES.rejectionReasonRequired);
      const reason = 'A prescription-only medicine needs the import permit number.';
      expect(
        (await decide(post.id, { compliance_status: 'REJECTED', reason }, admin)).statusCode,
      ).toBe(200);

      const own = ZPostDetail.parse((await read(post.id, seller)).json());
      expect(own).toMatchObject({ compliance_status: 'REJECTED', rejection_reason: reason });
      expect((await read(post.id, buyer)).statusCode).toBe(404);
      const rejected = ZModerationPage.parse((await queue('REJECTED')).json());
      expect(rejected.docs.map((d) => d.id)).toContain(post.id);

      const res = await call({
        method: 'PUT',
        url: `/api/posts/${post.id}`,
        payload: { description: 'Import permit EFDA/123/2026 attached to the listing.' },
        ...as(seller.token),
      });
      expect(ZPost.parse(res.json())).toMatchObject({
        compliance_status: 'PENDING',
        rejection_reason: null,
      });
    });

    it('sends an approved listing back for review when its reviewed text changes', async () => {
      const post = await newListing(seller, {}, tax.regulated);
      await decide(post.id, { compliance_status: 'APPROVED' }, admin);
      const priceOnly = await call({
        method: 'PUT',
        url: `/api/posts/${post.id}`,
        payload: { price: 500 },
        ...as(seller.token),
      });
      expect(ZPost.parse(priceOnly.json()).compliance_status).toBe('APPROVED');
      const retitled = await call({
        method: 'PUT',
        url: `/api/posts/${post.id}`,
        payload: { title: 'Morphine 10mg ampoules' },
        ...as(seller.token),
      });
      expect(ZPost.parse(retitled.json()).compliance_status).toBe('PENDING');
    });

    it('keeps the review when the whole form comes back with only the price changed', async () => {
      const photos = await uploadImages(app, seller.token, 2);
      const post = await publish(app, seller.token, listingBody(tax.regulated, photos));
      await decide(post.id, { compliance_status: 'APPROVED' }, admin);
      const resent = await call({
        method: 'PUT',
        url: `/api/posts/${post.id}`,
        payload: {
          title: post.title,
          description: post.description,
          category: post.category,
          sub_category: post.sub_category,
          medias: post.medias.map((m) => ({ name: m.name, url: m.url, isPrimary: m.isPrimary })),
          price: 777,
        },
        ...as(seller.token),
      });
      expect(resent.statusCode, resent.body).toBe(200);
      expect(ZPost.parse(resent.json())).toMatchObject({
        compliance_status: 'APPROVED',
        price: 777,
      });
      // Another cover photo is a change the reviewer did not see.
      const [first, second] = post.medias;
      if (!first || !second) throw new Error('the test listing has two photos');
      const recovered = await call({
        method: 'PUT',
        url: `/api/posts/${post.id}`,
        payload: {
          medias: [
            { name: first.name, url: first.url },
            { name: second.name, url: second.url, isPrimary: true },
          ],
        },
        ...as(seller.token),
      });
      expect(ZPost.parse(recovered.json()).compliance_status).toBe('PENDING');
    });

    it('never lets an edit turn a rejection into an approval', async () => {
      // Rejected outside a regulated category (say, after reports): hidden until reviewed again.
      const post = await newListing(seller);
      expect(post.compliance_status).toBe('APPROVED');
      const reason = 'Counterfeit suspected: the batch number does not exist.';
      await decide(post.id, { compliance_status: 'REJECTED', reason }, admin);
      const edit = (payload: object) =>
        call({ method: 'PUT', url: `/api/posts/${post.id}`, payload, ...as(seller.token) });

      const nothing = await edit({ title: post.title });
      expect(ZPost.parse(nothing.json())).toMatchObject({
        compliance_status: 'REJECTED',
        rejection_reason: reason,
      });
      expect((await read(post.id)).statusCode).toBe(404);

      const fixed = await edit({ price: 990 });
      expect(ZPost.parse(fixed.json())).toMatchObject({
        compliance_status: 'PENDING',
        rejection_reason: null,
      });
      expect((await read(post.id)).statusCode).toBe(404);
    });

    it('follows its category: marked regulated, its listings wait for review; unmarked, they are released', async () => {
      const create = await call({
        method: 'POST',
        url: '/api/category',
        payload: {
          name: `Cold chain ${Date.now()}`,
          description: 'Vaccines and insulin',
          parent_id: tax.open.category.id,
        },
        ...as(admin.token),
      });
      expect(create.statusCode, create.body).toBe(201);
      const sub = create.json<TCategory>();
      const where = { category: tax.open.category, sub };
      const seller = await createSignedInUser(app, t.db, { name: 'coldchain' });
      const mark = async (regulated: boolean, who: Who = admin) =>
        call({
          method: 'PUT',
          url: `/api/category/${sub.id}`,
          payload: { regulated },
          ...as(who.token),
        });
      const listed = await newListing(seller, {}, where);
      const sold = await newListing(seller, {}, where);
      await call({
        method: 'PUT',
        url: `/api/posts/${sold.id}/status`,
        payload: { status: 'SOLD' },
        ...as(seller.token),
      });
      const elsewhere = await newListing(seller);
      expect(listed.compliance_status).toBe('APPROVED');

      expect((await mark(true, seller)).statusCode).toBe(403);
      expect((await read(listed.id)).statusCode).toBe(200);
      expect((await mark(true)).statusCode).toBe(200);
      // Hidden until reviewed, sold ones too (a relist must not skip the review).
      expect((await read(listed.id)).statusCode).toBe(404);
      expect(ZPostDetail.parse((await read(sold.id, seller)).json()).compliance_status).toBe(
        'PENDING',
      );
      expect((await read(elsewhere.id)).statusCode).toBe(200);
      const pending = ZModerationPage.parse((await queue('PENDING')).json());
      expect(pending.docs.map((d) => d.id)).toEqual(expect.arrayContaining([listed.id, sold.id]));

      // One rejected while regulated: the rejection stands when the category is released.
      const reason = 'The cold-chain storage certificate is missing.';
      await decide(listed.id, { compliance_status: 'REJECTED', reason }, admin);
      expect((await mark(false)).statusCode).toBe(200);
      expect(ZPostDetail.parse((await read(sold.id, seller)).json()).compliance_status).toBe(
        'APPROVED',
      );
      expect(ZPostDetail.parse((await read(listed.id, seller)).json())).toMatchObject({
        compliance_status: 'REJECTED',
        rejection_reason: reason,
      });
    });

    it('keeps a released listing waiting while its parent category is still regulated', async () => {
      const newCategory = async (payload: object) => {
        const res = await call({
          method: 'POST',
          url: '/api/category',
          payload,
          ...as(admin.token),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<TCategory>();
      };
      const stamp = Date.now();
      const category = await newCategory({
        name: `Narcotics ${stamp}`,
        description: 'Controlled medicines',
        regulated: true,
      });
      const sub = await newCategory({
        name: `Opioid analgesics ${stamp}`,
        description: 'Morphine, pethidine',
        parent_id: category.id,
        regulated: true,
      });
      const seller = await createSignedInUser(app, t.db, { name: 'narcotics' });
      const post = await newListing(seller, {}, { category, sub });
      expect(post.compliance_status).toBe('PENDING');
      const unmark = await call({
        method: 'PUT',
        url: `/api/category/${sub.id}`,
        payload: { regulated: false },
        ...as(admin.token),
      });
      expect(unmark.statusCode, unmark.body).toBe(200);
      expect(ZPostDetail.parse((await read(post.id, seller)).json()).compliance_status).toBe(
        'PENDING',
      );
    });
  });

  describe('favourites and reports', () => {
    it('saves, lists and unsaves; guests are asked to sign in', async () => {
      const post = await newListing();
      const save = (id: string, who: Who | null) =>
        call({
          method: 'POST',
          url: '/api/saved-post',
          payload: { id },
          ...as(who?.token ?? null),
        });
      expect((await save(post.id, null)).statusCode).toBe(401);
      expect((await save('x', buyer)).statusCode).toBe(400);
      expect((await save(NIL_ID, buyer)).statusCode).toBe(404);
      expect((await save(post.id, buyer)).statusCode).toBe(200);
      expect((await save(post.id, buyer)).statusCode).toBe(200);
      const own = await save(post.id, seller);
      expect(own.statusCode).toBe(400);
      expect(errorOf(own).message).toBe(POST_MESSAGES.cannotSaveOwn);

      expect(ZPostDetail.parse((await read(post.id, buyer)).json()).isSavedPost).toBe(true);
      expect(ZPostDetail.parse((await read(post.id, seller)).json()).isSavedPost).toBe(false);
      const saved = await call({ url: '/api/saved-posts', ...as(buyer.token) });
      const posts = ZPostListResponse.parse(saved.json()).posts.posts;
      expect(posts[0]).toMatchObject({ id: post.id, isSavedPost: true });
      expect((await list('savedProducts=true', buyer)).posts.map((p) => p.id)).toEqual(
        posts.map((p) => p.id),
      );
      expect((await call({ url: '/api/saved-posts' })).statusCode).toBe(401);
      // Nobody else sees the buyer's favourites.
      expect((await list('savedProducts=true', seller)).posts.map((p) => p.id)).not.toContain(
        post.id,
      );

      const unsave = (who: Who) =>
        call({ method: 'DELETE', url: `/api/saved-post/${post.id}`, ...as(who.token) });
      expect((await unsave(buyer)).statusCode).toBe(200);
      expect((await unsave(buyer)).statusCode).toBe(200);
      expect((await list('savedProducts=true', buyer)).posts.map((p) => p.id)).not.toContain(
        post.id,
      );
    });

    it('cannot save a listing the caller cannot see', async () => {
      const held = await newListing(seller, {}, tax.regulated);
      const res = await call({
        method: 'POST',
        url: '/api/saved-post',
        payload: { id: held.id },
        ...as(buyer.token),
      });
      expect(res.statusCode).toBe(404);
    });

    /** `who` flags the listing `id` for the moderators. */
    const reportAs = (who: Who, id: string, reason = 'Counterfeit packaging in the photos') =>
      call({
        method: 'POST',
        url: `/api/post/${id}/report`,
        payload: { reason },
        ...as(who.token),
      });
    /** The listing `id` as the Reported queue shows it to an administrator, if it is there. */
    const reportedItem = async (id: string) =>
      ZModerationPage.parse(
        (
          await call({
            url: '/api/admin/posts/moderation?queue=REPORTED&limit=100',
            ...as(admin.token),
          })
        ).json(),
      ).docs.find((d) => d.id === id);

    it('takes reports into the moderation queue; a decision settles them', async () => {
      const post = await newListing();
      const report = (who: Who, reason?: string) => reportAs(who, post.id, reason);
      expect((await report(seller)).statusCode).toBe(400);
      expect((await report(buyer, 'bad')).statusCode).toBe(400);
      expect((await report(buyer)).statusCode).toBe(200);
      expect((await report(buyer)).statusCode).toBe(200);
      const reported = () => reportedItem(post.id);
      expect((await reported())?.reports).toBe(1);
      await call({
        method: 'POST',
        url: `/api/post/${post.id}/compliance`,
        payload: { compliance_status: 'APPROVED' },
        ...as(admin.token),
      });
      expect(await reported()).toBeUndefined();
    });

    it('dismisses unfounded reports: the listing stays as it is and leaves the queue', async () => {
      const post = await newListing();
      const reporter = await createSignedInUser(app, t.db, { name: 'second-reporter' });
      const report = (who: Who, reason: string) => reportAs(who, post.id, reason);
      expect((await report(buyer, 'Looks like a counterfeit box')).statusCode).toBe(200);
      expect((await report(reporter, 'Expired according to the photo')).statusCode).toBe(200);
      const reported = () => reportedItem(post.id);
      const item = await reported();
      // What they said and when, newest first; never who said it.
      expect(item?.reports).toBe(2);
      expect(item?.openReports.map((r) => r.reason)).toEqual([
        'Expired according to the photo',
        'Looks like a counterfeit box',
      ]);
      expect(JSON.stringify(item?.openReports)).not.toContain(reporter.user.id);

      const dismiss = (who: Who | null, id = post.id) =>
        call({ method: 'POST', url: `/api/post/${id}/reports/dismiss`, ...as(who?.token ?? null) });
      expect((await dismiss(null)).statusCode).toBe(401);
      expect((await dismiss(seller)).statusCode).toBe(403);
      expect((await dismiss(buyer)).statusCode).toBe(403);
      expect((await dismiss(admin, NIL_ID)).statusCode).toBe(404);
      expect(await reported()).toBeDefined();

      const state = async () => {
        const { status, compliance_status, updatedAt } = ZPostDetail.parse(
          (await read(post.id)).json(),
        );
        return { status, compliance_status, updatedAt };
      };
      const before = await state();
      const dismissed = await dismiss(admin);
      expect(dismissed.statusCode).toBe(200);
      expect(dismissed.json()).toEqual({ message: POST_MESSAGES.reportsDismissed });
      expect(await reported()).toBeUndefined();
      expect(await state()).toEqual(before);
      // A retry changes nothing and says so.
      expect((await dismiss(admin)).json()).toEqual({ message: POST_MESSAGES.noOpenReports });
      const entries = await t.db.orm
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, post.id), eq(auditLog.action, 'post-reports-dismissed')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorUserId: admin.user.id,
        after: { reports_dismissed: 2 },
      });

      // Settled reports do not stop the same buyer flagging the listing again later.
      expect((await report(buyer, 'Still a counterfeit box')).statusCode).toBe(200);
      expect((await reported())?.openReports.map((r) => r.reason)).toEqual([
        'Still a counterfeit box',
      ]);
    });

    it('answers dismissing the reports of a removed listing as not found', async () => {
      const post = await newListing();
      const removed = await call({
        method: 'DELETE',
        url: `/api/post/${post.id}`,
        ...as(seller.token),
      });
      expect(removed.statusCode).toBe(200);
      const res = await call({
        method: 'POST',
        url: `/api/post/${post.id}/reports/dismiss`,
        ...as(admin.token),
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('limits', () => {
    it('limits reports per user per hour (429 with Retry-After)', async () => {
      const post = await newListing();
      const reporter = await createSignedInUser(app, t.db, { name: 'reporter' });
      const report = () =>
        call({
          method: 'POST',
          url: `/api/post/${post.id}/report`,
          payload: { reason: 'Looks like a counterfeit' },
          ...as(reporter.token),
        });
      for (let i = 0; i < POST_LIMITS_PER_USER.report.max; i += 1) {
        expect((await report()).statusCode).toBe(200);
      }
      const refused = await report();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(errorOf(refused).message).toMatch(/^You have reported many listings/);
      // Another user is not affected.
      const other = await call({
        method: 'POST',
        url: `/api/post/${post.id}/report`,
        payload: { reason: 'Looks like a counterfeit' },
        ...as(buyer.token),
      });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('publishing quota and retries', () => {
    const publishWith = (who: Who, key: string, payload: object) =>
      call({
        method: 'POST',
        url: '/api/post',
        payload,
        headers: { ...as(who.token).headers, [IDEMPOTENCY_KEY_HEADER]: key },
      });

    it('answers a retry with the listing already made, even once the quota is spent', async () => {
      const busy = await createSignedInUser(app, t.db, { name: 'busy-seller' });
      const photos = await uploadImages(app, busy.token);
      const bodyOf = (n: number) => listingBody(tax.open, photos, { title: `Listing ${n}` });
      const keys = Array.from({ length: POST_LIMITS_PER_USER.publish.max }, () => randomUUID());
      for (const [n, key] of keys.entries()) {
        expect((await publishWith(busy, key, bodyOf(n))).statusCode).toBe(201);
      }
      const [firstKey] = keys as [string];
      const first = (await mine(busy)).posts.find((p) => p.title === 'Listing 0');
      // Retries of earlier publishes are free: the quota counts listings made.
      for (let i = 0; i < 3; i += 1) {
        const retry = await publishWith(busy, firstKey, bodyOf(0));
        expect(retry.statusCode, retry.body).toBe(201);
        expect(retry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
        expect(ZPost.parse(retry.json()).id).toBe(first?.id);
      }
      const another = await publishWith(busy, randomUUID(), bodyOf(99));
      expect(another.statusCode).toBe(429);
      expect(another.headers['retry-after']).toBeDefined();
      expect(errorOf(another).message).toMatch(/^You have published many listings/);
      expect((await mine(busy)).total).toBe(POST_LIMITS_PER_USER.publish.max);
    });

    it('answers a retry of a listing deleted since with the first answer, publishing nothing', async () => {
      const body = listingBody(tax.open, await uploadImages(app, buyer.token), {
        title: `Deleted before the retry ${Date.now()}`,
      });
      const key = randomUUID();
      const made = await publishWith(buyer, key, body);
      expect(made.statusCode, made.body).toBe(201);
      const id = ZPost.parse(made.json()).id;
      await call({ method: 'DELETE', url: `/api/post/${id}`, ...as(buyer.token) });

      // The retry of a lost answer learns what its request did (docs/idempotency.md); the
      // listing's own page says it is gone.
      const retry = await publishWith(buyer, key, body);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
      expect(retry.body).toBe(made.body);
      expect((await mine(buyer)).posts.map((p) => p.title)).not.toContain(body.title);
    });
  });

  describe('own listings', () => {
    it('shows the seller every status but removed, and others only the listed ones', async () => {
      const held = await newListing(seller, {}, tax.regulated);
      const own = (await mine(seller)).posts.map((p) => p.id);
      expect(own).toContain(held.id);
      const asBuyer = (await list(`createdBy=${seller.user.id}&limit=100`, buyer)).posts;
      expect(asBuyer.map((p) => p.id)).not.toContain(held.id);
      expect(
        asBuyer.every((p) => p.status === 'ACTIVE' && p.compliance_status === 'APPROVED'),
      ).toBe(true);
      // Removed listings stay gone, even when the seller asks for them by status.
      const removed = await newListing(seller);
      await call({ method: 'DELETE', url: `/api/post/${removed.id}`, ...as(seller.token) });
      const asked = await call({
        url: `/api/post?createdBy=${seller.user.id}&status=REMOVED`,
        ...as(seller.token),
      });
      expect(asked.statusCode).toBe(400);
      expect((await mine(seller)).posts.map((p) => p.id)).not.toContain(removed.id);
    });
  });
});
