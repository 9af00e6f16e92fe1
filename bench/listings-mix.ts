// The listings benchmark's mix: one seeded, reproducible sequence of requests per user, as people
// use the marketplace: search (common, rare, misspelt, a number, several words), sometimes with a
// category, sub-category, price, place, shelf life (minShelfLifeMonths) or order; browse the newest or a category; open listings from
// the results; go on to page 2 or 3 with the answer's `nextCursor`. Pages are resolved while the mix
// is built (the API's own list code, in process), so listings and cursors are real ones.
import type { TPostListResponse } from '@dawa/contract';
import type pg from 'pg';
import { productBases } from './lib/listing-vocabulary.ts';
import { listResponse, publicFilter, runList, type RenderedQuery } from './listings-query.ts';
import { createLocalStorage } from '../apps/api/src/modules/uploads/local-storage.ts';
import { createUploadSigner } from '../apps/api/src/modules/uploads/upload-signature.ts';

export interface Mix {
  /** Per user, the paths (with query) in the order that user sends them. */
  users: string[][];
  /** How many requests of each kind. */
  composition: Map<string, number>;
  /** SQL time of each distinct list request while the mix was built (ms), slowest first. */
  slowest: { path: string; kind: string; ms: number }[];
}

/** mulberry32: a small seeded generator, so the same SEED gives the same mix. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MISSPELT = [
  'amoxicilin',
  'paracetmol',
  'ciprofloxacine',
  'metformine',
  'ibuprofene',
  'azithromicin',
  'omeprazol',
  'ceftriaxon',
  'glovs',
  'siringe',
  'salbutamole',
  'insuline',
];
const NUMBERS = ['500', '250', '100', '1000', '20', '5'];
const PHRASES = [
  'amoxicillin 500',
  'nitrile gloves',
  'blood pressure monitor',
  'paracetamol 500 mg',
  'insulin syringe',
  'surgical mask',
  'ceftriaxone 1 g',
  'vitamin d3',
  'oxygen concentrator',
  'malaria rapid test',
  'box of 100',
  'normal saline',
];
const PLACES = ['bole', 'merkato', 'adama', 'hawassa', 'addis', 'jimma', 'gondar'];
/** The search page's shelf-life choices (SHELF_LIFE_CHOICES), in months. */
const SHELF_LIVES = ['3', '6', '12', '24'];

type Pick = <T>(items: readonly T[]) => T;

