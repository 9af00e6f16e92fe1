// A visitor's page drawn on the server: the web build's own React tree (apps/web/src/entry-server.tsx,
// built to dist-server/ beside the web app), rendered with the answers the page's document carries
// anyway (page-hints.ts). The browser paints the listings as the HTML arrives, instead of after the
// app's code has come and run (on a phone, a second or more), and the app then takes the drawing
// over (hydrates) rather than drawing it again (issue 13). Platform code: it knows no module.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingHttpHeaders } from 'node:http';
import {
  APP_STARTED_ATTRIBUTE,
  PAGE_BACKGROUND,
  PRERENDERED_ATTRIBUTE,
  STORAGE_KEYS,
  type TPublicConfig,
  type ThemeMode,
} from '@dawa/contract';
import { cookieValue } from './page-hints.ts';

/** The web build's pre-renderer: the markup of the app's root for `url`, from `answers`. */
export type RenderPage = (
  url: string,
  answers: Record<string, unknown>,
  theme: ThemeMode,
) => Promise<string>;

/** Where the web build writes its pre-renderer, beside the app it serves (dist/). */
export const prerendererFile = (webDistDir: string): string =>
  join(webDistDir, '..', 'dist-server', 'entry-server.js');

/**
 * The pre-renderer of the web build in `webDistDir`'s sibling, told the public configuration the
 * documents carry (it draws the same city and sign-in options); none when it was not built.
 */
export async function loadPrerenderer(
  webDistDir: string,
  publicConfig: TPublicConfig,
): Promise<RenderPage | undefined> {
  const file = prerendererFile(webDistDir);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    renderPage?: unknown;
    configure?: unknown;
  };
  if (typeof module.renderPage !== 'function' || typeof module.configure !== 'function')
    return undefined;
  (module.configure as (config: TPublicConfig) => void)(publicConfig);
  return module.renderPage as RenderPage;
}

/**
 * `render` with its last `size` results kept: the same page with the same answers draws the same
 * markup, so a popular page is drawn once, not for every visitor (each draw takes ~15-30 ms of CPU).
 * The answers are part of the key: a listing's new price is a new drawing, never a stale one.
 */
export function cachedRenderer(render: RenderPage, size = 64): RenderPage {
  const drawn = new Map<string, Promise<string>>();
  return (url, answers, theme) => {
    const key = createHash('sha256')
      .update(`${theme}\n${url}\n${JSON.stringify(answers)}`)
      .digest('base64');
    const cached = drawn.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order, so the first key is the oldest.
      drawn.delete(key);
      drawn.set(key, cached);
      return cached;
    }
    const drawing = render(url, answers, theme);
    drawn.set(key, drawing);
    // A failed drawing is not kept: the next visitor tries again.
    drawing.catch(() => drawn.delete(key));
    if (drawn.size > size) drawn.delete(drawn.keys().next().value as string);
    return drawing;
  };
}

/** A page drawn on the server, and in which theme. */
export interface Drawn {
  markup: string;
  theme: ThemeMode;
  /**
   * Whether the theme is the person's own, told in the theme cookie. Else it is a guess (the
   * browser's colour preference told in its client hint, or light) that the document checks in the
   * browser before anything is painted (`withPrerenderedRoot`).
   */
  themeKnown: boolean;
}

// index.html's early frame sits between these markers in the app's root element; a pre-rendered
// page takes its place.
const ROOT_WITH_FRAME = /<div id="root">\s*<!--dawa-boot-->[\s\S]*?<!--\/dawa-boot-->\s*<\/div>/;

/** The client hint a Chromium browser tells its colour preference in, once a document asks for it. */
export const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

// Set on <html> by THEME_CHECK_SCRIPT: the theme the app is going to draw in, when it is not the
// drawing's. Nothing else sets it: without script, nothing is ever hidden.
const PENDING = 'data-theme-pending';
// The tab's note that it reloaded once for its theme (never twice: no loop, whatever happens).
const RELOADED_KEY = 'dawa-theme-reload';
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

/**
 * Runs first in the head of a document drawn in a guessed theme (no theme cookie: a first visit, a
 * shared link), before anything is painted. It finds the theme the app will draw in, as the app's
 * store does (the stored choice, else the device's preference: stores/app-store.ts) and writes it
 * to the theme cookie, as the app does (theme/create-app-theme.ts). When that is not the drawing's
 * theme, it hides the drawing (PENDING, GUESSED_THEME_STYLE) and, if the cookie stuck (cookies may
 * be off) and the tab has not done so yet, loads the page again: the server then draws it in the
 * right theme. Otherwise the drawing stays hidden until the app runs and draws it. ES5, no
 * dependency: it runs before any of the app's code. Its hash is in the CSP (security.ts).
 */
