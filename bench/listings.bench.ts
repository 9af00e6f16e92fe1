// GET /api/post on a database of 1,000,000 listings (fill it first: listings-1m.ts):
//  1. EXPLAIN (ANALYZE) of every list shape: fails (exit 1) if any statement scans posts sequentially;
//  2. the API side by side with a bare node:http + pg server running the same SQL and answering the
//     same JSON (checked), on search + category + price: autocannon, interleaved rounds, medians;
//  3. a page at 90 % depth (keyset cursor) against the first page, for the plain and filtered lists.
// Knobs: DATABASE_URL, ROUNDS (5), DURATION (s, 5), CONNECTIONS (10), API_ENTRY=dist for the build.
import { POST_COUNT_CAP } from '@dawa/contract';
import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { encodeCursor } from '../apps/api/src/modules/posts/post-cursor.ts';
import type { PostListFilter } from '../apps/api/src/modules/posts/post-list-query.ts';
import { median, randomPort, SERVER_JS } from './lib/product.ts';
import { BENCH_DATABASE_URL, BENCH_VIEWER_EMAIL, benchSellerEmail } from './listings-db.ts';
import { explainShapes } from './listings-explain.ts';
import { listQuery, publicFilter, uncappedCount, type ListedRow } from './listings-query.ts';

const rounds = Number(process.env.ROUNDS ?? 5);
const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const SERVER_TS = fileURLToPath(new URL('../apps/api/src/server.ts', import.meta.url));
const BARE_TS = fileURLToPath(new URL('./listings-bare.ts', import.meta.url));

const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 2 });
const one = async <T>(text: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await pool.query(text, params);
  if (rows.length === 0) throw new Error(`no row for: ${text}`);
  return rows[0] as T;
};

const { n: listings } = await one<{ n: number }>('SELECT count(*)::int AS n FROM posts');
if (listings < 1_000) throw new Error('Fill the database first: npm run bench:listings:generate');
console.log(`GET /api/post on ${listings.toLocaleString('en')} listings (${BENCH_DATABASE_URL})`);
const id = async (text: string, params: unknown[]) => (await one<{ id: string }>(text, params)).id;
const medicines = await id(`SELECT id FROM categories WHERE slug = 'medicines'`, []);
const antibiotics = await id(`SELECT id FROM categories WHERE slug = 'antibiotics'`, []);
const seller = await id('SELECT id FROM users WHERE email = $1', [benchSellerEmail(1)]);
const viewer = await id('SELECT id FROM users WHERE email = $1', [BENCH_VIEWER_EMAIL]);

/** The benchmark's query: a search inside a category, within a price range. */
const SEARCH = `searchKey=amoxicillin&category=${medicines}&min_price=200&max_price=2000`;

// 1. Plans.
const misses = await explainShapes(pool, { medicines, antibiotics, seller, viewer });

// 2 and 3 need both servers.
const dataDir = mkdtempSync(join(tmpdir(), 'dawa-bench-listings-'));
const apiPort = randomPort();
const barePort = apiPort + 1;
const api = await startApi(apiPort);
const bare = await startBare(barePort);
const apiUrl = (query: string) => `http://127.0.0.1:${apiPort}/api/post?${query}`;
const bareUrl = (query: string) => `http://127.0.0.1:${barePort}/api/post?${query}`;
const targets: string[] = [];
let failures = 0;
try {
  const deepSearch = await deepCursor(SEARCH);
  const deepPlain = await deepCursor('');
  for (const query of [SEARCH, deepSearch.query, '', deepPlain.query]) await sameAnswer(query);
  console.log('Same JSON from both servers for the first and the 90 % pages: yes');

  // The issue's comparison, then the plain list: the same overhead on a query that costs little.
  for (const [name, query, isTarget] of [
    [`Search + category + price (${SEARCH.replace(medicines, '<medicines>')})`, SEARCH, true],
    ['No filter (newest first)', '', false],
  ] as const) {
    const side = await interleave({ dawa: apiUrl(query), bare: bareUrl(query) });
    console.log(
      `\n${name}, ${rounds} interleaved rounds of ${duration} s, ${connections} connections, medians:`,
    );
    console.log(`  dawa: ${side.dawa.rps.toFixed(0)} req/s, p99 ${side.dawa.p99} ms`);
    console.log(`  bare: ${side.bare.rps.toFixed(0)} req/s, p99 ${side.bare.p99} ms`);
    const throughput = side.dawa.rps / Math.max(side.bare.rps, 0.01);
    const p99 = side.dawa.p99 / Math.max(side.bare.p99, 1);
    console.log(
      `  throughput ratio ${throughput.toFixed(2)} (target ≥ 0.5), p99 ratio ${p99.toFixed(2)} (target ≤ 2)`,
    );
    if (isTarget && (throughput < 0.5 || side.dawa.rps === 0)) targets.push('throughput ratio');
    if (isTarget && (p99 > 2 || side.dawa.p99 === 0)) targets.push('p99 ratio');
  }

  for (const [name, query, deep] of [
    ['plain list', '', deepPlain],
    ['search + category + price', SEARCH, deepSearch],
  ] as const) {
    const depth = await interleave({ first: apiUrl(query), deep: apiUrl(deep.query) });
    const cost = depth.deep.mean / Math.max(depth.first.mean, 0.01);
    console.log(
      `\nDepth, ${name}: first page vs the page after row ${deep.offset.toLocaleString('en')} of ${deep.total.toLocaleString('en')} (API, medians):`,
    );
    console.log(
      `  first: ${depth.first.rps.toFixed(0)} req/s, mean ${depth.first.mean.toFixed(2)} ms, p99 ${depth.first.p99} ms`,
    );
    console.log(
      `  90 %:  ${depth.deep.rps.toFixed(0)} req/s, mean ${depth.deep.mean.toFixed(2)} ms, p99 ${depth.deep.p99} ms`,
    );
    console.log(`  cost ratio ${cost.toFixed(2)} (target ≤ 2)`);
    if (cost > 2 || depth.first.rps === 0) targets.push(`depth cost (${name})`);
  }
} finally {
  await Promise.all([stop(api), stop(bare)]);
  await pool.end();
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures > 0) targets.push(`${failures} failed requests`);
console.log(
  `\nTargets: ${targets.length === 0 ? 'all met' : `missed: ${targets.join(', ')}`}; plans: ${misses === 0 ? 'no sequential scan of posts' : `${misses} statements scan posts sequentially`}`,
);
// A plan that reads every listing is a bug, whatever the machine; timings depend on the machine.
if (misses > 0) process.exitCode = 1;

