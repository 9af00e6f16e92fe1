// JavaScript a visitor downloads for the first page (target ≤ 150 KB as delivered): loads each page
// in Debian's Chromium on a small seeded demo and adds up, for every script it fetched, the bytes
// on the wire: response headers plus the (brotli/gzip) body as the server sent it.
//   PAGES=/,/login VERBOSE=1 npm run bench:first-page -w @dawa/bench
import { chromium } from '@playwright/test';
import { rmSync } from 'node:fs';
import { startDemoProduct } from './lib/demo.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const product = await startDemoProduct();
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const paths = process.env.PAGES?.split(',') ?? [...Object.values(product.pages), '/dashboard'];
    for (const path of paths) {
      const page = await browser.newPage();
      const scripts: { path: string; sizes: Promise<{ headers: number; body: number }> }[] = [];
      page.on('requestfinished', (req) => {
        if (req.resourceType() !== 'script') return;
        scripts.push({
          path: new URL(req.url()).pathname,
          sizes: req
            .sizes()
            .then((s) => ({ headers: s.responseHeadersSize, body: s.responseBodySize })),
        });
      });
      await page.goto(product.url + path, { waitUntil: 'networkidle' });
      // On a busy machine the entry can take longer than networkidle's 500 ms to run and ask for the
      // page's chunks: wait until no new script has come for 2 s.
      for (let seen = -1; seen !== scripts.length;) {
        seen = scripts.length;
        await page.waitForTimeout(2000);
        await page.waitForLoadState('networkidle');
      }
      let headers = 0;
      let body = 0;
      for (const s of scripts) {
        const size = await s.sizes;
        headers += size.headers;
        body += size.body;
        if (process.env.VERBOSE)
          console.log(
            `  ${((size.headers + size.body) / 1024).toFixed(1).padStart(6)} KB  ${s.path}`,
          );
      }
      console.log(
        `${path}: ${scripts.length} scripts, ${((headers + body) / 1024).toFixed(1)} KB on the wire ` +
          `(${(body / 1024).toFixed(1)} KB bodies + ${(headers / 1024).toFixed(1)} KB headers)`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await product.stop();
  rmSync(product.dataDir, { recursive: true, force: true });
}
