// Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) on the built product with a
// small seeded demo: median of RUNS (3) per page of the performance score, LCP, TBT, CLS and the
// script bytes transferred. Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
//   npm run bench:lighthouse -w @dawa/bench          PAGES=home,login RUNS=5 to narrow or widen
// Absolute figures move with the machine's load (printed first); bytes and CLS do not.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startDemoProduct } from './lib/demo.ts';
import { median } from './lib/product.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

interface Audit {
  numericValue?: number;
  details?: {
    items?: {
      resourceType?: string;
      transferSize?: number;
      score?: number;
      node?: { snippet?: string; selector?: string };
      url?: string;
      duration?: number;
      startTime?: number;
    }[];
  };
}
interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, Audit | undefined>;
}

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART, seen under heavy load) is retried. */
async function audit(url: string, tries = 3): Promise<Figures> {
  try {
    return await auditOnce(url);
  } catch (error) {
    if (tries <= 1) throw error;
    console.error(`  (retrying ${url}: ${String(error).split('\n')[0]?.slice(0, 120)})`);
    return audit(url, tries - 1);
  }
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
}

async function auditOnce(url: string): Promise<Figures> {
  const { stdout } = await run(
    process.execPath,
    [
      CLI,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout) as Report;
  // DETAILS=1: what moved (CLS) and what the largest paint was, to know what to fix.
  if (process.env.DETAILS === '1') {
    for (const item of report.audits['layout-shifts']?.details?.items ?? [])
      console.log(
        `    shift ${(item.score ?? 0).toFixed(3)}  ${item.node?.snippet?.slice(0, 160)}`,
      );
    const lcp = report.audits['largest-contentful-paint-element']?.details?.items?.[0];
    console.log(`    LCP element: ${JSON.stringify(lcp).slice(0, 300)}`);
    const phases = report.audits['largest-contentful-paint-element']?.details?.items?.[1];
    console.log(`    LCP phases: ${JSON.stringify(phases).slice(0, 400)}`);
    // The main thread's long tasks (simulated phone times): what TBT is made of.
    for (const task of report.audits['long-tasks']?.details?.items ?? [])
      console.log(
        `    long task at ${Math.round(task.startTime ?? 0)} ms: ${Math.round(task.duration ?? 0)} ms  ${task.url}`,
      );
    const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
    console.log(
      `    FCP ${ms('first-contentful-paint')} ms  SI ${ms('speed-index')} ms  ` +
        `LCP ${ms('largest-contentful-paint')} ms  TBT ${ms('total-blocking-time')} ms`,
    );
  }
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const scripts = report.audits['resource-summary']?.details?.items?.find(
    (i) => i.resourceType === 'script',
  );
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKb: (scripts?.transferSize ?? 0) / 1024,
  };
}

const runs = Number(process.env.RUNS ?? 3);
const product = await startDemoProduct();
try {
  console.log(
    `load average (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const wanted = process.env.PAGES?.split(',');
  for (const [name, path] of Object.entries(product.pages)) {
    if (wanted && !wanted.includes(name)) continue;
    const results: Figures[] = [];
    for (let i = 0; i < runs; i++) results.push(await audit(product.url + path));
    const m = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
    console.log(
      `${name.padEnd(8)} ${path.padEnd(50)} score ${String(m('score')).padStart(3)}  ` +
        `LCP ${(m('lcp') / 1000).toFixed(1)} s  TBT ${Math.round(m('tbt'))} ms  ` +
        `CLS ${m('cls').toFixed(3)}  script ${m('scriptKb').toFixed(1)} KB  ` +
        `(scores ${results.map((r) => r.score).join(', ')}; ` +
        `TBT ${results.map((r) => Math.round(r.tbt)).join(', ')} ms)`,
    );
  }
  console.log(
    `load average (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await product.stop();
  rmSync(product.dataDir, { recursive: true, force: true });
}
