import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';
import { renderIndexHtml, withModulePreloads } from './web-app.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script></body></html>';
// Big enough to be worth compressing.
const SCRIPT = `console.log(${JSON.stringify('dawa '.repeat(2000))});`;

function makeWebDist(): string {
  // In a folder of its own: the server looks for the pre-renderer beside it (prerender.test.ts).
  const dir = join(mkdtempSync(join(tmpdir(), 'dawa-web-')), 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), SCRIPT);
  writeFileSync(join(dir, 'humans.txt'), 'Team: Dawa\n');
  writeFileSync(
    join(dir, 'route-preloads.json'),
    JSON.stringify({ '/listing/:id': ['/assets/listing-4d5e6f.js', '/assets/price-7a8b9c.js'] }),
  );
  // As scripts/build.mjs leaves them: a .br sibling, here with a marker to prove it is the one served.
  writeFileSync(join(dir, 'assets', 'vendor-9f8e7d.js'), SCRIPT);
  writeFileSync(
    join(dir, 'assets', 'vendor-9f8e7d.js.br'),
    brotliCompressSync('/* precompressed */'),
  );
  return dir;
}

const html = { accept: 'text/html,application/xhtml+xml' };
/** A document without the visitor's answers it may carry (listing-page-hints.test.ts checks those). */
const withoutAnswers = (body: string) =>
  body.replace(/<script type="application\/json" id="dawa-answers">[^<]*<\/script>\n/, '');

describe.each(databases())('web app (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.build({ env: { WEB_DIST_DIR: makeWebDist() } });
  });

  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(withoutAnswers(res.body)).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("preloads a page's own chunks in its document, and only in its own", async () => {
    const listing = await app.inject({
      method: 'GET',
      url: '/listing/13443a4d-d93b-81d0-a19f-b88e575883f2',
      headers: html,
    });
    // No such listing (404, noindex), but a signed-in seller's own draft may be: its code comes.
    expect(listing.statusCode).toBe(404);
    expect(listing.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/listing-4d5e6f.js">\n' +
        '<link rel="modulepreload" crossorigin href="/assets/price-7a8b9c.js">\n</body>',
    );
    for (const url of ['/', '/search?q=gloves', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(withoutAnswers(res.body), url).toBe(INDEX);
    }
  });

  it('serves fingerprinted assets as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script is no document: no CSP and its kin on each of the first page's chunks.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Nor validators or per-request headers: the name changes whenever the content does.
    for (const name of ['etag', 'last-modified', 'strict-transport-security', 'x-request-id'])
      expect(res.headers[name], name).toBeUndefined();
    // Other files are revalidated, with their validators.
    // (robots.txt is the seo module's own, made from the route table.)
    const humans = await app.inject({ method: 'GET', url: '/humans.txt' });
    expect(humans.headers['cache-control']).toBe('no-cache');
    expect(humans.headers.etag).toBeDefined();
    expect(humans.headers['strict-transport-security']).toBeDefined();
  });

  it('sends the content-security policy with every document', async () => {
    for (const url of ['/', '/login', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('compresses assets for clients that accept brotli', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('prefers the precompressed sibling written at build time', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/vendor-9f8e7d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('/* precompressed */');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('answers page navigations that match no file with index.html (the SPA routes)', async () => {
    for (const url of [
      '/login',
      '/medicine/category',
      '/report/stock?from=2026-01-01',
      '/dashboard/',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(withoutAnswers(res.body), url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers paths outside the route table with the web app and a 404 status', async () => {
    for (const url of ['/no-such-page', '/dashboard/extra', '/post/abc?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(withoutAnswers(res.body), url).toBe(INDEX);
    }
  });

  it('answers a page path with its document whatever the Accept header (link-preview bots)', async () => {
    // Telegram's preview bot sends */*; others send none, or ask for anything but HTML.
    for (const accept of ['*/*', undefined, 'application/json']) {
      for (const [url, status] of [
        ['/login', 200],
        ['/no-such-page', 404],
      ] as const) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: {
            'user-agent': 'TelegramBot (like TwitterBot)',
            ...(accept !== undefined && { accept }),
          },
        });
        expect(res.statusCode, `${url} ${String(accept)}`).toBe(status);
        expect(res.headers['content-type'], `${url} ${String(accept)}`).toMatch(/^text\/html/);
        expect(withoutAnswers(res.body), `${url} ${String(accept)}`).toBe(INDEX);
      }
    }
    // Only reading: another method on a page path is the API's JSON answer.
    const post = await app.inject({ method: 'POST', url: '/login', headers: { accept: '*/*' } });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
  });

  it('serves other root files and 404s missing ones as JSON for non-page requests', async () => {
    expect((await app.inject({ method: 'GET', url: '/humans.txt' })).body).toContain('Team');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('keeps /api out of the fallback', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('says how to build the web app when its dist is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
  });
});

describe('renderIndexHtml', () => {
  const config = {
    productName: 'Dawa',
    city: 'Adama "<b>"',
    googleClientId: null,
    googleIssuer: 'https://accounts.google.com',
    requestSource: 'dashboard',
    forbiddenRedirect: '/',
    sessionTimeoutMs: 1000,
    pageGateMs: 1000,
    supportEmail: null,
    supportPhone: null,
  };

  it('puts the public configuration in place of the marker, escaped for an attribute', () => {
    const out = renderIndexHtml('<head><!--dawa-config--><title>x</title></head>', config);
    expect(out).not.toContain('<!--dawa-config-->');
    const content = /content="([^"]*)"/.exec(out)?.[1] ?? '';
    expect(content).not.toMatch(/[<>"]/);
    const decoded = content
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(config);
  });

  it("writes the city, escaped, into the early frame's wordmark", () => {
    const out = renderIndexHtml('<b><!--dawa-city--></b>', { ...config, city: 'Dire <Dawa>' });
    expect(out).toBe('<b>Dire &lt;Dawa&gt;</b>');
  });

  it('falls back to the end of <head>, and leaves a page without one alone', () => {
    expect(renderIndexHtml('<head></head>', config)).toMatch(
      /^<head><meta name="dawa-config" content=".*" \/><\/head>$/,
    );
    expect(renderIndexHtml('<body></body>', config)).toBe('<body></body>');
  });
});

describe('withModulePreloads', () => {
  it('adds a preload per chunk before </head>, and nothing that is not a chunk under /assets', () => {
    const out = withModulePreloads('<head><title>x</title></head>', [
      '/assets/a-1.js',
      '"><script>alert(1)</script>',
      'https://elsewhere.example/x.js',
    ]);
    expect(out).toBe(
      '<head><title>x</title><link rel="modulepreload" crossorigin href="/assets/a-1.js">\n</head>',
    );
    expect(withModulePreloads('<head></head>')).toBe('<head></head>');
  });
});
