import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { posts, shops, tenants, users } from '../../db/schema/index.ts';

/** A shop, with the name of the organisation it sells for (docs/decisions/018). */
export type ShopRow = typeof shops.$inferSelect & { organisationName: string | null };
export type ShopFields = Omit<
  typeof shops.$inferInsert,
  'id' | 'ownerId' | 'tenantId' | 'createdAt' | 'updatedAt'
>;

/** Whose shop: an organisation's (`tenantId`), or a person's own (no organisation). */
export interface ShopKey {
  userId: string;
  tenantId: string | null;
}

const withOrganisation = { shop: shops, organisationName: tenants.name };
const rowOf = (row: { shop: typeof shops.$inferSelect; organisationName: string | null }) => ({
  ...row.shop,
  organisationName: row.organisationName,
});

const shopOf = ({ userId, tenantId }: ShopKey): SQL =>
  tenantId
    ? eq(shops.tenantId, tenantId)
    : (and(eq(shops.ownerId, userId), isNull(shops.tenantId)) as SQL);

export async function findShopOf(db: Orm, key: ShopKey): Promise<ShopRow | undefined> {
  const [row] = await db
    .select(withOrganisation)
    .from(shops)
    .leftJoin(tenants, eq(tenants.id, shops.tenantId))
    .where(shopOf(key));
  return row && rowOf(row);
}

/**
 * A shop as the public sees it: an organisation's while the organisation is active; a person's own
 * while their account is active. A disabled or deleted seller's shop leaves the marketplace with
 * their listings (seller_hidden) and answers like a missing one; it comes back when re-enabled.
 */
export async function findPublicShopById(db: Orm, id: string): Promise<ShopRow | undefined> {
  const [row] = await db
    .select(withOrganisation)
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .leftJoin(tenants, eq(tenants.id, shops.tenantId))
    .where(
      and(
        eq(shops.id, id),
        sql`CASE WHEN ${shops.tenantId} IS NULL
          THEN ${users.status} = 'ACTIVE' AND ${users.deletedAt} IS NULL
          ELSE ${tenants.status} = 'ACTIVE' END`,
      ),
    );
  return row && rowOf(row);
}

/**
 * Creates the shop or replaces its fields: one per organisation (unique tenant_id), one per person
 * without one (unique owner_id where tenant_id is null); two first saves at once make one shop.
 */
export async function upsertShop(
  db: Orm,
  key: ShopKey,
  fields: ShopFields,
): Promise<ShopRow & { isCreated: boolean }> {
  const set = { ...fields, updatedAt: sql`now()` };
  const insert = db
    .insert(shops)
    .values({ ownerId: key.userId, tenantId: key.tenantId, ...fields });
  const [row] = await (
    key.tenantId
      ? insert.onConflictDoUpdate({ target: shops.tenantId, set })
      : insert.onConflictDoUpdate({
          target: shops.ownerId,
          targetWhere: sql`tenant_id IS NULL`,
          set,
        })
  )
    // xmax is 0 on a row this statement inserted, not on one it updated: of two first saves at
    // once, exactly one is the creation.
    .returning({ id: shops.id, isCreated: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('upsertShop: no row returned');
  const saved = await findShopOf(db, key);
  if (!saved) throw new Error('upsertShop: the shop saved is gone');
  return { ...saved, isCreated: row.isCreated };
}

/** The shop's listings anyone can see: the marketplace's public predicate (PUBLIC_POST). */
export async function countPublicListings(db: Orm, shop: ShopRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(
      and(
        shop.tenantId
          ? eq(posts.tenantId, shop.tenantId)
          : and(eq(posts.createdBy, shop.ownerId), isNull(posts.tenantId)),
        eq(posts.status, 'ACTIVE'),
        eq(posts.complianceStatus, 'APPROVED'),
        eq(posts.sellerHidden, false),
        isNull(posts.deletedAt),
      ),
    );
  return row?.n ?? 0;
}
