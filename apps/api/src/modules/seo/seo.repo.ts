// The few reads link previews and the sitemaps need: a listing or shop as a visitor may see it, and
// the addresses of the newest public ones. Read-only, on the shared schema (as shops.repo.ts counts
// a seller's listings); the rules are the posts and shops modules' own, cited where they are copied.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.ts';
import { categories, postMedia, posts, PUBLIC_POST, shops, users } from '../../db/schema/index.ts';

/** A listing as its preview tells it. */
export interface ListingCard {
  id: string;
  title: string;
  description: string;
  priceMinor: number | null;
  status: string;
  condition: string | null;
  category: string;
  subCategory: string;
  /** Its category or sub-category is regulated (prescription or controlled medicines). */
  regulated: boolean;
  /** The storage key of the photo the listing opens on, if it has one. */
  imageKey: string | null;
  updatedAt: Date;
}

/** A shop as its preview tells it. */
export interface ShopCard {
  id: string;
  name: string;
  description: string | null;
  city: string;
  logo: string | null;
  updatedAt: Date;
}

const sub = alias(categories, 'sub_category');

/**
 * The listing `id` if anyone may read it: listed (posts' `isListed`: on sale, sold or expired,
 * approved, its seller's account active) and not deleted; else undefined.
 */
export async function findListedListing(orm: Orm, id: string): Promise<ListingCard | undefined> {
  const [row] = await orm
    .select({
      id: posts.id,
      title: posts.title,
      description: posts.description,
      priceMinor: posts.priceMinor,
      status: posts.status,
      condition: posts.condition,
      category: categories.name,
      subCategory: sub.name,
      regulated: sql<boolean>`(${categories.regulated} OR ${sub.regulated})`,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .innerJoin(sub, eq(sub.id, posts.subCategoryId))
    .where(
      and(
        eq(posts.id, id),
        inArray(posts.status, ['ACTIVE', 'SOLD', 'EXPIRED']),
        eq(posts.complianceStatus, 'APPROVED'),
        eq(posts.sellerHidden, false),
        isNull(posts.deletedAt),
      ),
    );
  if (!row) return undefined;
  // The photo the page opens on: the primary one, else the first (listing-page-hints.ts).
  const [media] = await orm
    .select({ key: postMedia.storageKey })
    .from(postMedia)
    .where(eq(postMedia.postId, id))
    .orderBy(desc(postMedia.isPrimary), postMedia.position)
    .limit(1);
  return { ...row, imageKey: media?.key ?? null };
}

/** The shop `id` if the public may see it (shops' `findPublicShopById`: its owner is active). */
export async function findPublicShop(orm: Orm, id: string): Promise<ShopCard | undefined> {
  const [row] = await orm
    .select({
      id: shops.id,
      name: shops.name,
      description: shops.description,
      city: shops.city,
      logo: shops.logo,
      updatedAt: shops.updatedAt,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(and(eq(shops.id, id), eq(users.status, 'ACTIVE'), isNull(users.deletedAt)));
  return row;
}

/** An address of the sitemap: what it names and when it last changed. */
export interface SitemapEntry {
  id: string;
  updatedAt: Date;
}

/**
 * The `limit` newest listings on sale (the marketplace's public predicate, PUBLIC_POST, on its
 * partial index), newest first. Regulated ones are left out: their pages are noindex.
 */
export async function recentPublicListings(orm: Orm, limit: number): Promise<SitemapEntry[]> {
  return orm
    .select({ id: posts.id, updatedAt: posts.updatedAt })
    .from(posts)
    .where(
      and(
        sql`${PUBLIC_POST}`,
        isNull(posts.deletedAt),
        sql`NOT EXISTS (SELECT 1 FROM ${categories} c WHERE c.id IN (${posts.categoryId}, ${posts.subCategoryId}) AND c.regulated)`,
      ),
    )
    .orderBy(desc(posts.seq))
    .limit(limit);
}

/** The `limit` most recently changed shops the public may see. */
export async function recentPublicShops(orm: Orm, limit: number): Promise<SitemapEntry[]> {
  return orm
    .select({ id: shops.id, updatedAt: shops.updatedAt })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(and(eq(users.status, 'ACTIVE'), isNull(users.deletedAt)))
    .orderBy(desc(shops.updatedAt))
    .limit(limit);
}

/**
 * What changes when a sitemap would: the newest public listing (its partial index's first entry)
 * and the last change to a shop. A kept sitemap is made again as soon as it differs.
 */
export async function sitemapVersion(orm: Orm): Promise<string> {
  const { rows } = await orm.execute<{ listing: string | null; shop: string | null }>(
    sql`SELECT (SELECT max(seq) FROM posts WHERE ${PUBLIC_POST})::text AS listing,
               (SELECT max(updated_at) FROM shops)::text AS shop`,
  );
  const row = rows[0];
  return `${row?.listing ?? ''}|${row?.shop ?? ''}`;
}