/** The query of the page after the row at 90 % depth, with the keyset token the API would hand out. */
async function deepCursor(query: string) {
  const filter = publicFilter(new URLSearchParams(query));
  const { sql, params } = uncappedCount(filter);
  const { total } = await one<{ total: number }>(sql, params);
  const offset = Math.max(1, Math.floor((total * 0.9) / filter.limit) * filter.limit);
  // The mode the search's first page settles (in its statement), carried by its cursors.
  if (filter.search) filter.search.order = total >= POST_COUNT_CAP ? 'recent' : 'relevance';
  // The last row before the deep page, found the slow way (OFFSET), once.
  const probe: PostListFilter = { ...filter, limit: 1, from: { offset: offset - 1 } };
  const page = listQuery(probe);
  const row = await one<ListedRow>(page.sql, page.params);
  const cursor = encodeCursor({
    offset,
    seq: row.sort_seq,
    ...(filter.search && row.sort_rank !== null && { rank: row.sort_rank }),
    ...(filter.search?.order === 'recent' && { recent: true }),
  });
  return { query: `${query}${query ? '&' : ''}cursor=${cursor}`, offset, total };
}

async function sameAnswer(query: string): Promise<void> {
  const [a, b] = await Promise.all([fetch(apiUrl(query)), fetch(bareUrl(query))]);
  if (a.status !== 200 || b.status !== 200)
    throw new Error(`GET ?${query}: API ${a.status}, bare ${b.status}: ${await a.text()}`);
  const [x, y]: unknown[] = await Promise.all([a.json(), b.json()]);
  if (!isDeepStrictEqual(x, y)) {
    console.error('API:', JSON.stringify(x).slice(0, 2000));
    console.error('bare:', JSON.stringify(y).slice(0, 2000));
    throw new Error(
      `The two servers answer ?${query} differently: the comparison would be unfair.`,
    );
  }
}

interface Round {
  rps: number;
  p99: number;
  mean: number;
}

async function interleave<K extends string>(urls: Record<K, string>): Promise<Record<K, Round>> {
  const names = Object.keys(urls) as K[];
  const results = Object.fromEntries(names.map((k) => [k, [] as Round[]])) as Record<K, Round[]>;
  for (let i = 0; i < rounds; i++) {
    for (const name of names) {
      await waitForIdleDatabase();
      const r = await autocannon({
        url: urls[name],
        connections,
        duration,
        pipelining: 1,
        timeout: 30,
      });
      // Failed answers are results too (an exhausted pool answers 500): counted and shown.
      if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
        console.warn(`  ${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
      failures += r.non2xx + r.errors;
      results[name].push({ rps: r.requests.average, p99: r.latency.p99, mean: r.latency.mean });
    }
  }
  return Object.fromEntries(
    names.map((k) => [
      k,
      {
        rps: median(results[k].map((r) => r.rps)),
        p99: median(results[k].map((r) => r.p99)),
        mean: median(results[k].map((r) => r.mean)),
      },
    ]),
  ) as Record<K, Round>;
}

/**
 * Queries of a previous run go on after autocannon hangs up (PostgreSQL does not notice the client
 * left): each run starts once the database is idle again, so no run pays for the one before.
 */
async function waitForIdleDatabase(): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { busy } = await one<{ busy: number }>(
      `SELECT count(*)::int AS busy FROM pg_stat_activity
       WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    );
    if (busy === 0) return;
    if (Date.now() > deadline) throw new Error(`${busy} queries still running after 3 minutes`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The real API on the bench database: the build with API_ENTRY=dist, else the sources through tsx. */
async function startApi(port: number): Promise<ChildProcess> {
  const useDist = process.env.API_ENTRY === 'dist';
  if (useDist && !existsSync(SERVER_JS)) throw new Error(`${SERVER_JS} is missing: npm run build`);
  const child = spawn(process.execPath, useDist ? [SERVER_JS] : ['--import', 'tsx', SERVER_TS], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: BENCH_DATABASE_URL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Secrets are generated into the throw-away DATA_DIR.
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(child, `http://127.0.0.1:${port}/api/ready`);
  return child;
}

async function startBare(port: number): Promise<ChildProcess> {
  const child = fork(BARE_TS, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), DATABASE_URL: BENCH_DATABASE_URL },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitFor(child, `http://127.0.0.1:${port}/api/post?limit=1`);
  return child;
}

async function waitFor(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${url} not ready within 60 s`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
