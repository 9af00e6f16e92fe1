import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertMembership, insertTenantWithOwner } from '../modules/tenants/tenants.repo.ts';
import { databases } from '../test/build-test-app.ts';
import { as, createTestTenant } from '../test/factories.ts';
import {
  listingBody,
  publish,
  uploadImages,
  useListingsTest,
  type SignedIn,
} from '../test/listings.ts';
import { migrationFile, rerunMigration } from '../test/migration-file.ts';
import { posts, shops } from './schema/index.ts';

const MIGRATION = migrationFile('listings-to-organisations');

/**
 * Issue 31, docs/decisions/018: listings and shops people made before organisations sold move to
 * the organisation their author manages listings for; the others stay their author's own.
 */
describe.each(databases())('migration: listings and shops move to organisations (%s)', (driver) => {
  const s = useListingsTest(driver, {
    dataDirPrefix: 'dawa-org-migration-',
    people: {
      owner: { name: 'mig-owner' },
      coOwner: { name: 'mig-co-owner' },
      staff: { name: 'mig-staff' },
      branchAdmin: { name: 'mig-branch-admin' },
      loner: { name: 'mig-loner' },
    },
  });

  const listingOf = async (who: SignedIn, title: string) =>
    (
      await publish(
        s.app,
        who.token,
        listingBody(s.tax.open, await uploadImages(s.app, who.token), { title }),
      )
    ).id;
  const shopOf = async (who: SignedIn) => {
    const res = await s.app.inject({
      method: 'PUT',
      url: '/api/shop',
      payload: {
        name: `Shop of ${who.user.fullName}`,
        address: 'Bole Road 12',
        city: 'Addis Ababa',
      },
      ...as(who.token),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };

  it('moves each author’s listings to the organisation they manage, one shop per organisation; runs twice the same', async () => {
    const db = s.t.db.orm;
    // Listings and shops made while everyone sold on their own account.
    const owned = await listingOf(s.owner, 'Owner listing');
    const ownedToo = await listingOf(s.owner, 'Owner listing 2');
    const coOwned = await listingOf(s.coOwner, 'Co-owner listing');
    const staffs = await listingOf(s.staff, 'Staff listing');
    const branchs = await listingOf(s.branchAdmin, 'Branch admin listing');
    const loners = await listingOf(s.loner, 'Loner listing');
    const ownerShop = await shopOf(s.owner);
    const coOwnerShop = await shopOf(s.coOwner);
    const lonerShop = await shopOf(s.loner);

    const pharmacy = await createTestTenant(s.t.db, {
      owner: s.owner.user,
      name: 'Migration Pharmacy',
      members: [
        { user: s.coOwner.user, role: 'OWNER' },
        { user: s.staff.user, role: 'USER' },
      ],
    });
    // The owner also administers another pharmacy, which the co-owner opened later: owning, then
    // the oldest membership, come first.
    const elsewhere = await createTestTenant(s.t.db, { owner: s.coOwner.user, name: 'Elsewhere' });
    await insertMembership(db, { tenantId: elsewhere.id, userId: s.owner.user.id, role: 'ADMIN' });
    // An administrator of a branch alone sells under the branch's pharmacy.
    const branch = await insertTenantWithOwner(db, {
      name: 'Migration Branch',
      orgType: 'PHARMACY',
      address: 'Piassa',
      city: 'Addis Ababa',
      tinNumber: '0012345678',
      createdBy: s.branchAdmin.user.id,
    });
    await db.execute(sql`UPDATE tenants SET parent_id = ${pharmacy.id} WHERE id = ${branch.id}`);
    await db.execute(
      sql`UPDATE memberships SET role = 'ADMIN'
        WHERE tenant_id = ${branch.id} AND user_id = ${s.branchAdmin.user.id}`,
    );

    const state = async () => {
      const rows = await db
        .select({ id: posts.id, tenantId: posts.tenantId, updatedAt: posts.updatedAt })
        .from(posts)
        .where(inArray(posts.id, [owned, ownedToo, coOwned, staffs, branchs, loners]));
      const shopRows = await db
        .select({ id: shops.id, tenantId: shops.tenantId })
        .from(shops)
        .where(inArray(shops.id, [ownerShop, coOwnerShop, lonerShop]));
      return {
        posts: Object.fromEntries(rows.map((r) => [r.id, r.tenantId])),
        updated: Object.fromEntries(rows.map((r) => [r.id, r.updatedAt.toISOString()])),
        shops: Object.fromEntries(shopRows.map((r) => [r.id, r.tenantId])),
      };
    };
    const before = await state();
    await rerunMigration(db, MIGRATION);
    const after = await state();
    expect(after.posts).toEqual({
      [owned]: pharmacy.id,
      [ownedToo]: pharmacy.id,
      [coOwned]: pharmacy.id,
      [staffs]: null, // a USER does not manage the pharmacy's listings
      [branchs]: pharmacy.id,
      [loners]: null,
    });
    // Nothing else of a listing changes.
    expect(after.updated).toEqual(before.updated);
    // The shop of the author with most listings becomes the pharmacy's; the other stays its own.
    expect(after.shops).toEqual({
      [ownerShop]: pharmacy.id,
      [coOwnerShop]: null,
      [lonerShop]: null,
    });
    await rerunMigration(db, MIGRATION);
    expect(await state()).toEqual(after);
  });
});
