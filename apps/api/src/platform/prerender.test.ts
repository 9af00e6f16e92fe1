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
  THEME_CHECK_SCRIPT,
  THEME_CHECK_SCRIPT_HASH,
  withModulePreloadsAfterPaint,
  withPrerenderedRoot,
  type RenderPage,
} from './prerender.ts';

// The server's drawing of a visitor's page, around a stand-in for the web build's pre-renderer
// (the real one is apps/web/src/entry-server.tsx, tested there and end to end in Chromium).

const FRAME = '<div class="boot">frame</div>';
const INDEX = `<!doctype html><html><head><meta charset="utf-8" /><title>Dawa</title>
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
/** The theme a document's theme check is told the drawing is in; none without the check. */
const themeCheck = (body: string) => /<script data-theme="(\w+)">/.exec(body)?.[1];

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
    // No theme told yet: the drawing's theme is a guess, checked in the browser first thing.
    expect(themeCheck(res.body)).toBe('light');
    expect(res.headers.vary).toBe('Cookie, Sec-CH-Prefers-Color-Scheme');
    // Told the configuration the document carries: the same city as the browser's app.
    expect(res.body).toContain('data-city="Adama"');
    expect(res.body).toContain('<title>Search | Dawa Adama</title>');
  });

  it('draws in the theme the browser told, and only a told theme', async () => {
    const dark = await get('/', 'dawa_theme=dark');
    expect(drawnRoot(dark.body)?.[1]).toBe(' data-prerendered="dark"');
    expect(dark.body).toContain('data-theme="dark"');
    // The person's own choice: nothing to check, nothing hidden.
    expect(themeCheck(dark.body)).toBeUndefined();
    expect(dark.body).not.toContain('data-theme-pending');
    for (const cookie of ['dawa_theme=light', 'dawa_theme="><script>alert(1)</script>']) {
      const res = await get('/help', cookie);
      expect(drawnRoot(res.body)?.[1], cookie).toBe(' data-prerendered="light"');
      expect(res.body).not.toContain('<script>alert');
    }
    expect(themeCheck((await get('/help', 'dawa_theme=light')).body)).toBeUndefined();
    // A forged value is no choice: the theme is guessed, and checked.
    expect(themeCheck((await get('/help', 'dawa_theme=x')).body)).toBe('light');
  });

  const hinted = (url: string, hint: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...browser, 'sec-ch-prefers-color-scheme': hint, ...(cookie ? { cookie } : {}) },
    });

  it("draws a first visitor's page in the colour preference of its client hint, checked in the browser", async () => {
    // As the specification writes it (a string), and as Chromium sends it (a bare token).
    for (const [hint, theme] of [
      ['"dark"', 'dark'],
      ['dark', 'dark'],
      ['"light"', 'light'],
      [' light ', 'light'],
    ] as const) {
      const res = await hinted('/search?q=hint', hint);
      expect(drawnRoot(res.body)?.[1], hint).toBe(` data-prerendered="${theme}"`);
      expect(res.body, hint).toContain(`data-theme="${theme}"`);
      // A guess (the device's preference, not the person's choice): checked before any paint.
      expect(themeCheck(res.body), hint).toBe(theme);
    }
  });

  it("prefers the person's choice in the theme cookie to the client hint", async () => {
    const res = await hinted('/', '"dark"', 'dawa_theme=light');
    expect(drawnRoot(res.body)?.[1]).toBe(' data-prerendered="light"');
    expect(themeCheck(res.body)).toBeUndefined();
    const dark = await hinted('/', '"light"', 'dawa_theme=dark');
    expect(drawnRoot(dark.body)?.[1]).toBe(' data-prerendered="dark"');
  });

  it('ignores a client hint that is not "dark" or "light"', async () => {
    for (const hint of ['"Dark"', 'DARK', '"dim"', '""', '"dark", "light"', '"dark', '?1']) {
      const res = await hinted('/help', hint);
      expect(drawnRoot(res.body)?.[1], hint).toBe(' data-prerendered="light"');
      expect(themeCheck(res.body), hint).toBe('light');
    }
  });

  it('asks for the colour preference on documents, for the next requests', async () => {
    // Not critical: a browser would ask for every first page twice (decision 013).
    for (const [url, cookie] of [
      ['/', undefined],
      ['/', 'dawa_theme=dark'],
      ['/dashboard', undefined],
      ['/no-such-page', undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.headers['accept-ch'], url).toBe('Sec-CH-Prefers-Color-Scheme');
      expect(res.headers['critical-ch'], url).toBeUndefined();
      expect(res.headers.vary, url).toBe('Cookie, Sec-CH-Prefers-Color-Scheme');
    }
    // Not on the API's answers or the app's files.
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['accept-ch']).toBeUndefined();
    expect(api.headers['critical-ch']).toBeUndefined();
  });

  it("lets the browser run the document's theme check, and no other inline script", async () => {
    const res = await get('/listing/13443a4d-d93b-81d0-a19f-b88e575883f2');
    const script = /<script data-theme="light">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(script).toBe(THEME_CHECK_SCRIPT);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    const hash = `'sha256-${createHash('sha256')
      .update(script ?? '')
      .digest('base64')}'`;
    expect(scriptSrc?.split(' ')).toContain(hash);
    expect(hash).toBe(THEME_CHECK_SCRIPT_HASH);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // First in the head, before anything that could paint.
    expect(res.body.indexOf('<script data-theme=')).toBeLessThan(res.body.indexOf('<title>'));
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

/** A browser, as far as the theme check sees one. */
interface Device {
  drawn: 'light' | 'dark';
  prefersDark: boolean;
  /** The app store's stored state, as zustand keeps it in local storage. */
  stored?: string;
  cookiesOff?: boolean;
  reloadedBefore?: boolean;
  storageThrows?: boolean;
}

