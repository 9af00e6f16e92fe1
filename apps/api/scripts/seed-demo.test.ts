import { ORG_TYPES, hasBulkTerms, hasSomePrice, type TPostListResponse } from '@dawa/contract';
import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../src/modules/uploads/create-storage.ts';
import { isUploadKey } from '../src/modules/uploads/storage.ts';
import { databases, testConfig, useTestApp } from '../src/test/build-test-app.ts';
import { signIn } from '../src/test/factories.ts';
import { planListing } from './seed-demo-listings.ts';
import { planPeople } from './seed-demo-orgs.ts';
import { DEMO_PASSWORD } from './seed-demo-people.ts';
import { seedDemo, type SeedDemoScale } from './seed-demo-run.ts';

const SMALL: SeedDemoScale = {
  organisationsPerType: 1,
  listings: 80,
  subCategoriesPerSeller: 2,
  photosPerItem: 2,
  favouritesPerUser: [2, 4],
};

const count = async (
  db: ReturnType<typeof useTestApp>['db'],
  query: ReturnType<typeof sql>,
): Promise<number> => {
  const { rows } = await db.orm.execute<{ n: number }>(
    sql`select count(*)::int as n from (${query}) q`,
  );
  return rows[0]?.n ?? -1;
};

describe.each(databases())('seed:demo on %s', (driver) => {
  const t = useTestApp(driver);
  let dataDir = '';
  let storage: ReturnType<typeof createStorage>['storage'];
  let firstRun: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-seed-demo-'));
    storage = createStorage(testConfig({ DATA_DIR: dataDir })).storage;
    firstRun = await seedDemo({ orm: t.db.orm, storage, maxPixels: 40_000_000, scale: SMALL });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates organisations of every type, their people, shops and the listings asked for', async () => {
    const people = planPeople('dawa-demo-v1', SMALL.organisationsPerType);
    expect(firstRun.inserted.users).toBe(people.users.length);
    expect(firstRun.inserted.tenants).toBe(people.organisations.length);
    expect(firstRun.inserted.posts).toBe(SMALL.listings);
    expect(firstRun.inserted.images).toBeGreaterThan(0);
    expect(firstRun.inserted.savedPosts).toBeGreaterThan(0);

    const { rows: types } = await t.db.orm.execute<{ org_type: string }>(
      sql`select distinct org_type from tenants t join users u on u.id = t.created_by where u.email like '%@demo.dawa.et'`,
    );
    expect(types.map((r) => r.org_type).sort()).toEqual([...ORG_TYPES].sort());
    expect(await count(t.db, sql`select 1 from shops`)).toBe(firstRun.inserted.shops);
    expect(await count(t.db, sql`select 1 from posts`)).toBe(SMALL.listings);
  });

  it('signs in a demo account with the documented password', async () => {
    const session = await signIn(t.app, {
      email: 'pharmacy1@demo.dawa.et',
      password: DEMO_PASSWORD,
    });
    expect(session).toBeTruthy();
  });

  it('adds nothing on a second run', async () => {
    const before = await count(t.db, sql`select 1 from post_media`);
    const second = await seedDemo({ orm: t.db.orm, storage, maxPixels: 40_000_000, scale: SMALL });
    expect(second.inserted).toEqual({
      users: 0,
      tenants: 0,
      memberships: 0,
      shops: 0,
      images: 0,
      posts: 0,
      media: 0,
      savedPosts: 0,
    });
    expect(await count(t.db, sql`select 1 from post_media`)).toBe(before);
    expect(await count(t.db, sql`select 1 from posts`)).toBe(SMALL.listings);
  });

  it('gives every listing 1 to 4 stored images with exactly one primary', async () => {
    expect(
      await count(
        t.db,
        sql`select p.id from posts p left join post_media m on m.post_id = p.id
            group by p.id having count(m.id) not between 1 and 4 or count(*) filter (where m.is_primary) <> 1`,
      ),
    ).toBe(0);
    const { rows } = await t.db.orm.execute<{ storage_key: string; created_by: string }>(
      sql`select distinct m.storage_key, p.created_by from post_media m join posts p on p.id = m.post_id`,
    );
    for (const row of rows) {
      expect(isUploadKey(row.storage_key)).toBe(true);
      // The seller's own folder: as if they had uploaded the photo themselves.
      expect(row.storage_key.startsWith(`uploads/${row.created_by}/`)).toBe(true);
      expect(await storage.exists(row.storage_key)).toBe(true);
    }
    const [first] = rows;
    if (first)
      expect((await storage.read(first.storage_key, 'thumb'))?.contentType).toBe('image/webp');

    // Every photo shows the listing's own product: "amoxicillin-2.jpg" on "Amoxicillin 500 mg …".
    const { rows: photos } = await t.db.orm.execute<{ title: string; name: string }>(
      sql`select p.title, m.name from post_media m join posts p on p.id = m.post_id`,
    );
    const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const strays = photos.filter(
      (photo) => !slug(photo.title).startsWith(`${photo.name.replace(/-\d+\.jpg$/, '')}-`),
    );
    expect(photos.length).toBeGreaterThan(SMALL.listings);
    expect(strays).toEqual([]);
  });

  it('keeps categories, prices and compliance consistent', async () => {
    expect(
      await count(
        t.db,
        sql`select 1 from posts p join categories s on s.id = p.sub_category_id
            where s.parent_id is distinct from p.category_id`,
      ),
    ).toBe(0);
    // Regulated listings are published only once an administrator approved them.
    expect(
      await count(
        t.db,
        sql`select 1 from posts p join categories s on s.id = p.sub_category_id
            where s.regulated and p.compliance_status = 'APPROVED' and p.reviewed_by is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        t.db,
        sql`select 1 from posts p join categories s on s.id = p.sub_category_id
            where not s.regulated and p.compliance_status <> 'APPROVED'`,
      ),
    ).toBe(0);
    expect(
      await count(
        t.db,
        sql`select 1 from posts where compliance_status = 'REJECTED' and rejection_reason is null`,
      ),
    ).toBe(0);
    const { rows } = await t.db.orm.execute<{
      price_minor: string | null;
      custom_price: string | null;
      negotiable: boolean;
      bulk_available: boolean;
      bulk_price_minor: string | null;
      bulk_quantity: number | null;
    }>(
      sql`select price_minor, custom_price, negotiable, bulk_available, bulk_price_minor, bulk_quantity from posts`,
    );
    for (const row of rows) {
      const post = {
        price: row.price_minor === null ? null : Number(row.price_minor) / 100,
        custom_price: row.custom_price,
        negotiable: row.negotiable,
        bulk_available: row.bulk_available,
        bulk_price: row.bulk_price_minor === null ? null : Number(row.bulk_price_minor) / 100,
        bulk_quantity: row.bulk_quantity,
      };
      expect(hasSomePrice(post) && hasBulkTerms(post)).toBe(true);
      if (row.price_minor !== null) expect(Number.isInteger(Number(row.price_minor))).toBe(true);
    }
  });

  it('serves the listings and their photos through the API', async () => {
    // An app whose uploads live where the seed stored the photos.
    const app = await t.build({ env: { DATA_DIR: dataDir } });
    const res = await app.inject({ method: 'GET', url: '/api/post?limit=100' });
    expect(res.statusCode, res.body).toBe(200);
    const { posts } = res.json<TPostListResponse>().posts;
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.status).toBe('ACTIVE');
      expect(post.compliance_status).toBe('APPROVED');
      expect(post.medias.filter((m) => m.isPrimary)).toHaveLength(1);
      expect(post.medias[0]?.isPrimary).toBe(true);
    }
    const photo = posts[0]?.medias[0];
    for (const url of [photo?.url, photo?.thumbnailUrl]) {
      const file = await app.inject({ method: 'GET', url: url ?? '' });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\//);
    }
  });

  it('saves only public listings of other sellers', async () => {
    expect(
      await count(
        t.db,
        sql`select 1 from saved_posts s join posts p on p.id = s.post_id
            where p.created_by = s.user_id or p.status <> 'ACTIVE' or p.compliance_status <> 'APPROVED'`,
      ),
    ).toBe(0);
  });
});

describe('demo plan', () => {
  it('is the same on every run', () => {
    expect(planPeople('s', 2)).toEqual(planPeople('s', 2));
    const sellers = [
      {
        userId: '00000000-0000-4000-8000-000000000001',
        phoneNumber: '+251911000000',
        area: 'Bole',
        slots: [
          {
            subCategory: {
              id: '00000000-0000-4000-8000-000000000002',
              slug: 'analgesics',
              parentId: '00000000-0000-4000-8000-000000000003',
              regulated: false,
            },
            photos: [],
          },
        ],
      },
    ];
    const plan = (index: number) =>
      planListing({ seed: 's', index, sellers, adminId: 'a', createdAt: new Date(0) });
    expect(plan(7)).toEqual(plan(7));
    expect(plan(7).post.title).not.toBe('');
  });
});