export const THEME_CHECK_SCRIPT =
  '(function(){try{' +
  'var drawn=document.currentScript.getAttribute("data-theme"),theme;' +
  `try{theme=JSON.parse(localStorage.getItem("${STORAGE_KEYS.app}")).state.theme}catch(e){}` +
  'if(theme!=="dark"&&theme!=="light")' +
  'theme=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  `var cookie="${STORAGE_KEYS.themeCookie}="+theme;` +
  `document.cookie=cookie+"; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax"+` +
  '(location.protocol==="https:"?"; Secure":"");' +
  'if(theme===drawn)return;' +
  `document.documentElement.setAttribute("${PENDING}",theme);` +
  'if((";"+document.cookie.replace(/ /g,"")+";").indexOf(";"+cookie+";")<0)return;' +
  `if(sessionStorage.getItem("${RELOADED_KEY}"))return;` +
  `sessionStorage.setItem("${RELOADED_KEY}","1");` +
  'location.replace(location.href)' +
  '}catch(e){}})()';

/** THEME_CHECK_SCRIPT's CSP source: the browser runs that inline script, and no other. */
export const THEME_CHECK_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_CHECK_SCRIPT).digest('base64')}'`;

// While the app's theme is pending: the drawing is hidden and the page shows the pending theme's
// background (the hidden drawing's own styles would paint the body in its theme); both end as the
// app runs. A browser without :has() shows the drawing's background meanwhile, not the drawing.
const pendingBackground = (theme: ThemeMode) => {
  const html = `html[${PENDING}="${theme}"]:has(#root:not([${APP_STARTED_ATTRIBUTE}]))`;
  return `${html},${html} body{background:${PAGE_BACKGROUND[theme]}}`;
};
const GUESSED_THEME_STYLE =
  `<style>html[${PENDING}] #root[${PRERENDERED_ATTRIBUTE}]:not([${APP_STARTED_ATTRIBUTE}]){visibility:hidden}` +
  `${pendingBackground('dark')}${pendingBackground('light')}</style>`;

const CHARSET = /<meta charset="[\w-]+" ?\/?>/i;

/**
 * `html` with `markup` (the app's root drawn on the server, in `theme`) in place of the early
 * frame; unchanged when the document has no frame to replace. A drawing in a guessed theme
 * (`themeKnown` false) gets THEME_CHECK_SCRIPT first in the head. The document's code goes after
 * the load first (`withModulePreloadsAfterPaint`, once per route: web-app.ts).
 */
export function withPrerenderedRoot(
  html: string,
  markup: string,
  theme: ThemeMode,
  themeKnown: boolean,
): string {
  if (!ROOT_WITH_FRAME.test(html)) return html;
  // The document's own change first, while it is small (the markup is ~150 KB).
  const check = `${GUESSED_THEME_STYLE}<script data-theme="${theme}">${THEME_CHECK_SCRIPT}</script>`;
  const prepared = themeKnown
    ? html
    : CHARSET.test(html)
      ? html.replace(CHARSET, (charset) => `${charset}${check}`)
      : html.replace('<head>', () => `<head>${check}`);
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${theme}">${markup}</div>`;
  return prepared.replace(ROOT_WITH_FRAME, () => root);
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\n?/g;
const APP_STARTER = /<script src="\/assets\/start-app[\w.-]*\.js" /;

/**
 * `html` with its module preloads handed to the app's starter (build/start-app.js, data-preload),
 * which asks for them once the page has loaded: a page drawn on the server needs no code to show,
 * and its photos get the line to themselves meanwhile. Unchanged without a starter.
 */
export function withModulePreloadsAfterPaint(html: string): string {
  const starter = APP_STARTER.exec(html);
  if (!starter) return html;
  const files = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (files.length === 0) return html;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(APP_STARTER, (tag) => `${tag}data-preload="${files.join(' ')}" `);
}

/** The theme the browser last told in its cookie, if any. */
export function toldTheme(headers: IncomingHttpHeaders): ThemeMode | undefined {
  const told = cookieValue(headers, STORAGE_KEYS.themeCookie);
  return told === 'dark' || told === 'light' ? told : undefined;
}

// The draft specification and MDN write the value as a string, `"dark"`; Chromium (checked with
// 156) sends the bare token, `dark`. Either; anything else is no hint.
const HINT_VALUE = /^(?:"(dark|light)"|(dark|light))$/;

/** The colour preference the browser told in its client hint (COLOR_SCHEME_HINT), if any. */
export function hintedTheme(headers: IncomingHttpHeaders): ThemeMode | undefined {
  const hint = headers[COLOR_SCHEME_HINT.toLowerCase()];
  if (typeof hint !== 'string') return undefined;
  const match = HINT_VALUE.exec(hint.trim());
  return match ? ((match[1] ?? match[2]) as ThemeMode) : undefined;
}
