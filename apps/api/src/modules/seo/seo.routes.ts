import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PRODUCT_NAME, UPLOAD_MESSAGES } from '@dawa/contract';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { absoluteUrl } from '../../platform/page-meta.ts';
import type { AppConfig } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import type { Storage } from '../uploads/index.ts';
import { listingPath, shopPath } from './link-meta.ts';
import { createPreviewCache, sitePreview } from './preview-image.ts';
import {
  recentPublicListings,
  recentPublicShops,
  sitemapVersion,
  type SitemapEntry,
} from './seo.repo.ts';
import {
  publicPagePaths,
  robotsTxt,
  SITEMAP_INDEX_PATH,
  SITEMAP_MAX_URLS,
  SITEMAP_PATHS,
  sitemapIndex,
  urlSet,
} from './sitemap.ts';

// A preview's address names the upload it comes from, whose bytes never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The site's picture follows the city's name: a day.
const SITE_PICTURE_CACHE = 'public, max-age=86400';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ZKeyParams = z.object({ owner: z.string(), id: z.string() });

interface PreviewRoutesOptions {
  config: Pick<AppConfig, 'DATA_DIR' | 'CITY'>;
  storage: Pick<Storage, 'read'>;
}

const sendJpeg = (reply: FastifyReply, body: Buffer, cacheControl: string) =>
  reply
    .type('image/jpeg')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(body);

/** /api/previews/…: the JPEG a shared link shows (preview-image.ts), made on first use. */
export const previewRoutes: FastifyPluginCallbackZod<PreviewRoutesOptions> = (
  app,
  { config, storage },
  done,
) => {
  const tags = ['previews'];
  const cache = createPreviewCache(join(config.DATA_DIR, 'previews'));
  const siteName = `site-${createHash('sha256').update(`${PRODUCT_NAME}\n${config.CITY}`).digest('hex').slice(0, 16)}`;

  app.get(
    '/previews/site.jpg',
    {
      config: { access: access.public() },
      // Answers image bytes, not JSON: left out of the JSON API document.
      schema: { hide: true, tags, summary: "The site's link preview picture (JPEG, 1200×630)" },
    },
    async (_request, reply) => {
      const jpeg = await cache.get(siteName, async () =>
        Buffer.from(await sitePreview(PRODUCT_NAME, config.CITY)),
      );
      if (jpeg === null) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.notFound);
      return sendJpeg(reply, jpeg, SITE_PICTURE_CACHE);
    },
  );

  app.get(
    '/previews/uploads/:owner/:id/og.jpg',
    {
      config: { access: access.public({ params: { owner: 'uploadOwner', id: 'upload' } }) },
      schema: {
        hide: true,
        tags,
        summary: 'A stored image as a link preview (JPEG, 1200×630, under 300 KB)',
        params: ZKeyParams,
      },
    },
    async ({ params: { owner, id } }, reply) => {
      // Anything but a server-chosen key is unknown: nothing outside the uploads is read.
      if (!UUID.test(owner) || !UUID.test(id))
        throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.notFound);
      const jpeg = await cache.get(`${owner}_${id}`, async () => {
        // The display size (≤ 1200 px) is plenty for 1200×630; an old upload has only its original.
        const file =
          (await storage.read(`uploads/${owner}/${id}`, 'display')) ??
          (await storage.read(`uploads/${owner}/${id}`, 'original'));
        return file?.body ?? null;
      });
      if (jpeg === null) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.notFound);
      return sendJpeg(reply, jpeg, IMMUTABLE);
    },
  );
  done();
};

interface SiteFileRoutesOptions {
  config: Pick<AppConfig, 'PUBLIC_URL'>;
  orm: Orm;
  /** How long a sitemap is kept once made (Sharetribe's template keeps them a day). */
  sitemapTtlMs?: number;
  now?: () => number;
}

const SITEMAP_CACHE_S = 600;

/**
 * /robots.txt and the sitemaps, at the site's root (registered beside the web app, not under /api):
 * addresses on PUBLIC_URL. A sitemap is made at most once per `sitemapTtlMs` (it reads up to
 * 50,000 rows), and crawlers may keep it as long.
 */
export const siteFileRoutes: FastifyPluginCallback<SiteFileRoutesOptions> = (
  app,
  { config, orm, sitemapTtlMs = SITEMAP_CACHE_S * 1000, now = Date.now },
  done,
) => {
  const origin = config.PUBLIC_URL;
  const made = new Map<string, { at: number; version: string; body: Promise<Sitemap> }>();
  // Kept `sitemapTtlMs` at most, and only while no listing was published and no shop changed since:
  // a new listing is in the sitemap at once, one taken down leaves it within the TTL.
  const cached = async (name: string, make: () => Promise<Sitemap>): Promise<Sitemap> => {
    const version = await sitemapVersion(orm);
    const hit = made.get(name);
    if (hit && hit.version === version && now() - hit.at < sitemapTtlMs) return hit.body;
    const body = make();
    made.set(name, { at: now(), version, body });
    body.catch(() => made.delete(name));
    return body;
  };
  const xml = (reply: FastifyReply, body: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${String(Math.round(sitemapTtlMs / 1000))}`)
      .send(body);
  const at = (path: string) => absoluteUrl(origin, path);
  // Open to anyone, about public listings and shops only (seo.repo.ts reads ACTIVE, approved,
  // non-regulated ones). Outside /api the access guard does not run: the declaration says it.
  const hidden = { schema: { hide: true }, config: { access: access.public() } };

  app.get('/robots.txt', hidden, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(origin)),
  );

  app.get(SITEMAP_INDEX_PATH, hidden, async (_request, reply) => {
    const [listings, shops] = await Promise.all([
      cached('listings', () => listingsSitemap()),
      cached('shops', () => shopsSitemap()),
    ]);
    // Each child's <lastmod> is its newest address's, so a crawler reads only a changed one again.
    return xml(
      reply,
      sitemapIndex([
        { loc: at(SITEMAP_PATHS.pages) },
        { loc: at(SITEMAP_PATHS.listings), ...lastmodOf(listings) },
        { loc: at(SITEMAP_PATHS.shops), ...lastmodOf(shops) },
      ]),
    );
  });

  const sitemapOf = (rows: readonly SitemapEntry[], path: (id: string) => string): Sitemap => ({
    xml: urlSet(rows.map((row) => ({ loc: at(path(row.id)), lastmod: row.updatedAt }))),
    lastmod: rows.reduce<Date | undefined>(
      (latest, row) => (latest && latest >= row.updatedAt ? latest : row.updatedAt),
      undefined,
    ),
  });
  const listingsSitemap = async () =>
    sitemapOf(await recentPublicListings(orm, SITEMAP_MAX_URLS), listingPath);
  const shopsSitemap = async () =>
    sitemapOf(await recentPublicShops(orm, SITEMAP_MAX_URLS), shopPath);

  app.get(SITEMAP_PATHS.pages, hidden, (_request, reply) =>
    xml(reply, urlSet(publicPagePaths().map((path) => ({ loc: at(path) })))),
  );
  app.get(SITEMAP_PATHS.listings, hidden, async (_request, reply) =>
    xml(reply, (await cached('listings', listingsSitemap)).xml),
  );
  app.get(SITEMAP_PATHS.shops, hidden, async (_request, reply) =>
    xml(reply, (await cached('shops', shopsSitemap)).xml),
  );
  done();
};

/** A sitemap made, and the newest change of what it lists (its <lastmod> in the index). */
interface Sitemap {
  xml: string;
  lastmod: Date | undefined;
}

const lastmodOf = ({ lastmod }: Sitemap) => (lastmod ? { lastmod } : {});
