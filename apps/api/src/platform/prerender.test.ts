import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';
import {
  cachedRenderer,
  prerendererFile,
  withModulePreloadsAfterPaint,
  withPrerenderedRoot,
  type RenderPage,
} from './prerender.ts';

// The server's drawing of a visitor's page, around a stand-in for the web build's pre-renderer
// (the real one is apps/web/src/entry-server.tsx, tested there and end to end in Chromium).

const FRAME = '<div class="boot">frame</div>';
const INDEX = `<!doctype html><html><head><title>Dawa</title>
<link rel="modulepreload" crossorigin href="/assets/app-1a2b3c.js">
<script src="/assets/start-app-9z8y.js" data-app="/assets/app-1a2b3c.js" data-chunks="" defer></script>
</head><body><div id="root">
      <!--dawa-boot-->
      ${FRAME}
      <!--/dawa-boot-->
    </div></body></html>`;

// Draws the page's address, theme, how many answers it was given and the city it was told; a
// `boom` address fails.
const STAND_IN = `let draws = 0;
let city;
export function configure(config) { city = config.city; }
export async function renderPage(url, answers, theme) {
  if (url.includes('boom')) throw new Error('drawing failed');
  draws += 1;
  return '<main data-url="' + encodeURIComponent(url) + '" data-theme="' + theme + '" data-answers="' +
    Object.keys(answers).length + '" data-draw="' + draws + '" data-city="' + city + '">drawn</main>';
}`;

function makeWebDist(prerenderer = STAND_IN): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'dawa-prerender-')), 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX);
  const entry = prerendererFile(dir);
  mkdirSync(join(entry, '..'), { recursive: true });
  writeFileSync(entry, prerenderer);
  return dir;
}

const browser = { accept: 'text/html' };
const drawnRoot = (body: string) => /<div id="root"([^>]*)>(.*?)<\/div>/s.exec(body);

describe.each(databases())('pre-rendered pages (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.build({ env: { WEB_DIST_DIR: makeWebDist(), CITY: 'Adama' } });
  });

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { ...browser, cookie } : browser });

  it("draws a visitor's page into the root, with the page's answers, code fetched after the paint", async () => {
    const res = await get('/search?q=gloves');
    expect(res.statusCode).toBe(200);
    const root = drawnRoot(res.body);
    expect(root?.[1]).toBe(' data-prerendered="light"');
    expect(root?.[2]).toMatch(/^<main data-url="%2Fsearch%3Fq%3Dgloves" data-theme="light"/);
    // The search's answers (listings, categories) went to the drawing as they go to the document.
    expect(Number(/data-answers="(\d+)"/.exec(res.body)?.[1])).toBeGreaterThan(0);
    expect(res.body).toContain('id="dawa-answers"');
    expect(res.body).not.toContain(FRAME);
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain('data-preload="/assets/app-1a2b3c.js" data-app=');
    // No theme told yet: a browser preferring dark does not see the light drawing flash.
    expect(res.body).toContain('@media (prefers-color-scheme: dark)');
    expect(res.headers.vary).toBe('Cookie');
    // Told the configuration the document carries: the same city as the browser's app.
    expect(res.body).toContain('data-city="Adama"');
    expect(res.body).toContain('<title>Search | Dawa Adama</title>');
  });

  it('draws in the theme the browser told, and only a told theme', async () => {
    const dark = await get('/', 'dawa_theme=dark');
    expect(drawnRoot(dark.body)?.[1]).toBe(' data-prerendered="dark"');
    expect(dark.body).toContain('data-theme="dark"');
    expect(dark.body).not.toContain('prefers-color-scheme');
    for (const cookie of ['dawa_theme=light', 'dawa_theme="><script>alert(1)</script>']) {
      const res = await get('/help', cookie);
      expect(drawnRoot(res.body)?.[1], cookie).toBe(' data-prerendered="light"');
      expect(res.body).not.toContain('<script>alert');
    }
  });

  it("leaves a signed-in person's page, a signed-in area, a wizard and a missing page to the browser", async () => {
    const cases: [string, string | undefined][] = [
      ['/', 'dawa_token=abc.def'],
      ['/listing/13443a4d-d93b-81d0-a19f-b88e575883f2', 'theme=x; dawa_token=abc.def'],
      ['/dashboard', undefined],
      ['/members', undefined],
      // A wizard's step comes from what the browser keeps: drawn there.
      ['/post/step-1-media-upload', undefined],
      ['/no-such-page', undefined],
    ];
    for (const [url, cookie] of cases) {
      const res = await get(url, cookie);
      expect(res.body, url).toContain(FRAME);
      expect(res.body, url).not.toContain('data-prerendered');
      expect(res.body, url).toContain('<link rel="modulepreload"');
    }
  });

  it('sends the page without a drawing when drawing fails', async () => {
    const res = await get('/search?q=boom');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(FRAME);
    expect(res.body).not.toContain('data-prerendered');
  });

  it('draws a page once for many visitors while its answers stay the same', async () => {
    const first = await get('/help?from=cache');
    const second = await get('/help?from=cache');
    expect(/data-draw="(\d+)"/.exec(second.body)?.[1]).toBe(
      /data-draw="(\d+)"/.exec(first.body)?.[1],
    );
  });
});

