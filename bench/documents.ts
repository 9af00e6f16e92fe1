// What drawing a visitor's page on the server costs (decision 013): the search results document
// drawn from the render cache, drawn afresh for every request (an address the cache has not seen),
// and, as the baseline, the same document without a drawing (the early frame, as before decision
// 013: a second demo product serving the same build without its pre-renderer). Interleaved rounds,
// alternating order, medians; every scenario's answer is checked before it is measured.
//   npm run bench:documents -w @dawa/bench        ROUNDS=5 DURATION=5 CONNECTIONS=10
import autocannon from 'autocannon';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoProduct } from './lib/demo.ts';
import { median } from './lib/product.ts';

const rounds = Number(process.env.ROUNDS ?? 5);
const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);

const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

interface Scenario {
  name: string;
  url: string;
  /** The path of the n-th request. */
  path: (n: number) => string;
  drawn: boolean;
}

// The web build without its pre-renderer beside it: the server sends the early frame.
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const frameOnly = join(mkdtempSync(join(tmpdir(), 'dawa-frame-only-')), 'dist');
cpSync(WEB_DIST, frameOnly, { recursive: true });

const PAGE = '/search?q=tablets';
const product = await startDemoProduct();
const baseline = await startDemoProduct({ env: { WEB_DIST_DIR: frameOnly } });
const scenarios: Scenario[] = [
  { name: 'drawn, from the cache', url: product.url, path: () => PAGE, drawn: true },
  // An address the cache has not seen (a parameter the page ignores): drawn for every request.
  { name: 'drawn afresh', url: product.url, path: (n) => `${PAGE}&r=${n}`, drawn: true },
  { name: 'early frame (baseline)', url: baseline.url, path: () => PAGE, drawn: false },
];
try {
  for (const scenario of scenarios) {
    const res = await fetch(scenario.url + scenario.path(0), { headers: BROWSER });
    const body = await res.text();
    const drawn = body.includes('data-prerendered="both"') && body.includes('<article');
    const answered = body.includes('id="dawa-answers"');
    if (res.status !== 200 || drawn !== scenario.drawn || !answered)
      throw new Error(`${scenario.name}: status ${res.status}, drawn ${drawn}`);
  }
  let counter = 1;
  const run = async (scenario: Scenario) => {
    const result = await autocannon({
      url: scenario.url,
      connections,
      duration,
      requests: [
        {
          method: 'GET',
          headers: BROWSER,
          setupRequest: (request) => ({ ...request, path: scenario.path(counter++) }),
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };
  // Warm-up: every scenario once, not measured.
  for (const scenario of scenarios) await run(scenario);
  const results = new Map(scenarios.map((s) => [s.name, [] as Awaited<ReturnType<typeof run>>[]]));
  for (let round = 0; round < rounds; round++) {
    // Alternate the order every round: none always runs on a machine the others warmed.
    const order = round % 2 === 0 ? scenarios : [...scenarios].reverse();
    for (const scenario of order) results.get(scenario.name)?.push(await run(scenario));
  }
  console.log(
    `GET ${PAGE} as a document, ${rounds} interleaved rounds of ${duration}s, ${connections} connections, medians:`,
  );
  for (const [name, runs] of results)
    console.log(
      `  ${name.padEnd(24)} ${median(runs.map((r) => r.rps)).toFixed(0)} req/s, ` +
        `p50 ${median(runs.map((r) => r.p50))} ms, p99 ${median(runs.map((r) => r.p99))} ms`,
    );
} finally {
  for (const running of [product, baseline]) {
    await running.stop();
    rmSync(running.dataDir, { recursive: true, force: true });
  }
  rmSync(join(frameOnly, '..'), { recursive: true, force: true });
}
