import {
  MESSAGES,
  SHOP_MESSAGES,
  ZMyShopResponse,
  ZShop,
  type TErrorResponse,
  type TShop,
} from '@dawa/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, posts, users } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser, NIL_ID } from '../../test/factories.ts';
import { finishedUpload } from '../../test/uploads.ts';

const shopBody = (change: Record<string, unknown> = {}) => ({
  name: 'Selam Pharmacy',
  description: 'Medicines and supplies, open late.',
  address: 'Bole Road, House 12',
  city: 'Addis Ababa',
  phone_number: '+251911223344',
  delivery_locations: [{ location_name: 'Bole', time_range: '2-4 hours' }],
  ...change,
});

describe.each(databases())('shops (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-shops-'));
    app = await t.build({ env: { DATA_DIR: dataDir } });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const seller = () => createSignedInUser(app, t.db, { name: 'seller' });
  const getMine = (token: string | null) =>
    app.inject({ method: 'GET', url: '/api/shop', ...as(token) });
  const save = (token: string | null, body: unknown) =>
    app.inject({ method: 'PUT', url: '/api/shop', payload: body as object, ...as(token) });
  const error = (res: { json: <T>() => T }) => res.json<TErrorResponse>();

  const upload = (token: string) => finishedUpload(app, token);

  /** A listing straight into the table, in the given state. */
  async function insertPost(
    ownerId: string,
    state: Partial<Pick<typeof posts.$inferInsert, 'status' | 'complianceStatus'>> = {},
  ) {
    const [sub] = await t.db.orm
      .select()
      .from(categories)
      .where(isNotNull(categories.parentId))
      .limit(1);
    if (!sub?.parentId) throw new Error('no seeded sub-category');
    await t.db.orm.insert(posts).values({
      title: 'Paracetamol 500 mg',
      description: 'Box of 100 tablets',
      categoryId: sub.parentId,
      subCategoryId: sub.id,
      contactPhone: '+251911223344',
      createdBy: ownerId,
      ...state,
    });
  }

  it('answers 401 to guests on GET and PUT /api/shop, before reading the body', async () => {
    expect((await getMine(null)).statusCode).toBe(401);
    const res = await save(null, { junk: true });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 with the shop message when the caller has no shop yet', async () => {
    const { token } = await seller();
    const res = await getMine(token);
    expect(res.statusCode).toBe(404);
    expect(error(res).message).toBe(SHOP_MESSAGES.notFound);
  });

  it('GET /my-shop answers null before a shop exists, then the caller own shop only', async () => {
    const mine = (token: string | null) =>
      app.inject({ method: 'GET', url: '/api/my-shop', ...as(token) });
    expect((await mine(null)).statusCode).toBe(401);
    const me = await seller();
    const other = await seller();
    const before = await mine(me.token);
    expect(before.statusCode).toBe(200);
    expect(ZMyShopResponse.parse(before.json()).shop).toBeNull();
    ZShop.parse((await save(other.token, shopBody({ name: 'Not mine' }))).json());
    // Another user's shop is never mine.
    expect(ZMyShopResponse.parse((await mine(me.token)).json()).shop).toBeNull();
    await save(me.token, shopBody());
    const after = ZMyShopResponse.parse((await mine(me.token)).json());
    expect(after.shop).toMatchObject({ name: 'Selam Pharmacy', owner_id: me.user.id });
  });

  it('creates the caller shop (201), then replaces it (200), with an audit row each', async () => {
    const { token, user } = await seller();
    const logo = await upload(token);
    const created = await save(token, shopBody({ logo }));
    expect(created.statusCode, created.body).toBe(201);
    const shop = ZShop.parse(created.json());
    expect(shop).toMatchObject({
      owner_id: user.id,
      name: 'Selam Pharmacy',
      logo,
      city: 'Addis Ababa',
      phone_number: '+251911223344',
      delivery_locations: [{ location_name: 'Bole', time_range: '2-4 hours' }],
      listings: 0,
    });
    expect(ZShop.parse((await getMine(token)).json())).toEqual(shop);

    // A replace drops what is not sent: no description, logo or phone any more.
    const replaced = await save(token, {
      name: '  Selam Pharmacy Bole ',
      address: 'Bole Road, House 14',
      city: 'Addis Ababa',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(ZShop.parse(replaced.json())).toMatchObject({
      id: shop.id,
      name: 'Selam Pharmacy Bole',
      description: null,
      logo: null,
      phone_number: null,
      delivery_locations: [],
    });

    const rows = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop'), eq(auditLog.entityId, shop.id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['shop-create', 'shop-update']);
    expect(rows.every((r) => r.actorUserId === user.id && r.tenantId === null)).toBe(true);
  });

  it('changes only the caller shop: another user saving makes their own, never touches mine', async () => {
    const me = await seller();
    const other = await seller();
    const mine = ZShop.parse((await save(me.token, shopBody())).json());
    const theirs = await save(other.token, shopBody({ name: 'Other shop', id: mine.id }));
    // An id in the body is an unknown field, not a way to reach my shop.
    expect(theirs.statusCode).toBe(400);
    const ok = ZShop.parse((await save(other.token, shopBody({ name: 'Other shop' }))).json());
    expect(ok.id).not.toBe(mine.id);
    expect(ok.owner_id).toBe(other.user.id);
    expect(ZShop.parse((await getMine(me.token)).json()).name).toBe('Selam Pharmacy');
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name', SHOP_MESSAGES.nameRequired],
    ['a long name', { name: 'x'.repeat(101) }, 'name', SHOP_MESSAGES.nameMax],
    ['a short address', { address: 'Bole' }, 'address', MESSAGES.addressShort],
    ['a missing city', { city: undefined }, 'city', MESSAGES.cityShort],
    ['a bad phone', { phone_number: '09-11' }, 'phone_number', MESSAGES.phone],
    [
      'a delivery location without a time range',
      { delivery_locations: [{ location_name: 'Bole', time_range: '' }] },
      'delivery_locations.0.time_range',
      MESSAGES.timeRangeRequired,
    ],
    [
      'a delivery location without a name',
      { delivery_locations: [{ location_name: ' ', time_range: '1 day' }] },
      'delivery_locations.0.location_name',
      MESSAGES.locationNameRequired,
    ],
    [
      'a long delivery location name',
      { delivery_locations: [{ location_name: 'x'.repeat(101), time_range: '1 day' }] },
      'delivery_locations.0.location_name',
      MESSAGES.locationNameMax,
    ],
    [
      'too many delivery locations',
      { delivery_locations: Array(21).fill({ location_name: 'Bole', time_range: '1 day' }) },
      'delivery_locations',
      SHOP_MESSAGES.deliveryLocationsMax,
    ],
  ])('refuses %s with the spec message under its field', async (_what, change, path, message) => {
    const { token } = await seller();
    const res = await save(token, shopBody(change));
    expect(res.statusCode).toBe(400);
    expect(error(res).issues).toContainEqual({ path, message });
  });

  it('rejects unknown fields, in the shop and in a delivery location alike', async () => {
    const { token } = await seller();
    const extra = await save(token, shopBody({ owner_id: NIL_ID }));
    expect(extra.statusCode).toBe(400);
    expect(error(extra).code).toBe('VALIDATION_FAILED');
    expect((await getMine(token)).statusCode).toBe(404);
  });

  it.each([
    ['a foreign URL', () => Promise.resolve('https://example.com/logo.png')],
    [
      'a key never uploaded',
      (userId: string) => Promise.resolve(`/api/files/uploads/${userId}/${randomUUID()}`),
    ],
    ['a path escape', () => Promise.resolve('/api/files/uploads/../../etc/passwd')],
  ])('refuses a logo that is %s', async (_what, logoOf) => {
    const { token, user } = await seller();
    const res = await save(token, shopBody({ logo: await logoOf(user.id) }));
    expect(res.statusCode).toBe(400);
    expect(error(res)).toMatchObject({
      message: SHOP_MESSAGES.logoInvalid,
      issues: [{ path: 'logo', message: SHOP_MESSAGES.logoInvalid }],
    });
  });

  it("refuses another user's upload as my logo", async () => {
    const me = await seller();
    const other = await seller();
    const theirs = await upload(other.token);
    const res = await save(me.token, shopBody({ logo: theirs }));
    expect(res.statusCode).toBe(400);
    expect(error(res).message).toBe(SHOP_MESSAGES.logoInvalid);
  });

  it('shows any shop publicly by id, counting only public listings of its owner', async () => {
    const { token, user } = await seller();
    const shop = ZShop.parse((await save(token, shopBody())).json());
    await insertPost(user.id);
    await insertPost(user.id);
    await insertPost(user.id, { status: 'SOLD' });
    await insertPost(user.id, { complianceStatus: 'PENDING' });
    const res = await app.inject({ method: 'GET', url: `/api/shops/${shop.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const pub: TShop = ZShop.parse(res.json());
    expect(pub).toMatchObject({ id: shop.id, name: shop.name, listings: 2 });
    expect(ZShop.parse((await getMine(token)).json()).listings).toBe(2);
  });

  it("hides a disabled or deleted seller's shop like a missing one, and shows it again on re-enable", async () => {
    const admin = await createSignedInUser(app, t.db, { name: 'padmin', isPlatformAdmin: true });
    const { token, user } = await seller();
    const shop = ZShop.parse((await save(token, shopBody())).json());
    const setStatus = async (status: 'ACTIVE' | 'INACTIVE') => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}/status`,
        payload: { status },
        ...as(admin.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const publicShop = () => app.inject({ method: 'GET', url: `/api/shops/${shop.id}` });
    const missing = await app.inject({ method: 'GET', url: `/api/shops/${NIL_ID}` });

    await setStatus('INACTIVE');
    const hidden = await publicShop();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());

    await setStatus('ACTIVE');
    expect((await publicShop()).statusCode).toBe(200);

    await t.db.orm.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await publicShop()).statusCode).toBe(404);
  });

  it('answers 400 for a malformed shop id and 404 for an unknown one', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/shops/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).message).toBe('Invalid shop id');
    const missing = await app.inject({ method: 'GET', url: `/api/shops/${NIL_ID}` });
    expect(missing.statusCode).toBe(404);
    expect(error(missing).message).toBe(SHOP_MESSAGES.notFound);
  });
});
