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
  /** Whether the browser told its theme (else the light drawing is hidden from a dark preference). */
  themeKnown: boolean;
}

// index.html's early frame sits between these markers in the app's root element; a pre-rendered
// page takes its place.
const ROOT_WITH_FRAME = /<div id="root">\s*<!--dawa-boot-->[\s\S]*?<!--\/dawa-boot-->\s*<\/div>/;

// A browser that has not told its theme yet (no cookie: a first visit) gets the light drawing; if it
// prefers dark, it sees its background until the app draws the page dark, not a light flash.
const UNKNOWN_THEME_STYLE = `<style>@media (prefers-color-scheme: dark){html{background:#0b1416}#root[${PRERENDERED_ATTRIBUTE}]{visibility:hidden}}</style>`;

/**
 * `html` with `markup` (the app's root drawn on the server, in `theme`) in place of the early
 * frame; unchanged when the document has no frame to replace. The document's code goes after the
 * load first (`withModulePreloadsAfterPaint`, once per route: web-app.ts).
 */
export function withPrerenderedRoot(
  html: string,
  markup: string,
  theme: ThemeMode,
  themeKnown: boolean,
): string {
  if (!ROOT_WITH_FRAME.test(html)) return html;
  // The document's own change first, while it is small (the markup is ~150 KB).
  const prepared = themeKnown
    ? html
    : html.replace('</head>', () => `${UNKNOWN_THEME_STYLE}</head>`);
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
