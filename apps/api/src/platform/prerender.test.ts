import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';
import {
  cachedRenderer,
  prerendererFile,
  THEME_SCRIPT,
  THEME_SCRIPT_HASH,
  withModulePreloadsAfterPaint,
  withPrerenderedRoot,
  type RenderPage,
} from './prerender.ts';

// The server's drawing of a visitor's page, around a stand-in for the web build's pre-renderer
// (the real one is apps/web/src/entry-server.tsx, tested there and end to end in Chromium).

const FRAME = '<div class="boot">frame</div>';
const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Dawa</title>
<link rel="modulepreload" crossorigin href="/assets/app-1a2b3c.js">
<script src="/assets/start-app-9z8y.js" data-app="/assets/app-1a2b3c.js" data-chunks="" defer></script>
</head><body><div id="root">
      <!--dawa-boot-->
      ${FRAME}
      <!--/dawa-boot-->
    </div></body></html>`;

// Draws the page's address, how many answers it was given and the city it was told; a `boom`
// address fails.
const STAND_IN = `let draws = 0;
let city;
export function configure(config) { city = config.city; }
export async function renderPage(url, answers, locale) {
  if (url.includes('boom')) throw new Error('drawing failed');
  draws += 1;
  return '<main data-url="' + encodeURIComponent(url) + '" data-answers="' +
    Object.keys(answers).length + '" data-draw="' + draws + '" data-city="' + city + '" data-lang="' + locale + '">drawn</main>';
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
/** The document's inline scripts (those without a src). */
const inlineScripts = (body: string) =>
  [...body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .filter((script) => script !== undefined && !script.startsWith('{'));

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
    // One drawing for either theme: the document's first script picks it (THEME_SCRIPT).
    expect(root?.[1]).toBe(' data-prerendered="both"');
    expect(root?.[2]).toMatch(/^<main data-url="%2Fsearch%3Fq%3Dgloves" data-answers=/);
    // The search's answers (listings, categories) went to the drawing as they go to the document.
    expect(Number(/data-answers="(\d+)"/.exec(res.body)?.[1])).toBeGreaterThan(0);
    expect(res.body).toContain('id="dawa-answers"');
    expect(res.body).not.toContain(FRAME);
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain('data-preload="/assets/app-1a2b3c.js" data-app=');
    expect(inlineScripts(res.body)).toEqual([THEME_SCRIPT]);
    // Who asks matters (a visitor or a signed-in person), the theme does not.
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
    expect(res.headers['accept-ch']).toBeUndefined();
    // Told the configuration the document carries: the same city as the browser's app.
    expect(res.body).toContain('data-city="Adama"');
    expect(res.body).toContain('<title>Search | Dawa Adama</title>');
  });

  it("draws the page in the visitor's language: the cookie, else Accept-Language (issue 32)", async () => {
    const drawnIn = async (headers: Record<string, string>) => {
      const res = await app.inject({
        method: 'GET',
        url: '/help?lang=1',
        headers: { ...browser, ...headers },
      });
      return {
        html: /<html[^>]*>/.exec(res.body)?.[0],
        drawn: /data-lang="(\w+)"/.exec(res.body)?.[1],
      };
    };
    expect(await drawnIn({})).toEqual({ html: '<html lang="en" data-locale="en">', drawn: 'en' });
    expect(await drawnIn({ 'accept-language': 'am-ET,am;q=0.9,en;q=0.5' })).toEqual({
      html: '<html lang="am" data-locale="am">',
      drawn: 'am',
    });
    // The device's choice wins over the browser's; an unknown value is ignored.
    expect(await drawnIn({ 'accept-language': 'am', cookie: 'dawa_lang=en' })).toEqual({
      html: '<html lang="en" data-locale="en">',
      drawn: 'en',
    });
    expect((await drawnIn({ 'accept-language': 'en', cookie: 'dawa_lang=am' })).drawn).toBe('am');
    expect((await drawnIn({ cookie: 'dawa_lang="><b>' })).html).toBe(
      '<html lang="en" data-locale="en">',
    );
  });

  it('draws the same page whatever theme a visitor had or prefers', async () => {
    const first = await get('/help?same=1');
    for (const headers of [
      { cookie: 'dawa_theme=dark' },
      { 'sec-ch-prefers-color-scheme': 'dark' },
      { cookie: 'dawa_theme="><script>alert(1)</script>' },
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: '/help?same=1',
        headers: { ...browser, ...headers },
      });
      expect(res.body, JSON.stringify(headers)).toBe(first.body);
    }
  });

  it("lets the browser run the document's theme script, and no other inline script", async () => {
    const res = await get('/listing/13443a4d-d93b-81d0-a19f-b88e575883f2');
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(script).toBe(THEME_SCRIPT);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    const hash = `'sha256-${createHash('sha256')
      .update(script ?? '')
      .digest('base64')}'`;
    expect(scriptSrc?.split(' ')).toContain(hash);
    expect(hash).toBe(THEME_SCRIPT_HASH);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // First in the head, before anything that could paint.
    expect(res.body.indexOf(`<script>${THEME_SCRIPT}`)).toBeLessThan(res.body.indexOf('<title>'));
  });

  it('sets the theme first thing in every document, drawn or not', async () => {
    for (const [url, cookie] of [
      ['/', undefined],
      ['/', 'dawa_token=abc.def'],
      ['/dashboard', undefined],
      ['/no-such-page', undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.body.indexOf(`<script>${THEME_SCRIPT}</script>`), url).toBeGreaterThan(0);
      expect(res.body.indexOf(`<script>${THEME_SCRIPT}`), url).toBeLessThan(
        res.body.indexOf('<title>'),
      );
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
    const render: RenderPage = (url, answers) => {
      calls.push(url);
      if (url === '/fail') return Promise.reject(new Error('no'));
      return Promise.resolve(`${url} ${JSON.stringify(answers)}`);
    };
    return { calls, render };
  };

  it('keys a drawing by language, address and answers', async () => {
    const { calls, render } = counting();
    const cached = cachedRenderer(render);
    await cached('/a', { x: 1 });
    await cached('/a', { x: 1 }, 'en');
    expect(calls).toHaveLength(1);
    expect(await cached('/a', { x: 2 })).toBe('/a {"x":2}');
    await cached('/b', { x: 1 });
    expect(calls).toHaveLength(3);
    await cached('/a', { x: 1 }, 'am');
    expect(calls).toHaveLength(4);
  });

  it('keeps no failure, and forgets the least recently used beyond its size', async () => {
    const { calls, render } = counting();
    const cached = cachedRenderer(render, 2);
    await expect(cached('/fail', {})).rejects.toThrow('no');
    await expect(cached('/fail', {})).rejects.toThrow('no');
    expect(calls).toHaveLength(2);
    await cached('/1', {});
    await cached('/2', {});
    await cached('/1', {}); // /1 used last: /2 is the oldest
    await cached('/3', {});
    calls.length = 0;
    await cached('/1', {});
    await cached('/2', {});
    expect(calls).toEqual(['/2']);
  });
});

describe('withPrerenderedRoot', () => {
  it("leaves a document without the early frame's markers alone", () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withPrerenderedRoot(html, '<p>x</p>')).toBe(html);
  });

  it('takes the markup as it is: no replacement patterns', () => {
    const out = withPrerenderedRoot(INDEX, "<p>$& $' $1</p>");
    expect(out).toContain('<div id="root" data-prerendered="both"><p>$& $\' $1</p></div>');
  });
});

