import {
  CATEGORY_MESSAGES,
  MESSAGES,
  ZCategory,
  ZPostDetail,
  ZPostListResponse,
  ZCategoryPageResponse,
  ZParentCategoriesResponse,
  type TCategory,
  type TErrorResponse,
} from '@dawa/contract';
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser, NIL_ID } from '../../test/factories.ts';
import { listingBody, publish, uploadImages } from '../../test/listings.ts';
import {
  HAS_CHILDREN_CANNOT_DELETE,
  HAS_CHILDREN_CANNOT_MOVE,
  IN_USE_CANNOT_CHANGE_LEVEL,
  IN_USE_CANNOT_DELETE,
  PARENT_NOT_TOP_LEVEL,
  slugTaken,
} from './categories.service.ts';
import { slugify } from './category-view.ts';

const SEEDED_PARENTS = [
  'medicines',
  'medical-equipment',
  'laboratory-supplies',
  'consumables',
  'ppe',
  'diagnostics',
  'maternal-child-health',
  'veterinary',
];

/** A name no other test (or the seed) uses, so searches find only what a test made. */
const unique = (name: string) => `${name} ${randomBytes(4).toString('hex')}`;

describe('slugify', () => {
  it.each([
    ['Vitamins & Supplements', 'vitamins-supplements'],
    ['  Crème   Dérmica ', 'creme-dermica'],
    ['መድሃኒት', ''],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe.each(databases())('categories (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  const admin = () => createSignedInUser(t.app, t.db, { name: 'padmin', isPlatformAdmin: true });

  async function create(token: string, body: Record<string, unknown>): Promise<TCategory> {
    const res = await call({ method: 'POST', url: '/api/category', payload: body, ...as(token) });
    expect(res.statusCode, res.body).toBe(201);
    return ZCategory.parse(res.json());
  }

  const list = async (url: string, token: string | null = null) => {
    const res = await call({ method: 'GET', url, ...as(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('ships the seeded health-sector taxonomy, readable by guests', async () => {
    const parents = ZParentCategoriesResponse.parse(
      (await list('/api/category/parent?limit=100')).json(),
    );
    const slugs = parents.result.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(SEEDED_PARENTS));
    expect(parents.result.every((c) => c.is_parent && c.parent_id === null)).toBe(true);
    expect(parents.docs).toEqual(parents.result);

    const medicines = parents.result.find((c) => c.slug === 'medicines');
    const subs = ZCategoryPageResponse.parse(
      (await list(`/api/sub-category?category=${medicines?.id ?? ''}&limit=100`)).json(),
    );
    const bySlug = new Map(subs.categories.map((c) => [c.slug, c]));
    for (const slug of ['analgesics', 'antibiotics', 'antimalarials', 'antiretrovirals']) {
      expect(bySlug.get(slug)?.parent_id).toBe(medicines?.id);
    }
    expect(bySlug.get('antibiotics')?.regulated).toBe(true);
    expect(bySlug.get('analgesics')?.regulated).toBe(false);
    expect(subs.categories.every((c) => !c.is_parent)).toBe(true);
  });

  it('GET /api/sub-category accepts a parent slug as well as an id', async () => {
    const res = ZCategoryPageResponse.parse((await list('/api/sub-category?category=ppe')).json());
    expect(res.categories.map((c) => c.slug)).toContain('masks-respirators');
    const unknown = ZCategoryPageResponse.parse(
      (await list(`/api/sub-category?category=${NIL_ID}`)).json(),
    );
    expect(unknown).toMatchObject({ categories: [], docs: [], hasMore: false, total: 0 });
  });

  it('GET /api/categories pages with limit and cursor (10 and 0 by default)', async () => {
    const first = ZCategoryPageResponse.parse((await list('/api/categories')).json());
    expect(first).toMatchObject({ limit: 10, cursor: 0, nextCursor: 10, hasMore: true });
    expect(first.categories).toHaveLength(10);
    expect(first.docs).toEqual(first.categories);
    // Each parent comes before its sub-categories.
    expect(first.categories[0]?.is_parent).toBe(true);

    const second = ZCategoryPageResponse.parse(
      (await list('/api/categories?limit=10&cursor=10')).json(),
    );
    expect(second.cursor).toBe(10);
    const ids = new Set([...first.categories, ...second.categories].map((c) => c.id));
    expect(ids.size).toBe(20);

    const last = ZCategoryPageResponse.parse(
      (await list(`/api/categories?limit=5&cursor=${String(first.total - 2)}`)).json(),
    );
    expect(last).toMatchObject({ hasMore: false, nextCursor: null });
    expect(last.categories).toHaveLength(2);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
  });

  it('searchKey matches any part of the name, case-insensitively, prefix matches first', async () => {
    const res = ZCategoryPageResponse.parse(
      (await list('/api/categories?searchKey=ANTI&limit=50')).json(),
    );
    const names = res.categories.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Antimalarials', 'Antiretrovirals', 'Anti-tuberculosis medicines']),
    );
    expect(names.every((n) => n.toLowerCase().includes('anti'))).toBe(true);
    // "Antibiotics & anti-infectives" starts with it; none that merely contains it comes first.
    expect(names[0]?.toLowerCase().startsWith('anti')).toBe(true);

    const parents = ZParentCategoriesResponse.parse(
      (await list('/api/category/parent?searchKey=equip')).json(),
    );
    expect(parents.result.map((c) => c.slug)).toEqual(['medical-equipment']);
    // LIKE wildcards in the key are literal.
    const none = ZCategoryPageResponse.parse((await list('/api/categories?searchKey=%25_')).json());
    expect(none.total).toBe(0);
  });

  it('an administrator creates parents and sub-categories; slugs come from names', async () => {
    const { token } = await admin();
    const name = unique('Oncology');
    const parent = await create(token, { name, description: 'Cancer care' });
    expect(parent).toMatchObject({
      name,
      slug: slugify(name),
      is_parent: true,
      parent_id: null,
      status: 'ACTIVE',
      regulated: false,
      image: null,
    });
    const child = await create(token, {
      name: 'Chemotherapy',
      slug: `chemo-${parent.slug}`,
      description: 'Cytotoxic medicines',
      parent_id: parent.id,
      regulated: true,
      image: 'https://cdn.example.com/chemo.png',
    });
    expect(child).toMatchObject({ is_parent: false, parent_id: parent.id, regulated: true });

    // One level only: a sub-category cannot be a parent.
    const nested = await call({
      method: 'POST',
      url: '/api/category',
      payload: { name: 'Too deep', description: 'Nope', parent_id: child.id },
      ...as(token),
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json<TErrorResponse>().message).toBe(PARENT_NOT_TOP_LEVEL);

    const clash = await call({
      method: 'POST',
      url: '/api/category',
      payload: { name, description: 'Same name, same slug' },
      ...as(token),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<TErrorResponse>().message).toBe(slugTaken(parent.slug));
  });

  it.each([
    ['name', '', MESSAGES.categoryNameEmpty],
    ['description', 'x', MESSAGES.categoryDescriptionMin],
    ['description', 'x'.repeat(501), CATEGORY_MESSAGES.descriptionMax],
    ['parent_id', 'not-a-uuid', MESSAGES.parentIdInvalid],
    ['image', 'ftp://example.com/a.png', MESSAGES.categoryImageInvalid],
    ['slug', 'Not A Slug!', CATEGORY_MESSAGES.slugInvalid],
  ])(
    'POST /api/category with a bad %s (%#) answers 400 with the message',
    async (field, value, msg) => {
      const { token } = await admin();
      const res = await call({
        method: 'POST',
        url: '/api/category',
        payload: { name: unique('Valid'), description: 'Valid text', [field]: value },
        ...as(token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<TErrorResponse>().issues).toEqual([{ path: field, message: msg }]);
    },
  );

  it('writes: guests get 401, signed-in non-administrators 403', async () => {
    const { token } = await createSignedInUser(t.app, t.db);
    const body = { name: unique('Nope'), description: 'Not allowed' };
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/api/category', payload: body },
      { method: 'PUT', url: `/api/category/${NIL_ID}`, payload: body },
      { method: 'DELETE', url: `/api/category/${NIL_ID}` },
    ];
    for (const options of calls) {
      expect((await call({ ...options, ...as(null) })).statusCode).toBe(401);
      expect((await call({ ...options, ...as(token) })).statusCode).toBe(403);
    }
  });

  it('path ids must be UUIDs (400 with the message); unknown ids are 404', async () => {
    const { token } = await admin();
    for (const method of ['PUT', 'DELETE'] as const) {
      const bad = await call({
        method,
        url: '/api/category/42',
        ...(method === 'PUT' && { payload: { name: 'X' } }),
        ...as(token),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<TErrorResponse>().issues).toEqual([
        { path: 'id', message: MESSAGES.idInvalid('category') },
      ]);
      const missing = await call({
        method,
        url: `/api/category/${NIL_ID}`,
        ...(method === 'PUT' && { payload: { name: 'X' } }),
        ...as(token),
      });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('PUT /api/category/:id changes only what is sent; status defaults to ACTIVE', async () => {
    const { token } = await admin();
    const cat = await create(token, {
      name: unique('Herbal'),
      description: 'Herbal remedies',
      status: 'INACTIVE',
      regulated: true,
    });
    const res = await call({
      method: 'PUT',
      url: `/api/category/${cat.id}`,
      payload: { description: 'Traditional and herbal remedies' },
      ...as(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZCategory.parse(res.json())).toMatchObject({
      name: cat.name,
      slug: cat.slug,
      description: 'Traditional and herbal remedies',
      status: 'ACTIVE',
      regulated: true,
    });

    const clash = await call({
      method: 'PUT',
      url: `/api/category/${cat.id}`,
      payload: { slug: 'medicines' },
      ...as(token),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<TErrorResponse>().message).toBe(slugTaken('medicines'));
  });

  it('a parent with sub-categories can be neither deleted nor moved (409)', async () => {
    const { token } = await admin();
    const parent = await create(token, { name: unique('Dental'), description: 'Dental care' });
    const child = await create(token, {
      name: unique('Dental implants'),
      description: 'Implants',
      parent_id: parent.id,
    });
    const other = await create(token, { name: unique('Optical'), description: 'Eye care' });

    const del = await call({ method: 'DELETE', url: `/api/category/${parent.id}`, ...as(token) });
    expect(del.statusCode).toBe(409);
    expect(del.json<TErrorResponse>().message).toBe(HAS_CHILDREN_CANNOT_DELETE);

    const move = await call({
      method: 'PUT',
      url: `/api/category/${parent.id}`,
      payload: { parent_id: other.id },
      ...as(token),
    });
    expect(move.statusCode).toBe(409);
    expect(move.json<TErrorResponse>().message).toBe(HAS_CHILDREN_CANNOT_MOVE);

    for (const id of [child.id, parent.id]) {
      const ok = await call({ method: 'DELETE', url: `/api/category/${id}`, ...as(token) });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const gone = await call({ method: 'DELETE', url: `/api/category/${parent.id}`, ...as(token) });
    expect(gone.statusCode).toBe(404);
  });

  it('a category with listings is not deleted; a sub-category moves with its listings, never out of its level', async () => {
    const { token } = await admin();
    const seller = await createSignedInUser(t.app, t.db, { name: 'mover' });
    const from = await create(token, { name: unique('Wound care'), description: 'Dressings' });
    const to = await create(token, { name: unique('First aid'), description: 'Kits' });
    const controlled = await create(token, {
      name: unique('Controlled'),
      description: 'Under licence',
      regulated: true,
    });
    const sub = await create(token, {
      name: unique('Hydrocolloid'),
      description: 'Hydrocolloid dressings',
      parent_id: from.id,
    });
    const photos = await uploadImages(t.app, seller.token);
    const post = await publish(t.app, seller.token, listingBody({ category: from, sub }, photos));
    expect(post.compliance_status).toBe('APPROVED');
    const put = (id: string, payload: object) =>
      call({ method: 'PUT', url: `/api/category/${id}`, payload, ...as(token) });
    const readPost = async () =>
      ZPostDetail.parse((await call({ url: `/api/post/${post.id}`, ...as(seller.token) })).json());

    for (const id of [sub.id, from.id]) {
      const del = await call({ method: 'DELETE', url: `/api/category/${id}`, ...as(token) });
      expect(del.statusCode, del.body).toBe(409);
      expect(del.json<TErrorResponse>().message).toBe(
        id === sub.id ? IN_USE_CANNOT_DELETE : HAS_CHILDREN_CANNOT_DELETE,
      );
    }

    const toTop = await put(sub.id, { parent_id: null });
    expect(toTop.statusCode).toBe(409);
    expect(toTop.json<TErrorResponse>().message).toBe(IN_USE_CANNOT_CHANGE_LEVEL);

    const moved = await put(sub.id, { parent_id: to.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await readPost()).category.id).toBe(to.id);
    const underNew = ZPostListResponse.parse(
      (await call({ url: `/api/post?category=${to.id}` })).json(),
    );
    expect(underNew.posts.posts.map((p) => p.id)).toEqual([post.id]);

    // Under a regulated parent its listings wait for review again.
    expect((await put(sub.id, { parent_id: controlled.id })).statusCode).toBe(200);
    const held = await readPost();
    expect([held.category.id, held.compliance_status]).toEqual([controlled.id, 'PENDING']);
  });

  it('INACTIVE categories, and the children of an INACTIVE parent, show only to administrators', async () => {
    const { token: adminToken } = await admin();
    const { token: userToken } = await createSignedInUser(t.app, t.db);
    const name = unique('Mobility aids');
    const parent = await create(adminToken, {
      name,
      description: 'Crutches and walkers',
      status: 'INACTIVE',
    });
    await create(adminToken, {
      name: unique('Crutches'),
      description: 'Crutches',
      parent_id: parent.id,
    });
    const search = `searchKey=${encodeURIComponent(name.split(' ')[2] ?? '')}`;

    for (const token of [null, userToken]) {
      const parents = ZParentCategoriesResponse.parse(
        (await list(`/api/category/parent?${search}`, token)).json(),
      );
      expect(parents.result).toEqual([]);
      const subs = ZCategoryPageResponse.parse(
        (await list(`/api/sub-category?category=${parent.id}`, token)).json(),
      );
      expect(subs.categories).toEqual([]);
    }
    const seen = ZParentCategoriesResponse.parse(
      (await list(`/api/category/parent?${search}`, adminToken)).json(),
    );
    expect(seen.result.map((c) => c.id)).toEqual([parent.id]);
    const subs = ZCategoryPageResponse.parse(
      (await list(`/api/sub-category?category=${parent.id}`, adminToken)).json(),
    );
    expect(subs.categories).toHaveLength(1);
  });

  it('rejects a bad list query (400)', async () => {
    for (const query of ['limit=0', 'limit=1000', 'cursor=-1', 'limit=abc']) {
      const res = await call({ method: 'GET', url: `/api/categories?${query}` });
      expect(res.statusCode).toBe(400);
    }
  });
});
