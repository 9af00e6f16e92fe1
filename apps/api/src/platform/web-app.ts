import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  chooseLocale,
  HEADERS,
  LANGUAGE_COOKIE,
  PAGE_ANSWERS_ELEMENT_ID,
  matchRoute,
  type Locale,
  type RouteDefinition,
  type TPublicConfig,
} from '@dawa/contract';
import { cookieValue, hasSessionCookie, PageHints, type PageHintSet } from './page-hints.ts';
import { NOINDEX_TAG, renderPageMeta, withHeadTags } from './page-meta.ts';
import {
  cachedRenderer,
  loadPrerenderer,
  withModulePreloadsAfterPaint,
  withPrerenderedRoot,
  withLocale,
  withThemeScript,
  type RenderPage,
} from './prerender.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { PageFallback } from './not-found.ts';

// Vite fingerprints everything under assets/, so a file there never changes under its name.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_ON_ASSETS = ['strict-transport-security', HEADERS.requestId];
// Everything else (index.html above all) must be revalidated, or a deploy would keep old asset names.
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dawa</title></head>
<body><h1>Dawa</h1><p>The web app is not built yet. Run <code>npm run build</code>, then start the server again.</p>
<p>The API is up: see <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

// index.html carries this marker; the server swaps in the public configuration, so the web's
// first render knows the city, the Google client id and its timings without another request.
const CONFIG_MARKER = '<!--dawa-config-->';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The city word of the wordmark in the frame drawn before the app's code arrives.
const CITY_MARKER = '<!--dawa-city-->';

/**
 * index.html with `<meta name="dawa-config">` in place of the marker (or before </head>), and the
 * city in the early frame's wordmark.
 */
export function renderIndexHtml(html: string, publicConfig: TPublicConfig): string {
  const tag = `<meta name="dawa-config" content="${escapeAttribute(JSON.stringify(publicConfig))}" />`;
  const withCity = html.replace(CITY_MARKER, escapeAttribute(publicConfig.city));
  if (withCity.includes(CONFIG_MARKER)) return withCity.replace(CONFIG_MARKER, tag);
  return withCity.includes('</head>') ? withCity.replace('</head>', `${tag}</head>`) : withCity;
}

/**
 * index.html with `<link rel="modulepreload">` for `files` (a page's own chunks, from the web
 * build's route-preloads.json): the browser fetches the page's code with the app's, instead of a
 * round trip after the app has run and found which page it is on.
 */
export function withModulePreloads(html: string, files: readonly string[] = []): string {
  const safe = files.filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file));
  if (safe.length === 0) return html;
  return withHeadLinks(
    html,
    safe.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  );
}

/**
 * `html` with `text` on its own line before the first of `closingTags` the page has. A replacer
 * function, so `$&` or `$'` in the text (a listing's title) is not read as a replacement pattern.
 */
function insertBefore(html: string, closingTags: readonly string[], text: string): string {
  const before = closingTags.find((tag) => html.includes(tag));
  return before === undefined ? html : html.replace(before, () => `${text}\n${before}`);
}

/** `html` with `links` at the end of <head> (or of <body> for a page without one). */
function withHeadLinks(html: string, links: readonly string[]): string {
  return insertBefore(html, ['</head>', '</body>'], links.join('\n'));
}

/**
 * `html` with `<link rel="preload" as="image">` for `images` (same-origin paths only), fetched with
 * high priority: the first screen's photo downloads beside the app's code.
 */
export function withImagePreloads(html: string, images: readonly string[]): string {
  const safe = images.filter((url) => /^\/api\/files\/[\w./-]+$/.test(url) && !url.includes('..'));
  if (safe.length === 0) return html;
  return withHeadLinks(
    html,
    safe.map((url) => `<link rel="preload" as="image" href="${url}" fetchpriority="high">`),
  );
}

// In a <script> element, `</script>` (or `<!--`) inside a string would end or change it: such
// characters go out as JSON's \u escapes, which parse back to the same text.
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    SCRIPT_UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * `html` with the API's answers to the page's first requests (by request key) in a data block the
 * web app reads before its first render (lib/page-answers.ts); not a script: nothing runs it.
 */