/** Runs THEME_CHECK_SCRIPT in `device`: what it wrote, hid and whether it loaded the page again. */
function runThemeCheck(device: Device) {
  const jar = new Map<string, string>();
  const session = new Map<string, string>(
    device.reloadedBefore ? [['dawa-theme-reload', '1']] : [],
  );
  const written: string[] = [];
  const html = new Map<string, string>();
  let reloads = 0;
  const storage = (map: Map<string, string>) => ({
    getItem: (key: string) => {
      if (device.storageThrows) throw new Error('SecurityError');
      return map.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (device.storageThrows) throw new Error('SecurityError');
      map.set(key, value);
    },
  });
  const document = {
    currentScript: {
      getAttribute: (name: string) => (name === 'data-theme' ? device.drawn : null),
    },
    documentElement: { setAttribute: (name: string, value: string) => html.set(name, value) },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      if (device.cookiesOff) return;
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
  runInNewContext(THEME_CHECK_SCRIPT, {
    document,
    localStorage: storage(new Map(device.stored ? [['dawa-app-store', device.stored]] : [])),
    sessionStorage: storage(session),
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && device.prefersDark,
    }),
    location: {
      protocol: 'http:',
      href: 'http://127.0.0.1/listing/1',
      replace: (url: string) => {
        expect(url).toBe('http://127.0.0.1/listing/1');
        reloads += 1;
      },
    },
  });
  return {
    cookie: jar.get('dawa_theme'),
    written,
    pending: html.get('data-theme-pending'),
    reloads,
  };
}

describe("the theme check of a page drawn in a guessed theme (the document's inline script)", () => {
  const stored = (theme: string) => JSON.stringify({ state: { theme, sideBar: [] }, version: 4 });

  it('leaves a drawing in the theme the app will draw alone, and tells the server that theme', () => {
    expect(runThemeCheck({ drawn: 'light', prefersDark: false })).toEqual({
      cookie: 'light',
      written: ['dawa_theme=light; Path=/; Max-Age=31536000; SameSite=Lax'],
      pending: undefined,
      reloads: 0,
    });
    expect(runThemeCheck({ drawn: 'dark', prefersDark: true })).toMatchObject({
      cookie: 'dark',
      pending: undefined,
      reloads: 0,
    });
  });

  it('hides a drawing in the other theme and loads the page again, once, with the theme told', () => {
    expect(runThemeCheck({ drawn: 'light', prefersDark: true })).toMatchObject({
      cookie: 'dark',
      pending: 'dark',
      reloads: 1,
    });
    // A hint that said dark to a browser that shows light (a per-site or emulated preference).
    expect(runThemeCheck({ drawn: 'dark', prefersDark: false })).toMatchObject({
      cookie: 'light',
      pending: 'light',
      reloads: 1,
    });
    // Already loaded again once in this tab: no loop; the app draws the page when it runs.
    expect(
      runThemeCheck({ drawn: 'light', prefersDark: true, reloadedBefore: true }),
    ).toMatchObject({ pending: 'dark', reloads: 0 });
  });

  it("follows the person's stored choice over the device's preference, as the app does", () => {
    // Chose light on a device preferring dark (no cookie yet): the light drawing is theirs.
    expect(
      runThemeCheck({ drawn: 'light', prefersDark: true, stored: stored('light') }),
    ).toMatchObject({ cookie: 'light', pending: undefined, reloads: 0 });
    expect(
      runThemeCheck({ drawn: 'light', prefersDark: false, stored: stored('dark') }),
    ).toMatchObject({ cookie: 'dark', pending: 'dark', reloads: 1 });
    // A stored state it cannot read is no choice.
    for (const bad of ['{', 'null', stored('blue')])
      expect(runThemeCheck({ drawn: 'light', prefersDark: true, stored: bad }), bad).toMatchObject({
        pending: 'dark',
        reloads: 1,
      });
  });

  it('does not load the page again when the cookie did not stick or storage is refused', () => {
    // The server would draw the same page again: the drawing stays hidden until the app draws.
    expect(runThemeCheck({ drawn: 'light', prefersDark: true, cookiesOff: true })).toMatchObject({
      cookie: undefined,
      pending: 'dark',
      reloads: 0,
    });
    expect(runThemeCheck({ drawn: 'light', prefersDark: true, storageThrows: true })).toMatchObject(
      { cookie: 'dark', pending: 'dark', reloads: 0 },
    );
  });
});

describe('the hiding of a drawing in a guessed theme', () => {
  const document = withPrerenderedRoot(INDEX, '<main>drawn</main>', 'light', false);
  const style = /<style>([^<]*)<\/style>/.exec(document)?.[1] ?? '';

  it('applies only while the theme check says the app draws another theme, until the app runs', () => {
    const rules = [...style.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selectors, body]) => ({
      selectors: (selectors ?? '').split(','),
      body,
    }));
    expect(rules.length).toBeGreaterThan(0);
    for (const { selectors } of rules)
      for (const selector of selectors) {
        // Without script nothing sets the attribute: a page with JavaScript off is never hidden.
        expect(selector).toMatch(/^html\[data-theme-pending/);
        expect(selector).toContain(':not([data-app])');
      }
    const hiding = rules.filter(({ body }) => body?.includes('visibility:hidden'));
    expect(hiding.map(({ selectors }) => selectors)).toEqual([
      ['html[data-theme-pending] #root[data-prerendered]:not([data-app])'],
    ]);
    // Meanwhile the page shows the pending theme's background, not the hidden drawing's.
    expect(style).toContain('html[data-theme-pending="dark"]:has(#root:not([data-app])) body{');
    expect(style).toContain('background:#0B1416');
    expect(style).toContain('background:#F6F8F8');
  });
});
