import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startProduct, tempDataDir, type RunningProduct } from './product.ts';

const SEED_SCRIPT = fileURLToPath(new URL('../../apps/api/scripts/seed-demo.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface DemoProduct extends RunningProduct {
  dataDir: string;
  /** Public pages of the seeded demo, by name: home, search results, a listing, login, sign-up. */
  pages: Record<string, string>;
}

/**
 * The built product on a throw-away data dir filled with a small demo marketplace (the demo seed is
 * deterministic: same listings, same ids, on every run), and the public pages worth measuring.
 */
export async function startDemoProduct(
  opts: { listings?: number; env?: Record<string, string> } = {},
): Promise<DemoProduct> {
  const dataDir = tempDataDir();
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      SEED_SCRIPT,
      '--listings',
      String(opts.listings ?? 60),
      '--orgs-per-type',
      '1',
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (seeded.status !== 0) throw new Error(`demo seed exited with ${seeded.status}`);
  const product = await startProduct({ dataDir, env: opts.env });
  const res = await fetch(`${product.url}/api/post?limit=1`);
  const body = (await res.json()) as { posts: { posts: { id: string }[] } };
  const listing = body.posts.posts[0];
  if (!listing) throw new Error('the demo seed left no listing');
  return {
    ...product,
    dataDir,
    pages: {
      home: '/',
      // A word 17 of the demo's listed medicines share: a results page, not the empty state
      // (the demo's amoxicillin listings are regulated and mostly awaiting review).
      search: '/search?q=tablets',
      listing: `/listing/${listing.id}`,
      login: '/login',
      signup: '/signup',
    },
  };
}