export function withPageAnswers(html: string, answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return html;
  const block = `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
  return insertBefore(html, ['</body>', '</head>'], block);
}

/**
 * The language a document is drawn in: the device's cookie, else the browser's Accept-Language
 * (docs/i18n.md). The account's choice reaches the cookie when the person signs in or switches.
 */
export function documentLocale(request: FastifyRequest): Locale {
  return chooseLocale({
    cookie: cookieValue(request.headers, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}

/** How long after the server starts listening its pre-renderer is loaded, unless needed before. */
const PRERENDERER_LOAD_DELAY_MS = 1000;

const TITLE = /<title>[^<]*<\/title>/;

/** `html` with `text` (escaped) as its <title>: the title the app gives the page, before it runs. */
export function withTitle(html: string, text: string): string {
  return html.replace(TITLE, () => `<title>${escapeAttribute(text)}</title>`);
}

/** route-preloads.json of the web build: route path -> chunks; none when it is absent or unreadable. */
function readRoutePreloads(root: string): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(root, 'route-preloads.json'), 'utf8'));
    if (!parsed || typeof parsed !== 'object') return {};
    // Only lists of strings: the file is the build's, but a request must never trip over it.
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((file) => typeof file === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Serves the built web app (WEB_DIST_DIR) from the API's own origin, so the SPA, its API and its
 * CSP share one origin. Returns what answers page navigations that match no file. `publicConfig` is
 * what the health module publishes to the web (handed over by app.ts: the platform knows no module).
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: AppConfig,
  publicConfig: TPublicConfig,
  pageHints: PageHints = new PageHints(),
): Promise<PageFallback> {
  const root = config.WEB_DIST_DIR;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ webDistDir: root }, 'web app not built; serving a placeholder page');
    return (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(NOT_BUILT_PAGE);
  }
  const assetsDir = join(root, 'assets') + sep;
  // Every document sets its theme before anything is painted (prerender.ts, THEME_SCRIPT).
  const indexHtml = withThemeScript(
    renderIndexHtml(readFileSync(join(root, 'index.html'), 'utf8'), publicConfig),
  );
  // One document per route path of the page table, with that page's chunks preloaded.
  const routePreloads = readRoutePreloads(root);
  // A drawn page's document hands its preloads to the app's starter instead: made once per route too.
  const pageHtml = new Map<string, string>();
  const htmlFor = (routePath: string | undefined, drawn = false): string => {
    if (routePath === undefined) return indexHtml;
    const key = `${drawn ? 'drawn' : 'frame'} ${routePath}`;
    let html = pageHtml.get(key);
    if (html === undefined) {
      const framed = withModulePreloads(indexHtml, routePreloads[routePath]);
      html = drawn ? withModulePreloadsAfterPaint(framed) : framed;
      pageHtml.set(key, html);
    }
    return html;
  };
  // Loaded once the server is up (its modules take ~50-70 ms to evaluate, which would delay the
  // server's readiness), or by the first visitor's page if that comes first.
  let prerenderer: Promise<RenderPage | undefined> | undefined;
  const loadDrawer = () =>
    (prerenderer ??= loadPrerenderer(root, publicConfig).then(
      (loaded) => {
        if (!loaded) app.log.info('web pre-renderer not built; pages are drawn by the browser');
        return loaded && cachedRenderer(loaded);
      },
      (error: unknown) => {
        app.log.warn(
          { err: error },
          'web pre-renderer failed to load; pages are drawn by the browser',
        );
        return undefined;
      },
    ));
  app.addHook('onListen', (done) => {
    setTimeout(() => void loadDrawer(), PRERENDERER_LOAD_DELAY_MS).unref();
    done();
  });
  // A page's description, canonical address, Open Graph and JSON-LD (page-meta.ts); a page naming
  // nothing a visitor may see is kept out of search engines.
  const siteName = `${publicConfig.productName} ${publicConfig.city}`;
  const headTagsOf = (hints?: PageHintSet): string =>
    hints?.notFound ? NOINDEX_TAG : hints?.meta ? renderPageMeta(hints.meta, siteName) : '';
  const sendIndex = (
    reply: FastifyReply,
    status: number,
    routePath?: string,
    hints?: PageHintSet,
    drawn?: string,
    title?: string,
  ) => {
    const page = withLocale(htmlFor(routePath, drawn !== undefined), documentLocale(reply.request));
    const html = withPageAnswers(
      withImagePreloads(
        withHeadTags(title === undefined ? page : withTitle(page, title), headTagsOf(hints)),
        hints?.images ?? [],
      ),
      hints?.answers ?? {},
    );
    return (
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        // The answers and the drawing depend on who asks (a visitor or a signed-in person): no
        // shared cache may keep one for another. Not on the theme: a drawing carries both. The
        // language comes from the cookie, else Accept-Language.
        .header('vary', 'Cookie, Accept-Language')
        .send(drawn === undefined ? html : withPrerenderedRoot(html, drawn))
    );
  };
  /**
   * A visitor's page of the route table drawn on the server, or nothing: a signed-in person's page
   * depends on who they are and is drawn by the browser, as is every page when drawing fails.
   */
  const draw = async (
    request: FastifyRequest,
    route: RouteDefinition,
    hints: PageHintSet,
  ): Promise<string | undefined> => {
    if (!route.prerendered || hasSessionCookie(request.headers)) return undefined;
    const prerender = await loadDrawer();
    if (!prerender) return undefined;
    try {
      return await prerender(request.url, hints.answers, documentLocale(request));
    } catch (error) {
      request.log.warn(
        { err: error, url: request.url },
        'pre-render failed; the browser draws the page',
      );
      return undefined;
    }
  };
  const brand = `${publicConfig.productName} ${publicConfig.city}`;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, route: RouteDefinition) => {
    const hints = await pageHints.hintsFor(route.path, request.url, request.headers);
    // As the app titles it (use-document-title.ts): the page's own title or the route's.
    const title = `${hints.title ?? route.title} | ${brand}`;
    // A listing or shop a visitor may not see: 404 with noindex, drawn by the browser (the owner's
    // signed-in app still shows their draft).
    if (hints.notFound) return sendIndex(reply, 404, route.path, hints, undefined, title);
    return sendIndex(reply, 200, route.path, hints, await draw(request, route, hints), title);
  };
  await app.register(fastifyStatic, {
    root,
    // index.html is never served raw: it always goes out with the configuration filled in.
    index: false,
    // Serve the .br/.gz siblings written at build time when the client accepts them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      if (!filePath.startsWith(assetsDir)) {
        void reply.header('cache-control', REVALIDATE);
        return;
      }
      // A fingerprinted file never changes and is never revalidated: validators and per-request
      // headers would be bytes on each of the first page's ~20 scripts, for nothing (HSTS comes
      // with the document, which always loads first).
      void reply.header('cache-control', IMMUTABLE);
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      // Helmet writes on the raw response, the request id on the reply.
      for (const name of NOT_ON_ASSETS) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    },
  });
  // The SPA renders every page, its 404 page included; the status tells crawlers and tools the
  // truth: paths outside the contract's route table are 404s.
  const home = matchRoute('/');
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    home ? sendPage(request, reply, home) : sendIndex(reply, 404),
  );
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, 200));
  return async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const route = matchRoute(path);
    return route ? sendPage(request, reply, route) : sendIndex(reply, 404);
  };
}
