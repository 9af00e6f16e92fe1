// A visitor's page drawn on the server: the web build's own React tree (apps/web/src/entry-server.tsx,
// built to dist-server/ beside the web app), rendered with the answers the page's document carries
// anyway (page-hints.ts). The browser paints the listings as the HTML arrives, instead of after the
// app's code has come and run (on a phone, a second or more), and the app then takes the drawing
// over (hydrates) rather than drawing it again (issue 13). Platform code: it knows no module.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LOCALE,
  PRERENDERED_ATTRIBUTE,
  STORAGE_KEYS,
  THEME_ATTRIBUTE,
  type Locale,
  type TPublicConfig,
} from '@dawa/contract';

/**
 * The web build's pre-renderer: the markup of the app's root for `url`, from `answers`, in the
 * visitor's language (docs/i18n.md).
 */
export type RenderPage = (
  url: string,
  answers: Record<string, unknown>,
  locale?: Locale,
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
  return (url, answers, locale = DEFAULT_LOCALE) => {
    const key = createHash('sha256')
      .update(`${locale}\n${url}\n${JSON.stringify(answers)}`)
      .digest('base64');
    const cached = drawn.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order, so the first key is the oldest.
      drawn.delete(key);
      drawn.set(key, cached);
      return cached;
    }
    const drawing = render(url, answers, locale);
    drawn.set(key, drawing);
    // A failed drawing is not kept: the next visitor tries again.
    drawing.catch(() => drawn.delete(key));
    if (drawn.size > size) drawn.delete(drawn.keys().next().value as string);
    return drawing;
  };
}

// index.html's early frame sits between these markers in the app's root element; a pre-rendered
// page takes its place.
const ROOT_WITH_FRAME = /<div id="root">\s*<!--dawa-boot-->[\s\S]*?<!--\/dawa-boot-->\s*<\/div>/;

/**
 * Runs first in the head of every document, before anything is painted: it sets the theme the app
 * is going to draw in on <html> (THEME_ATTRIBUTE), found as the app's store finds it (the stored
 * choice, else the device's preference: stores/app-store.ts). Both themes' colours are CSS
 * variables in the drawing's one style sheet, picked by that attribute (theme/create-app-theme.ts),
 * so a page drawn on the server shows in the visitor's theme at once, whatever it is: nothing is
 * hidden, nothing is loaded again (issue 29). Without script the page shows in light. ES5, no
 * dependency: it runs before any of the app's code. Its hash is in the CSP (security.ts).
 */
export const THEME_SCRIPT =
  '(function(){try{var theme;' +
  `try{theme=JSON.parse(localStorage.getItem("${STORAGE_KEYS.app}")).state.theme}catch(e){}` +
  'if(theme!=="dark"&&theme!=="light")' +
  'theme=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  `document.documentElement.setAttribute("${THEME_ATTRIBUTE}",theme)` +
  '}catch(e){}})()';

/** THEME_SCRIPT's CSP source: the browser runs that inline script, and no other. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

const CHARSET = /<meta charset="[\w-]+" ?\/?>/i;

/** `html` with THEME_SCRIPT first in its head (after the charset, which must come first). */
export function withThemeScript(html: string): string {
  const script = `<script>${THEME_SCRIPT}</script>`;
  return CHARSET.test(html)
    ? html.replace(CHARSET, (charset) => `${charset}${script}`)
    : html.replace('<head>', () => `<head>${script}`);
}

/**
 * `html` with `markup` (the app's root drawn on the server) in place of the early frame; unchanged
 * when the document has no frame to replace. The root is marked as drawn (PRERENDERED_ATTRIBUTE,
 * "both": the drawing serves either theme) for the app to take it over (main.tsx). The document's
 * code goes after the load first (`withModulePreloadsAfterPaint`, once per route: web-app.ts).
 */
export function withPrerenderedRoot(html: string, markup: string): string {
  if (!ROOT_WITH_FRAME.test(html)) return html;
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="both">${markup}</div>`;
  return html.replace(ROOT_WITH_FRAME, () => root);
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

const HTML_LANG = /<html lang="[\w-]*"/;

/**
 * `html` in `locale`: `<html lang>` for readers, search engines and the browser's fonts and
 * hyphenation, and `data-locale`, the language the app then draws in (stores/locale-store.ts).
 */
export function withLocale(html: string, locale: Locale): string {
  return html.replace(HTML_LANG, () => `<html lang="${locale}" data-locale="${locale}"`);
}
