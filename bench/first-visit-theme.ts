// A first visit by a device preferring dark against one preferring light (issue 29): how long until
// the page shows (first contentful paint) and until its heading is visible, each measured from the
// moment the visit starts, and how many documents the server answered for it. A fresh browser
// context per visit (nothing stored), light and dark alternating, medians; the preference is the
// context's (Playwright's colour-scheme emulation, which matchMedia follows). The server's
// drawing carries both themes (CSS variables) and the document's first script picks one, so a dark
// visit should cost what a light one does: one document, the same paint.
//   npm run bench:first-visit-theme -w @dawa/bench        RUNS=10 LATENCY_MS=150 DOWN_KBPS=1600
import { chromium, type Browser } from '@playwright/test';
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { startDemoProduct } from './lib/demo.ts';
import { median } from './lib/product.ts';

/** `xs`' median and the spread of its middle half, in whole milliseconds. */
const summary = (xs: number[]): string => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `${median(xs).toFixed(0).padStart(5)} ms (${at(0.25).toFixed(0)}-${at(0.75).toFixed(0)})`;
};

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

const runs = Number(process.env.RUNS ?? 10);
// A phone on a mobile network, as Lighthouse's mobile setting has it (slow 4G: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up); LATENCY_MS=0 measures the machine alone.
const latency = Number(process.env.LATENCY_MS ?? 150);
// 0: no limit.
const downKbps = Number(process.env.DOWN_KBPS ?? 1600);
const upKbps = Number(process.env.UP_KBPS ?? 750);

/** A proxy to `target` that counts the documents it passes. */
async function proxy(target: string): Promise<Server & { url: string; documents: number }> {
  const { hostname, port } = new URL(target);
  let documents = 0;
  const server = createServer((req, res) => {
    const upstream = httpRequest(
      { host: hostname, port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (String(answer.headers['content-type']).startsWith('text/html')) documents += 1;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A getter kept as one (Object.assign would copy its value of the moment).
  return Object.defineProperties(server as Server & { url: string; documents: number }, {
    url: { value: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
    documents: { get: () => documents },
  });
}

interface Visit {
  /** Documents the server answered for the visit (1: nothing loaded again for the theme). */
  documents: number;
  fcp: number;
  heading: number;
  drawn: string | null;
  bodyTheme: string;
  /** The theme the document's script set on <html> (THEME_ATTRIBUTE). */
  shownIn: string | null;
}

// Runs in every document of the visit: the first frame the page's h1 is visible in, as wall-clock
// time (the visit may go through a second document, whose own clock starts later). A string: tsx
// would wrap a function's inner functions in a helper the page does not have.
const WATCH_HEADING = `(() => {
  const watch = () => {
    const root = document.getElementById('root');
    const h1 = document.querySelector('h1');
    if (root && h1 && getComputedStyle(root).visibility === 'visible' &&
        h1.getBoundingClientRect().height > 0) {
      window.headingAt = performance.timeOrigin + performance.now();
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})();`;

async function visit(browser: Browser, url: string, device: 'light' | 'dark'): Promise<Visit> {
  // bypassCSP: Playwright's waits evaluate their strings, which the page's CSP forbids.
  const context = await browser.newContext({
    colorScheme: device,
    viewport: null,
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_HEADING });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      // 0: not throttled (-1 to the browser).
      downloadThroughput: downKbps > 0 ? (downKbps * 1024) / 8 : -1,
      uploadThroughput: upKbps > 0 ? (upKbps * 1024) / 8 : -1,
    });
    const started = Date.now();
    await page.goto(url);
    // In the page (strings: this package is type-checked without the DOM's types).
    await page.waitForFunction(`'headingAt' in window`, undefined, { timeout: 30_000 });
    await page.waitForFunction(`performance.getEntriesByName('first-contentful-paint').length`);
    // The theme the app settles in (the body's class is the app's).
    await page.locator('#root[data-app]').waitFor({ state: 'attached', timeout: 30_000 });
    const seen = await page.evaluate<Omit<Visit, 'documents'>>(`({
      fcp: performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0].startTime,
      heading: window.headingAt,
      drawn: document.getElementById('root').getAttribute('data-prerendered'),
      bodyTheme: document.body.className,
      shownIn: document.documentElement.getAttribute('data-theme'),
    })`);
    return { ...seen, documents: 0, fcp: seen.fcp - started, heading: seen.heading - started };
  } finally {
    await context.close();
  }
}

const product = await startDemoProduct();
const server = await proxy(product.url);
const launch = (args: string[] = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...args],
  });
// One browser for both: a device's preference is the context's (matchMedia follows it, and the
// document's theme script reads nothing else), so the two differ in that alone.
const browser = await launch();
try {
  const pages: Record<string, string> = {
    home: product.pages.home ?? '/',
    listing: product.pages.listing ?? '',
  };
  const combos = (['light', 'dark'] as const).map((device) => ({ device }));
  const results = new Map<string, Visit[]>();
  const run = async (
    combo: (typeof combos)[number],
    pageName: string,
    path: string,
  ): Promise<void> => {
    const before = server.documents;
    const result = await visit(browser, server.url + path, combo.device);
    if (!result.bodyTheme.includes(`theme-${combo.device}`) || result.shownIn !== combo.device)
      throw new Error(`${combo.device} visit of ${path} ended in ${result.bodyTheme}`);
    result.documents = server.documents - before;
    const key = `${pageName}|${combo.device}`;
    results.set(key, [...(results.get(key) ?? []), result]);
  };
  // One untimed visit each: the server's render cache and the browsers warm.
  for (const [pageName, path] of Object.entries(pages))
    for (const combo of combos) await run(combo, `warm ${pageName}`, path);
  // Every way and device in every round, each round starting one further along: a machine busier
  // at one moment than another weighs on all of them alike.
  for (let round = 0; round < runs; round++)
    for (const [pageName, path] of Object.entries(pages))
      for (let i = 0; i < combos.length; i++)
        await run(combos[(round + i) % combos.length]!, pageName, path);
  console.log(
    `First visits, ${runs} per line, interleaved; network ${latency} ms round trip, ` +
      `${downKbps}/${upKbps} kbit/s; medians (and middle half) from the start of the visit:`,
  );
  for (const pageName of Object.keys(pages))
    for (const { device } of combos) {
      const list = results.get(`${pageName}|${device}`) ?? [];
      const drawnAs = [...new Set(list.map((r) => r.drawn))].join('/');
      console.log(
        `  ${pageName.padEnd(8)} ${device.padEnd(5)} ` +
          `FCP ${summary(list.map((r) => r.fcp))}, ` +
          `h1 visible ${summary(list.map((r) => r.heading))}; ` +
          `documents served ${Math.max(...list.map((r) => r.documents))} at most, drawn ${drawnAs}`,
      );
    }
} finally {
  await browser.close();
  server.close();
  await product.stop();
  rmSync(product.dataDir, { recursive: true, force: true });
}
