// /robots.txt and the sitemaps, as Sharetribe's web template serves them (server/resources/
// robotsTxt.js, sitemap.js): robots.txt names the sitemap index, which names its children: the
// public pages, the newest public listings, the shops. Unlike the template, each address carries
// <lastmod> (the row's updated_at: what the page shows changes with it). Pure text builders; the
// routes are seo.routes.ts's.
import { API_PREFIX, ROUTES, type RouteDefinition } from '@dawa/contract';
import { absoluteUrl } from '../../platform/page-meta.ts';

/** A sitemap holds at most 50,000 addresses (sitemaps.org): the newest listings, then no more. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';
export const SITEMAP_PATHS = {
  pages: '/sitemap-default.xml',
  listings: '/sitemap-recent-listings.xml',
  shops: '/sitemap-recent-shops.xml',
} as const;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Text as XML element content: `&`, `<`, `>` and quotes escaped. */
export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export interface SitemapUrl {
  /** Absolute. */
  loc: string;
  lastmod?: Date;
}

const entry = (element: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl) =>
  `<${element}><loc>${escapeXml(loc)}</loc>${
    lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
  }</${element}>`;

/** A <urlset> of `urls`. */
export function urlSet(urls: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${urls
    .map((url) => entry('url', url))
    .join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> of `sitemaps`. */
export function sitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps
    .map((sitemap) => entry('sitemap', sitemap))
    .join('\n')}\n</sitemapindex>\n`;
}

/**
 * The public pages of the route table with a fixed address: the pages the server draws for a
 * visitor (home, search, help, the terms, sign-in and sign-up), not the ones by id.
 */
export const publicPagePaths = (routes: readonly RouteDefinition[] = ROUTES): string[] =>
  routes.filter((r) => r.prerendered && !r.path.includes('/:')).map((r) => r.path);

/**
 * What crawlers are kept from: the API, every signed-in page and every step of a flow (the wizards,
 * codes, password resets): every page of the route table the server does not draw for a visitor.
 * A path already covered by a shorter one (robots.txt matches prefixes) is left out.
 */
export function privatePaths(routes: readonly RouteDefinition[] = ROUTES): string[] {
  const drawn = new Set(routes.filter((r) => r.prerendered).map((r) => r.path));
  const hidden = [
    `${API_PREFIX}/`,
    ...routes.filter((r) => !drawn.has(r.path)).map((r) => r.path),
  ].sort();
  // '/profile' covers '/profile/detail'; '/signup' is public, so '/signup/…' steps stay listed.
  return hidden.filter(
    (path) => !hidden.some((other) => other !== path && isPrefixPath(other, path)),
  );
}

const isPrefixPath = (prefix: string, path: string) =>
  path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** /robots.txt: every public page allowed, the private areas not, and the sitemap index. */
export function robotsTxt(origin: string, routes: readonly RouteDefinition[] = ROUTES): string {
  return [
    '# Pages behind a sign-in, the API and the steps of a flow are of no use to a crawler.',
    'User-agent: *',
    'Allow: /',
    // The pictures pages show and previews draw (Twitterbot and Facebook's crawler honour robots.txt
    // for images too); the longer rule wins over Disallow: /api/.
    `Allow: ${API_PREFIX}/previews/`,
    `Allow: ${API_PREFIX}/files/`,
    ...privatePaths(routes).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, SITEMAP_INDEX_PATH)}`,
    '',
  ].join('\n');
}
