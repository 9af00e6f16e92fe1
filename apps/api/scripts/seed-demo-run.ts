// Fills a migrated database with the demo marketplace (issue: "npm run seed:demo"). Idempotent: ids
// derive from the seed and every insert skips rows already there, so a re-run adds nothing.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Orm } from '../src/db/client.ts';
import { categories, postMedia, posts, savedPosts } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import type { Storage } from '../src/modules/uploads/storage.ts';
import { CATALOGUE, type CatalogueItem } from './seed-demo-catalogue.ts';
import { demoImage, storeDemoImages, type DemoImage } from './seed-demo-images.ts';
import {
  planListing,
  type DemoSeller,
  type DemoSubCategory,
  type MediaRow,
  type PostRow,
} from './seed-demo-listings.ts';
import { planPeople, sellerOrganisations, writePeople } from './seed-demo-orgs.ts';
import { DEMO_PASSWORD } from './seed-demo-people.ts';
import { createRng, derivedUuid } from './seed-demo-random.ts';

export const DEMO_SEED = 'dawa-demo-v1';
/** Demo time is fixed, so the data is the same whenever it is seeded; listings span the 120 days before. */
export const DEMO_NOW = new Date('2026-11-01T09:00:00Z');
const LISTING_SPAN_MS = 120 * 24 * 3_600_000;
const BATCH = 250;

export interface SeedDemoScale {
  organisationsPerType: number;
  listings: number;
  subCategoriesPerSeller: number;
  /** Photos drawn of each product a seller offers; a listing shows one or more of its own. */
  photosPerItem: number;
  favouritesPerUser: readonly [min: number, max: number];
}

export const DEFAULT_SCALE: SeedDemoScale = {
  organisationsPerType: 3,
  listings: 2400,
  subCategoriesPerSeller: 5,
  photosPerItem: 2,
  favouritesPerUser: [5, 25],
};

export interface SeedDemoOptions {
  orm: Orm;
  storage: Storage;
  /** UPLOAD_MAX_PIXELS: the images go through the same checks as an upload. */
  maxPixels: number;
  seed?: string;
  scale?: Partial<SeedDemoScale>;
  log?: (message: string) => void;
}

export interface SeedDemoResult {
  inserted: {
    users: number;
    tenants: number;
    memberships: number;
    shops: number;
    images: number;
    posts: number;
    media: number;
    savedPosts: number;
  };
}

async function inBatches<T>(
  rows: readonly T[],
  write: (batch: T[]) => Promise<number>,
): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += BATCH) written += await write(rows.slice(i, i + BATCH));
  return written;
}

async function loadSubCategories(orm: Orm): Promise<Map<string, DemoSubCategory>> {
  const rows = await orm
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      regulated: categories.regulated,
    })
    .from(categories)
    .where(and(isNotNull(categories.parentId), eq(categories.status, 'ACTIVE')));
  const bySlug = new Map<string, DemoSubCategory>();
  for (const row of rows) {
    if (row.parentId !== null && CATALOGUE[row.slug])
      bySlug.set(row.slug, { ...row, parentId: row.parentId });
  }
  return bySlug;
}

