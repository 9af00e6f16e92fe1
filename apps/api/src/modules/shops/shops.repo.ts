import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { posts, shops, users } from '../../db/schema/index.ts';

export type ShopRow = typeof shops.$inferSelect;
export type ShopFields = Omit<
  typeof shops.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt'
>;

export async function findShopByOwner(db: Orm, ownerId: string): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.ownerId, ownerId));
  return row;
}

/**
 * A shop as the public sees it: only while its owner's account is active. A disabled or deleted
 * seller's shop leaves the marketplace with their listings (seller_hidden) and answers like a
 * missing one; it comes back when the account is re-enabled.
 */
export async function findPublicShopById(db: Orm, id: string): Promise<ShopRow | undefined> {
  const [row] = await db
    .select({ shop: shops })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(and(eq(shops.id, id), eq(users.status, 'ACTIVE'), isNull(users.deletedAt)));
  return row?.shop;
}

/** Creates the owner's shop or replaces its fields: one shop per owner (unique owner_id). */
export async function upsertShop(db: Orm, ownerId: string, fields: ShopFields): Promise<ShopRow> {
  const [row] = await db
    .insert(shops)
    .values({ ownerId, ...fields })
    .onConflictDoUpdate({ target: shops.ownerId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsertShop: no row returned');
  return row;
}

/** The owner's listings anyone can see: the marketplace's public predicate (PUBLIC_POST). */
export async function countPublicListings(db: Orm, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(
      and(
        eq(posts.createdBy, ownerId),
        eq(posts.status, 'ACTIVE'),
        eq(posts.complianceStatus, 'APPROVED'),
        eq(posts.sellerHidden, false),
        isNull(posts.deletedAt),
      ),
    );
  return row?.n ?? 0;
}