describe('withModulePreloadsAfterPaint', () => {
  it("needs the app's starter, or leaves the preloads where they are", () => {
    const html = '<head><link rel="modulepreload" crossorigin href="/assets/a.js">\n</head>';
    expect(withModulePreloadsAfterPaint(html)).toBe(html);
  });
});

/** A browser, as far as the theme script sees one. */
interface Device {
  prefersDark: boolean;
  /** The app store's stored state, as zustand keeps it in local storage. */
  stored?: string;
  storageThrows?: boolean;
}

/** Runs THEME_SCRIPT in `device`: the attributes it set on <html>. */
function runThemeScript(device: Device): Record<string, string> {
  const html: Record<string, string> = {};
  runInNewContext(THEME_SCRIPT, {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => (html[name] = value) },
    },
    localStorage: {
      getItem: (key: string) => {
        if (device.storageThrows) throw new Error('SecurityError');
        return key === 'dawa-app-store' ? (device.stored ?? null) : null;
      },
    },
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && device.prefersDark,
    }),
  });
  return html;
}

describe("the theme script (the document's inline script)", () => {
  const stored = (theme: string) => JSON.stringify({ state: { theme, sideBar: [] }, version: 4 });

  it("sets the device's preference when nothing is stored", () => {
    expect(runThemeScript({ prefersDark: true })).toEqual({ 'data-theme': 'dark' });
    expect(runThemeScript({ prefersDark: false })).toEqual({ 'data-theme': 'light' });
    expect(runThemeScript({ prefersDark: true, storageThrows: true })).toEqual({
      'data-theme': 'dark',
    });
  });

  it("follows the person's stored choice over the device's preference, as the app does", () => {
    expect(runThemeScript({ prefersDark: true, stored: stored('light') })).toEqual({
      'data-theme': 'light',
    });
    expect(runThemeScript({ prefersDark: false, stored: stored('dark') })).toEqual({
      'data-theme': 'dark',
    });
    // A stored state it cannot read is no choice.
    for (const bad of ['{', 'null', stored('blue'), stored('"><script>')])
      expect(runThemeScript({ prefersDark: true, stored: bad }), bad).toEqual({
        'data-theme': 'dark',
      });
  });
});