export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { orm, storage, maxPixels, seed = DEMO_SEED, log = () => undefined } = options;
  const scale = { ...DEFAULT_SCALE, ...options.scale };
  const people = planPeople(seed, scale.organisationsPerType);
  const written = await writePeople(orm, {
    people,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    createdAt: new Date(DEMO_NOW.getTime() - 2 * LISTING_SPAN_MS),
  });
  const idOf = (email: string) => written.userIds.get(email) ?? '';
  log(
    `organisations: ${people.organisations.length}, users: ${people.users.length} (${written.inserted.users} new)`,
  );

  const subCategories = await loadSubCategories(orm);
  const sellers: DemoSeller[] = [];
  for (const org of sellerOrganisations(people)) {
    const available = org.specialties.filter((slug) => subCategories.has(slug));
    if (available.length === 0) continue;
    const first = ((org.ordinal - 1) * scale.subCategoriesPerSeller) % available.length;
    const slugs = Array.from(
      { length: Math.min(scale.subCategoriesPerSeller, available.length) },
      (_, k) => available[(first + k) % available.length] as string,
    );
    const userId = idOf(org.owner.email);
    sellers.push({
      userId,
      phoneNumber: org.owner.phoneNumber,
      area: org.place.area,
      slots: slugs.map((slug, s) => {
        const items = (CATALOGUE[slug]?.items ?? []) as CatalogueItem[];
        // Each product gets photos of its own (one colour per product, the shapes vary), so a
        // listing never shows another product's picture.
        const photos: DemoImage[][] = items.map((item, i) =>
          Array.from({ length: scale.photosPerItem }, (_, v) =>
            demoImage({
              sellerId: userId,
              fileId: derivedUuid(seed, `image/${org.owner.email}/${slug}/${i}/${v}`),
              label: item.name,
              hue: (s * 67 + slugs.length * 13 + org.ordinal * 29 + i * 41) % 360,
              variant: v,
            }),
          ),
        );
        return { subCategory: subCategories.get(slug) as DemoSubCategory, photos };
      }),
    });
  }
  if (sellers.length === 0)
    throw new Error('no sub-category of the demo catalogue exists: is the taxonomy seeded?');

  const allImages = sellers.flatMap((s) => s.slots.flatMap((slot) => slot.photos.flat()));
  const images = await storeDemoImages(storage, allImages, { maxPixels });
  log(`images: ${allImages.length} (${images} drawn)`);

  const postRows: PostRow[] = [];
  const mediaRows: MediaRow[] = [];
  const step = LISTING_SPAN_MS / Math.max(1, scale.listings);
  const adminId = idOf(people.admin.email);
  for (let index = 0; index < scale.listings; index++) {
    const createdAt = new Date(DEMO_NOW.getTime() - LISTING_SPAN_MS + Math.round(index * step));
    const { post, media } = planListing({ seed, index, sellers, adminId, createdAt });
    postRows.push(post);
    mediaRows.push(...media);
  }
  // One transaction: PGlite then writes its files once instead of after every statement.
  const [insertedPosts, insertedMedia] = await orm.transaction(async (tx) => [
    await inBatches(
      postRows,
      async (batch) =>
        (await tx.insert(posts).values(batch).onConflictDoNothing().returning({ id: posts.id }))
          .length,
    ),
    await inBatches(
      mediaRows,
      async (batch) =>
        (
          await tx
            .insert(postMedia)
            .values(batch)
            .onConflictDoNothing()
            .returning({ id: postMedia.id })
        ).length,
    ),
  ]);
  log(
    `listings: ${postRows.length} (${insertedPosts} new), images attached: ${mediaRows.length} (${insertedMedia} new)`,
  );

  // Favourites: every member saves a few public listings of other sellers, newest saves last.
  const publicPosts = postRows.filter(
    (p) => p.status === 'ACTIVE' && p.complianceStatus === 'APPROVED',
  );
  const saved: (typeof savedPosts.$inferInsert)[] = [];
  for (const user of people.users) {
    const userId = idOf(user.email);
    if (user.isPlatformAdmin || userId === '') continue;
    const rng = createRng(seed, `saved/${user.email}`);
    const candidates = publicPosts.filter((p) => p.createdBy !== userId);
    const picks = rng.sample(candidates, rng.int(...scale.favouritesPerUser));
    for (const post of picks) {
      const postedAt = (post.createdAt as Date).getTime();
      saved.push({
        userId,
        postId: post.id as string,
        createdAt: new Date(postedAt + rng.int(1, 96) * 3_600_000),
      });
    }
  }
  saved.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  const insertedSaved = await inBatches(
    saved,
    async (batch) =>
      (
        await orm
          .insert(savedPosts)
          .values(batch)
          .onConflictDoNothing()
          .returning({ userId: savedPosts.userId })
      ).length,
  );
  log(`favourites: ${saved.length} (${insertedSaved} new)`);

  return {
    inserted: {
      ...written.inserted,
      images,
      posts: insertedPosts,
      media: insertedMedia,
      savedPosts: insertedSaved,
    },
  };
}
