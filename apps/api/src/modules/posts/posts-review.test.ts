// Decision 009: after a review, any change to what buyers read or see sends a regulated listing
// back to PENDING (hidden); only price and quantity terms may change and keep it approved.
import {
  POST_MESSAGES,
  ZPost,
  listingVersion,
  type TCreatePostRequest,
  type TPost,
  type TUpdatePostRequest,
} from '@dawa/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser } from '../../test/factories.ts';
import {
  listingBody,
  publish,
  readTaxonomy,
  uploadImages,
  type Taxonomy,
} from '../../test/listings.ts';

type Who = Awaited<ReturnType<typeof createSignedInUser>>;
type Photo = { name: string; url: string };

/** Set on every test listing, so each field below has a value to change (not just to fill in). */
const FILLED: Partial<TCreatePostRequest> = {
  condition: 'NEW',
  custom_price: 'Per box of 100',
  location: 'Bole, Addis Ababa',
  delivery_available: false,
  delivery_note: 'Pick-up only',
  additional_note: 'Cold chain kept',
  user_sell_policy: 'Licensed pharmacies only',
  user_terms_and_conditions: 'Payment on delivery',
  warranty_note: 'Replaced if damaged in transit',
  color: 'White',
  size: '500 mg',
  expiry_date: '2099-06',
  pack_size: 'Box of 100',
  quantity_available: 40,
  min_order_quantity: 2,
  manufacturer: 'Ethiopian Pharmaceuticals Manufacturing',
  registration_number: 'EFDA/REG/0420',
};

/** Every change a buyer would read or see: each must go back to review. */
const REVIEWED_CHANGES: [string, TUpdatePostRequest][] = [
  ['title', { title: 'Morphine 10mg ampoules' }],
  ['description', { description: 'Now also sold without a prescription, ask us.' }],
  // A regulated listing's condition is NEW only (decision 016): changing it is refused, see
  // posts-product.test.ts.
  ['expiry_date', { expiry_date: '2099-12-31' }],
  ['pack_size', { pack_size: 'Box of 1000' }],
  ['manufacturer', { manufacturer: 'Somebody else' }],
  ['registration_number', { registration_number: 'EFDA/REG/9999' }],
  ['custom_price', { custom_price: 'Free sample with a prescription-free order' }],
  ['contactPhone', { contactPhone: '+251922000000' }],
  ['location', { location: 'Anywhere, no questions asked' }],
  ['delivery_available', { delivery_available: true }],
  ['delivery_note', { delivery_note: 'Delivered discreetly, no prescription' }],
  ['additional_note', { additional_note: 'No prescription needed' }],
  ['user_sell_policy', { user_sell_policy: 'Sold to anyone' }],
  ['user_terms_and_conditions', { user_terms_and_conditions: 'No prescription checks' }],
  ['warranty_note', { warranty_note: 'Guaranteed to cure' }],
  ['color', { color: 'Blue' }],
  ['size', { size: '5000 mg' }],
  ['a cleared note', { additional_note: null }],
];

/** Price and quantity terms: the listing keeps its approval. */
const UNREVIEWED_CHANGES: [string, TUpdatePostRequest][] = [
  ['price', { price: 500 }],
  ['negotiable', { negotiable: true }],
  ['bulk terms', { bulk_available: true, bulk_price: 400, bulk_quantity: 50 }],
  ['stock', { quantity_available: 12, min_order_quantity: 3 }],
];

