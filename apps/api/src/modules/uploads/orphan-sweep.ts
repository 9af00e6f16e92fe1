import { API_PREFIX } from '@dawa/contract';
import { inArray, like } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import { categories, chatMessages, postMedia, shops, users } from '../../db/schema/index.ts';
import { apiFileUrl, keyFromApiFileUrl, type Storage } from './storage.ts';

// Uploads nobody uses: photos uploaded for a listing never published, images dropped in an edit,
// a replaced shop logo. On local disk they would pile up for ever; this removes those older than
// a grace period (long enough for a draft left for a few days) that nothing refers to. On S3 a
// lifecycle rule on `incoming/` does the same for uploads never used (docs/decisions/008).

const BATCH = 200;
const HOUR_MS = 3600_000;
export const SWEEP_EVERY_MS = 6 * HOUR_MS;

export interface SweepDeps {
  orm: Orm;
  storage: Storage;
  now: () => Date;
  /** Uploads younger than this are kept whatever refers to them (a draft may still use them). */
  graceDays: number;
}

/** The keys of `keys` that a listing, a chat message, a shop logo or a profile picture uses. */
async function usedKeys(orm: Orm, keys: string[]): Promise<Set<string>> {
  const urls = keys.map((key) => apiFileUrl(key, 'original'));
  const [media, chatImages, logos, pictures] = await Promise.all([
    orm
      .select({ ref: postMedia.storageKey })
      .from(postMedia)
      .where(inArray(postMedia.storageKey, keys)),
    orm
      .select({ ref: chatMessages.imageKey })
      .from(chatMessages)
      .where(inArray(chatMessages.imageKey, keys)),
    orm.select({ ref: shops.logo }).from(shops).where(inArray(shops.logo, urls)),
    orm.select({ ref: users.picture }).from(users).where(inArray(users.picture, urls)),
  ]);
  const used = new Set(media.map((row) => row.ref));
  for (const { ref } of chatImages) if (ref) used.add(ref);
  for (const { ref } of [...logos, ...pictures]) if (ref) used.add(keyFromApiFileUrl(ref) ?? ref);
  return used;
}

/**
 * Uploads a category image points at. Category images are full URLs an administrator typed, so one
 * may be this site's own upload URL: matched by path, whatever the origin. Categories are few.
 */
async function categoryImageKeys(orm: Orm): Promise<Set<string>> {
  const rows = await orm
    .select({ image: categories.image })
    .from(categories)
    .where(like(categories.image, `%${API_PREFIX}/files/uploads/%`));
  const keys = new Set<string>();
  for (const { image } of rows) {
    try {
      const key = image && keyFromApiFileUrl(new URL(image).pathname);
      if (key) keys.add(key);
    } catch {
      // not a URL: refers to nothing here
    }
  }
  return keys;
}

/** One pass: removes every unused upload older than the grace period; answers the counts. */
export async function sweepOrphanUploads(
  deps: SweepDeps,
): Promise<{ checked: number; removed: number }> {
  const { storage } = deps;
  if (!storage.storedBefore || !storage.remove) return { checked: 0, removed: 0 };
  const cutoff = new Date(deps.now().getTime() - deps.graceDays * 24 * HOUR_MS);
  let checked = 0;
  let removed = 0;
  const categoryImages = await categoryImageKeys(deps.orm);
  let batch: string[] = [];
  const flush = async () => {
    const used = await usedKeys(deps.orm, batch);
    categoryImages.forEach((key) => used.add(key));
    for (const key of batch.filter((k) => !used.has(k))) {
      await storage.remove?.(key);
      removed += 1;
    }
    checked += batch.length;
    batch = [];
  };
  for await (const key of storage.storedBefore(cutoff)) {
    batch.push(key);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return { checked, removed };
}

/**
 * The sweep as a background job, once per due time across every instance (docs/jobs.md); none
 * when the grace period is 0 (off) or the storage keeps no listing of its files (S3: a lifecycle
 * rule does it there).
 */
export function orphanSweepJob(deps: SweepDeps): JobDefinition | null {
  if (deps.graceDays <= 0 || !deps.storage.storedBefore) return null;
  return {
    name: 'unused-uploads',
    description: `Removes uploaded files nothing uses, older than ${String(deps.graceDays)} days.`,
    schedule: { everyMs: SWEEP_EVERY_MS },
    async run() {
      const { removed } = await sweepOrphanUploads(deps);
      return { items: removed };
    },
  };
}
