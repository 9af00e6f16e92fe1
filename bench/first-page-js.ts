// JavaScript a visitor downloads for the first page (target < 170 KB gzip): loads `/` in
// Debian's Chromium, lists every script it fetched, and gzips each file from the build.
import { chromium } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startProduct, tempDataDir, WEB_DIST } from './lib/product.ts';

const dataDir = tempDataDir();
const product = await startProduct({ dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const path of (process.env.PAGES ?? '/,/dashboard').split(',')) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(product.url + path, { waitUntil: 'networkidle' });
    let raw = 0;
    let gz = 0;
    for (const s of scripts) {
      const bytes = readFileSync(join(WEB_DIST, s));
      const zipped = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gz += zipped;
      if (process.env.VERBOSE) console.log(`  ${(zipped / 1024).toFixed(1).padStart(6)} KB  ${s}`);
    }
    console.log(
      `${path}: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
