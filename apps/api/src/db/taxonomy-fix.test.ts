import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, useTestApp } from '../test/build-test-app.ts';
import { migrationFile, rerunMigration } from '../test/migration-file.ts';
import { createSignedInUser } from '../test/factories.ts';
import { listingBody, publish, uploadImages } from '../test/listings.ts';

const MIGRATION = migrationFile('gloves-under-ppe');

describe.each(databases())('taxonomy fix: gloves under protective equipment (%s)', (driver) => {
  const t = useTestApp(driver);
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-taxonomy-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const idOf = async (slug: string) => {
    const { rows } = await t.db.orm.execute<{ id: string }>(
      sql`SELECT id FROM categories WHERE slug = ${slug}`,
    );
    return rows[0]?.id ?? '';
  };
  const parentOf = async (slug: string) => {
    const { rows } = await t.db.orm.execute<{ parent_id: string | null }>(
      sql`SELECT parent_id FROM categories WHERE slug = ${slug}`,
    );
    return rows[0]?.parent_id;
  };
  const rerun = () => rerunMigration(t.db.orm, MIGRATION);

  it('moves the sub-category and its listings once, and never undoes a later choice', async () => {
    const app = await t.build({ env: { DATA_DIR: dataDir } });
    const [gloves = '', ppe, consumables = '', equipment] = await Promise.all(
      ['gloves', 'ppe', 'consumables', 'medical-equipment'].map(idOf),
    );
    expect(await parentOf('gloves')).toBe(ppe);

    // A database from before the fix: gloves under consumables, with a listing there.
    await t.db.orm.execute(
      sql`UPDATE categories SET parent_id = ${consumables} WHERE id = ${gloves}`,
    );
    const seller = await createSignedInUser(app, t.db, { name: 'gloves-seller' });
    // listingBody reads only the ids of the categories it is given.
    const where = { category: { id: consumables }, sub: { id: gloves } } as unknown as Parameters<
      typeof listingBody
    >[0];
    const post = await publish(
      app,
      seller.token,
      listingBody(where, await uploadImages(app, seller.token), { title: 'Latex gloves' }),
    );
    const categoryOfPost = async () => {
      const { rows } = await t.db.orm.execute<{ category_id: string }>(
        sql`SELECT category_id FROM posts WHERE id = ${post.id}`,
      );
      return rows[0]?.category_id;
    };

    await rerun();
    expect(await parentOf('gloves')).toBe(ppe);
    expect(await categoryOfPost()).toBe(ppe);
    await rerun();
    expect(await parentOf('gloves')).toBe(ppe);

    // An administrator later moves gloves elsewhere: running the fix again leaves that be.
    await t.db.orm.execute(
      sql`UPDATE categories SET parent_id = ${equipment} WHERE id = ${gloves}`,
    );
    await rerun();
    expect(await parentOf('gloves')).toBe(equipment);
  });
});
