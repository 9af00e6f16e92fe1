import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { access, mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser } from '../../test/factories.ts';
import { listingBody, publish, readTaxonomy, uploadImages } from '../../test/listings.ts';
import { createLocalStorage } from './local-storage.ts';
import { sweepOrphanUploads } from './orphan-sweep.ts';
import { keyFromApiFileUrl } from './storage.ts';
import { createUploadSigner } from './upload-signature.ts';

const DAY_MS = 24 * 3600_000;

describe.each(databases())('unused uploads sweep (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-sweep-'));
    app = await t.build({ env: { DATA_DIR: dataDir } });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const folderOf = (key: string) => join(dataDir, key);
  const isThere = (key: string) =>
    access(folderOf(key)).then(
      () => true,
      () => false,
    );
  /** Makes an upload look `days` old (the sweep goes by the folder's time). */
  const age = async (key: string, days: number) => {
    const then = new Date(Date.now() - days * DAY_MS);
    await utimes(folderOf(key), then, then);
  };
  const keyOf = (url: string) => {
    const key = keyFromApiFileUrl(url);
    if (!key) throw new Error(`not an upload URL: ${url}`);
    return key;
  };

  it('removes old uploads nothing uses; keeps listing photos, shop logos, category images and recent ones', async () => {
    const seller = await createSignedInUser(app, t.db, { name: 'sweep' });
    const admin = await createSignedInUser(app, t.db, {
      name: 'sweepadmin',
      isPlatformAdmin: true,
    });
    const [photo, logo, categoryImage, unused, recent] = await uploadImages(app, seller.token, 5);
    const keys = [photo, logo, categoryImage, unused, recent].map((file) => keyOf(file!.url));

    await publish(app, seller.token, listingBody((await readTaxonomy(app)).open, [photo!]));
    const shop = await app.inject({
      method: 'PUT',
      url: '/api/shop',
      payload: {
        name: 'Sweep Pharmacy',
        address: 'Bole Road',
        city: 'Addis Ababa',
        delivery_locations: [],
        logo: logo!.url,
      },
      ...as(seller.token),
    });
    expect(shop.statusCode, shop.body).toBeLessThan(300);
    const category = await app.inject({
      method: 'POST',
      url: '/api/category',
      payload: {
        name: `Sweep ${randomUUID()}`,
        description: 'Uses an uploaded image by its full address',
        image: `https://dawa.example${categoryImage!.url}`,
      },
      ...as(admin.token),
    });
    expect(category.statusCode, category.body).toBe(201);

    // A save that crashed half-way, long ago.
    const staging = `${keys[3]!}.tmp-${randomUUID()}`;
    await mkdir(folderOf(staging), { recursive: true });
    for (const key of [...keys.slice(0, 4), staging]) await age(key, 30);
    await age(keys[4]!, 2);

    const storage = createLocalStorage({ dataDir, signer: createUploadSigner('x') });
    const result = await sweepOrphanUploads({
      orm: t.db.orm,
      storage,
      now: () => new Date(),
      graceDays: 7,
    });
    expect(result.removed).toBe(1);
    expect(await Promise.all(keys.map(isThere))).toEqual([true, true, true, false, true]);
    expect(await isThere(staging)).toBe(false);

    // The kept photo is still served; the swept one is gone for good.
    expect((await app.inject({ url: photo!.url })).statusCode).toBe(200);
    expect((await app.inject({ url: unused!.url })).statusCode).toBe(404);

    // Nothing more to do on a second pass.
    expect(
      (await sweepOrphanUploads({ orm: t.db.orm, storage, now: () => new Date(), graceDays: 7 }))
        .removed,
    ).toBe(0);
  });
});