describe.each(databases())('what sends a listing back to review (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;
  let admin: Who;
  let tax: Taxonomy;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-posts-review-'));
    app = await t.build({ env: { DATA_DIR: dataDir } });
    admin = await createSignedInUser(app, t.db, { name: 'reviewer', isPlatformAdmin: true });
    tax = await readTaxonomy(app);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const put = (who: Who, id: string, payload: TUpdatePostRequest) =>
    app.inject({ method: 'PUT', url: `/api/posts/${id}`, payload, ...as(who.token) });
  const guestStatus = async (id: string) =>
    (await app.inject({ url: `/api/post/${id}` })).statusCode;

  /** A seller with photos of their own (each test its own seller: the publish quota is per seller). */
  async function newSeller(photos = 1) {
    const who = await createSignedInUser(app, t.db, { name: 'regulated-seller' });
    return { who, photos: await uploadImages(app, who.token, photos) };
  }

  /** A regulated listing, approved by the reviewer and public. */
  async function approvedListing(who: Who, photos: Photo[]): Promise<TPost> {
    const post = await publish(app, who.token, listingBody(tax.regulated, photos, FILLED));
    expect(post.compliance_status).toBe('PENDING');
    const decided = await app.inject({
      method: 'POST',
      url: `/api/post/${post.id}/compliance`,
      payload: { compliance_status: 'APPROVED' },
      ...as(admin.token),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await guestStatus(post.id)).toBe(200);
    return ZPost.parse(decided.json());
  }

  async function edit(who: Who, post: TPost, payload: TUpdatePostRequest) {
    const res = await put(who, post.id, payload);
    expect(res.statusCode, res.body).toBe(200);
    return ZPost.parse(res.json());
  }

  describe('text a buyer reads', () => {
    let seller: { who: Who; photos: Photo[] };
    beforeAll(async () => {
      seller = await newSeller();
    });

    it.each(REVIEWED_CHANGES)('a change of %s goes back to review', async (_, change) => {
      const post = await approvedListing(seller.who, seller.photos);
      expect(await edit(seller.who, post, change)).toMatchObject({
        compliance_status: 'PENDING',
        rejection_reason: null,
      });
      expect(await guestStatus(post.id)).toBe(404);
    });

    it.each(UNREVIEWED_CHANGES)('a change of %s keeps the approval', async (_, change) => {
      const post = await approvedListing(seller.who, seller.photos);
      expect(await edit(seller.who, post, change)).toMatchObject({
        ...change,
        compliance_status: 'APPROVED',
      });
      expect(await guestStatus(post.id)).toBe(200);
    });

    it('keeps the approval when the whole form is resent with only the price changed', async () => {
      const post = await approvedListing(seller.who, seller.photos);
      const resent: TUpdatePostRequest = {
        ...FILLED,
        title: post.title,
        description: post.description,
        category: post.category,
        sub_category: post.sub_category,
        contactPhone: post.contactPhone,
        medias: post.medias.map((m) => ({ name: m.name, url: m.url, isPrimary: m.isPrimary })),
        price: 999,
      };
      expect(await edit(seller.who, post, resent)).toMatchObject({
        compliance_status: 'APPROVED',
        price: 999,
      });
    });

    it('sends a rejected listing back to review on any change, a price change too', async () => {
      const post = await approvedListing(seller.who, seller.photos);
      const rejected = await app.inject({
        method: 'POST',
        url: `/api/post/${post.id}/compliance`,
        payload: { compliance_status: 'REJECTED', reason: 'The import permit is missing.' },
        ...as(admin.token),
      });
      expect(rejected.statusCode).toBe(200);
      expect((await edit(seller.who, post, { price: 1 })).compliance_status).toBe('PENDING');
      expect(await guestStatus(post.id)).toBe(404);
    });
  });

  describe('rejections', () => {
    it('never come out approved through edits, in an open category or moved out of a regulated one', async () => {
      const { who, photos } = await newSeller();
      const decide = async (id: string) => {
        const res = await app.inject({
          method: 'POST',
          url: `/api/post/${id}/compliance`,
          payload: { compliance_status: 'REJECTED', reason: 'Counterfeit suspected.' },
          ...as(admin.token),
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      // Rejected after reports, in a category nobody reviews.
      const open = await publish(app, who.token, listingBody(tax.open, photos));
      await decide(open.id);
      // Rejected in a regulated category, then moved to an open one.
      const moved = await publish(app, who.token, listingBody(tax.regulated, photos));
      await decide(moved.id);
      const recategorised = await edit(who, moved, {
        category: tax.open.category.id,
        sub_category: tax.open.sub.id,
      });
      expect(recategorised.compliance_status).toBe('PENDING');

      for (const post of [open, moved]) {
        expect((await edit(who, post, { price: 10 })).compliance_status).toBe('PENDING');
        expect((await edit(who, post, { price: 11 })).compliance_status).toBe('PENDING');
        expect(await guestStatus(post.id)).toBe(404);
      }
    });
  });

  describe('images', () => {
    let seller: { who: Who; photos: Photo[] };
    beforeAll(async () => {
      seller = await newSeller(3);
    });
    const [a, b, c] = [0, 1, 2];
    const photo = (i: number, extra: { isPrimary?: boolean; name?: string } = {}) => ({
      ...seller.photos[i]!,
      ...extra,
    });

    it.each([
      ['another photo added', () => [photo(a), photo(b), photo(c)]],
      ['a photo taken away', () => [photo(a)]],
      ['a photo replaced', () => [photo(a), photo(c)]],
      ['the photos reordered', () => [photo(b), photo(a)]],
      ['another cover', () => [photo(a), photo(b, { isPrimary: true })]],
      ['a photo renamed', () => [photo(a, { name: 'Genuine, sealed' }), photo(b)]],
    ] as [string, () => Photo[]][])('%s goes back to review', async (_, medias) => {
      const post = await approvedListing(seller.who, [photo(a), photo(b)]);
      expect((await edit(seller.who, post, { medias: medias() })).compliance_status).toBe(
        'PENDING',
      );
      expect(await guestStatus(post.id)).toBe(404);
    });

    it('the same photos sent back keep the approval', async () => {
      const post = await approvedListing(seller.who, [photo(a), photo(b)]);
      expect(
        (await edit(seller.who, post, { medias: [photo(a), photo(b)], price: 10 }))
          .compliance_status,
      ).toBe('APPROVED');
    });
  });

  describe('a decision about the version the reviewer saw (If-Match)', () => {
    const decide = (post: { id: string }, payload: object, ifMatch?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/post/${post.id}/compliance`,
        payload,
        headers: {
          authorization: `Bearer ${admin.token}`,
          ...(ifMatch && { 'if-match': ifMatch }),
        },
      });
    const approve = { compliance_status: 'APPROVED' };
    const reviewsOf = async (id: string) =>
      (
        await t.db.orm
          .select({ after: auditLog.after })
          .from(auditLog)
          .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'post-moderation')))
      ).length;

    it('approves the listing as it was seen, and nothing the seller changed since', async () => {
      const { who, photos } = await newSeller();
      const seen = await publish(app, who.token, listingBody(tax.regulated, photos, FILLED));
      const edited = await edit(who, seen, { title: 'Morphine 10mg, no prescription needed' });
      expect(edited.updatedAt).not.toBe(seen.updatedAt);

      const stale = await decide(seen, approve, listingVersion(seen));
      expect(stale.statusCode, stale.body).toBe(412);
      expect(stale.json()).toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: POST_MESSAGES.changedSinceOpened,
      });
      expect(await guestStatus(seen.id)).toBe(404); // still waiting, not approved
      expect(await reviewsOf(seen.id)).toBe(0);

      const current = await decide(edited, approve, listingVersion(edited));
      expect(current.statusCode, current.body).toBe(200);
      expect(ZPost.parse(current.json()).compliance_status).toBe('APPROVED');
      expect(await guestStatus(seen.id)).toBe(200);
    });

    it('lets one of two reviewers who saw the same version decide, not both', async () => {
      const { who, photos } = await newSeller();
      const seen = await publish(app, who.token, listingBody(tax.regulated, photos, FILLED));
      const tag = listingVersion(seen);
      const [a, b] = await Promise.all([
        decide(seen, approve, tag),
        decide(seen, { compliance_status: 'REJECTED', reason: 'Permit missing.' }, tag),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
      expect(await reviewsOf(seen.id)).toBe(1);
    });

    it('decides without the header, with "*", and never with a weak or malformed tag', async () => {
      const { who, photos } = await newSeller();
      const post = await publish(app, who.token, listingBody(tax.regulated, photos, FILLED));
      expect((await decide(post, approve, `W/${listingVersion(post)}`)).statusCode).toBe(412);
      expect((await decide(post, approve, post.updatedAt)).statusCode).toBe(412);
      expect((await decide(post, approve, '*')).statusCode).toBe(200);
      expect(
        (await decide(post, { compliance_status: 'REJECTED', reason: 'No permit.' })).statusCode,
      ).toBe(200);
      expect(await reviewsOf(post.id)).toBe(2);
    });

    it('answers a removed or unknown listing as not found, whatever the header', async () => {
      const unknown = { id: '0193a4d2-0000-7000-8000-000000000000' };
      expect((await decide(unknown, approve, '"x"')).statusCode).toBe(404);
    });
  });
});