describe.each(databases())('a pre-renderer that fails to load (%s)', (driver) => {
  const t = useTestApp(driver);

  it('leaves every page to the browser, and the server serves on', async () => {
    const app = await t.build({
      env: { WEB_DIST_DIR: makeWebDist("throw new Error('broken build');") },
    });
    const res = await app.inject({ method: 'GET', url: '/', headers: browser });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(FRAME);
    expect(res.body).not.toContain('data-prerendered');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('cachedRenderer', () => {
  const counting = () => {
    const calls: string[] = [];
    const render: RenderPage = (url, answers, theme) => {
      calls.push(`${theme} ${url}`);
      if (url === '/fail') return Promise.reject(new Error('no'));
      return Promise.resolve(`${url} ${JSON.stringify(answers)} ${theme}`);
    };
    return { calls, render };
  };

  it('keys a drawing by address, theme and answers', async () => {
    const { calls, render } = counting();
    const cached = cachedRenderer(render);
    await cached('/a', { x: 1 }, 'light');
    await cached('/a', { x: 1 }, 'light');
    expect(calls).toHaveLength(1);
    expect(await cached('/a', { x: 2 }, 'light')).toBe('/a {"x":2} light');
    await cached('/a', { x: 1 }, 'dark');
    await cached('/b', { x: 1 }, 'light');
    expect(calls).toHaveLength(4);
  });

  it('keeps no failure, and forgets the least recently used beyond its size', async () => {
    const { calls, render } = counting();
    const cached = cachedRenderer(render, 2);
    await expect(cached('/fail', {}, 'light')).rejects.toThrow('no');
    await expect(cached('/fail', {}, 'light')).rejects.toThrow('no');
    expect(calls).toHaveLength(2);
    await cached('/1', {}, 'light');
    await cached('/2', {}, 'light');
    await cached('/1', {}, 'light'); // /1 used last: /2 is the oldest
    await cached('/3', {}, 'light');
    calls.length = 0;
    await cached('/1', {}, 'light');
    await cached('/2', {}, 'light');
    expect(calls).toEqual(['light /2']);
  });
});

describe('withPrerenderedRoot', () => {
  it("leaves a document without the early frame's markers alone", () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withPrerenderedRoot(html, '<p>x</p>', 'light', true)).toBe(html);
  });

  it('takes the markup as it is: no replacement patterns', () => {
    const out = withPrerenderedRoot(INDEX, "<p>$& $' $1</p>", 'light', true);
    expect(out).toContain('<div id="root" data-prerendered="light"><p>$& $\' $1</p></div>');
  });
});

describe('withModulePreloadsAfterPaint', () => {
  it("needs the app's starter, or leaves the preloads where they are", () => {
    const html = '<head><link rel="modulepreload" crossorigin href="/assets/a.js">\n</head>';
    expect(withModulePreloadsAfterPaint(html)).toBe(html);
  });
});