export async function buildMix(
  pool: pg.Pool,
  { users, steps, seed }: { users: number; steps: number; seed: number },
): Promise<Mix> {
  const rnd = random(seed);
  const pick: Pick = (items) => items[Math.floor(rnd() * items.length)]!;
  // The shelf-life filter draws from a generator of its own, so adding it left every other choice
  // of the mix (and so the requests without it) as they were.
  const shelfRnd = random(seed ^ 0x5e1f11fe);
  const withShelfLife = (q: URLSearchParams, share: number) => {
    if (shelfRnd() >= share) return false;
    q.set('minShelfLifeMonths', SHELF_LIVES[Math.floor(shelfRnd() * SHELF_LIVES.length)]!);
    return true;
  };
  const { rows: categories } = await pool.query<{
    id: string;
    slug: string;
    parent_id: string | null;
  }>('SELECT id, slug, parent_id FROM categories');
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const parents = categories.filter((c) => c.parent_id === null);
  const subs = categories.filter((c) => c.parent_id !== null);
  // Products in the generator's order: the first ones are the most listed, the last ones rare.
  const bases = productBases()
    .map((b) => ({ ...b, word: b.name.toLowerCase().split(/[^a-z0-9]+/)[0]! }))
    .filter((b) => /^[a-z]{4,}$/.test(b.word) && bySlug.has(b.slug));
  const common = bases.slice(0, 25);
  const rare = bases.slice(Math.floor(bases.length * 0.6));

  const storage = createLocalStorage({ dataDir: '/nonexistent', signer: createUploadSigner('x') });
  const run = async <T>({ sql, params }: RenderedQuery): Promise<T[]> =>
    (await pool.query(sql, params)).rows as T[];
  const pages = new Map<string, TPostListResponse>();
  const timings = new Map<string, { kind: string; ms: number }>();
  const list = async (query: URLSearchParams, kind: string) => {
    const path = `/api/post?${query.toString()}`;
    let page = pages.get(path);
    if (!page) {
      const filter = publicFilter(query);
      const started = performance.now();
      const result = await runList(run, filter);
      timings.set(path, { kind, ms: performance.now() - started });
      page = listResponse(filter, result, storage);
      pages.set(path, page);
    }
    return { path, page };
  };

  const all: { path: string; kind: string }[][] = [];
  for (let u = 0; u < users; u++) {
    const sequence: { path: string; kind: string }[] = [];
    const push = (path: string, kind: string) => sequence.push({ path, kind });
    while (sequence.length < steps) {
      const q = new URLSearchParams();
      let kind: string;
      let base: (typeof bases)[number] | undefined;
      if (rnd() < 0.75) {
        const r = rnd();
        if (r < 0.35) [kind, base] = ['search: common word', pick(common)];
        else if (r < 0.55) [kind, base] = ['search: rare word', pick(rare)];
        else if (r < 0.67) kind = 'search: misspelt';
        else if (r < 0.75) kind = 'search: number';
        else kind = 'search: several words';
        const words =
          base?.word ??
          (kind === 'search: misspelt'
            ? pick(MISSPELT)
            : kind === 'search: number'
              ? pick(NUMBERS)
              : pick(PHRASES));
        q.set('searchKey', words);
        const sub = base ? bySlug.get(base.slug) : undefined;
        const f = rnd();
        if (f < 0.2) q.set('category', sub?.parent_id ?? pick(parents).id);
        else if (f < 0.3) q.set('subCategory', sub?.id ?? pick(subs).id);
        if (rnd() < 0.15) {
          const [lo, hi] = base?.price ?? [50, 2000];
          q.set('min_price', String(Math.round(lo * 0.5)));
          q.set('max_price', String(Math.round(hi * 3)));
        }
        if (rnd() < 0.1) q.set('location', pick(PLACES));
        if (withShelfLife(q, 0.12)) kind += ' + shelf life';
        const s = rnd();
        if (s < 0.15) q.set('sort', 'newest');
        else if (s < 0.25) q.set('sort', 'price_asc');
        else if (s < 0.3) q.set('sort', 'price_desc');
      } else {
        const r = rnd();
        if (r < 0.3) kind = 'browse: newest';
        else if (r < 0.65) {
          kind = 'browse: category';
          q.set('category', pick(parents).id);
        } else {
          kind = 'browse: sub-category';
          q.set('subCategory', pick(subs).id);
        }
        if (rnd() < 0.2) q.set('sort', pick(['price_asc', 'price_desc'] as const));
        if (rnd() < 0.1) {
          const [lo, hi] = pick([
            [0, 500],
            [100, 1000],
            [1000, 10000],
            [200, 2000],
          ] as const);
          q.set('min_price', String(lo));
          q.set('max_price', String(hi));
        }
        if (rnd() < 0.1) q.set('location', pick(PLACES));
        if (withShelfLife(q, 0.08)) kind += ' + shelf life';
      }
      let { path, page } = await list(q, kind);
      push(path, `${kind}, page 1`);
      for (let depth = 2; ; depth++) {
        // Open up to three listings of the page.
        const ids = page.posts.posts.map((p) => p.id);
        for (let k = 0; k < 3 && ids.length > 0 && rnd() < 0.45; k++) {
          push(`/api/post/${pick(ids)}`, 'open a listing (GET /api/post/{id})');
        }
        const cursor = page.posts.nextCursor;
        if (depth > 3 || !cursor || rnd() >= (depth === 2 ? 0.35 : 0.4)) break;
        q.set('cursor', cursor);
        ({ path, page } = await list(q, `${kind}, page ${depth}`));
        push(path, `page ${depth} (nextCursor)`);
      }
    }
    all.push(sequence.slice(0, steps));
  }
  const composition = new Map<string, number>();
  for (const { kind } of all.flat()) composition.set(kind, (composition.get(kind) ?? 0) + 1);
  const slowest = [...timings].map(([path, t]) => ({ path, ...t })).sort((a, b) => b.ms - a.ms);
  return { users: all.map((s) => s.map((r) => r.path)), composition, slowest };
}
