import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZShop } from '@dawa/contract';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser } from '../../test/factories.ts';
import { listingBody, publish, readTaxonomy, uploadImages } from '../../test/listings.ts';
import { finishedUpload } from '../../test/uploads.ts';
import { PREVIEW_MAX_BYTES } from './preview-image.ts';

// What a link preview bot (Telegram's, WhatsApp's: a plain GET accepting anything) and a crawler
// read of the site: a listing's and a shop's head metadata, the picture it names, the 404 of a
// listing no visitor may see, /robots.txt and the sitemaps (issue 31).

const ORIGIN = 'https://dawa.example';
const bot = { accept: '*/*', 'user-agent': 'TelegramBot (like TwitterBot)' };

/** The content of the head's meta tag `key` (property= or name=), unescaped as a parser would. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function jsonLdOf(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!block?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(block[1]) as Record<string, unknown>;
}

const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * Whether `xml` is well formed as far as a sitemap goes: one declaration, tags that nest and close,
 * no `&` but an entity, no `<` in text. (Chromium's XML parser checks the same in the e2e spec.)
 */
function isWellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(body)) return false;
  const open: string[] = [];
  for (const [, slash, name, rest] of body.matchAll(/<(\/?)([\w:]+)([^<>]*)>/g)) {
    if (rest?.includes('<')) return false;
    if (slash) {
      if (open.pop() !== name) return false;
    } else if (!rest?.endsWith('/')) open.push(name ?? '');
  }
  return open.length === 0 && !/<(?![/\w?])/.test(body);
}

/** The entries of a sitemap or index: each <loc> and its <lastmod>. */
function entriesOf(xml: string): { loc: string; lastmod?: string }[] {
  return [
    ...xml.matchAll(/<(?:url|sitemap)><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g),
  ].map(([, loc, lastmod]) => ({
    loc: (loc ?? '').replace(/&amp;/g, '&'),
    ...(lastmod && { lastmod }),
  }));
}

describe.each(databases())('link previews and sitemaps (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dawa-seo-'));
    const web = join(dir, 'web');
    await mkdir(join(web, 'assets'), { recursive: true });
    await writeFile(
      join(web, 'index.html'),
      '<html><head><meta name="description" content="The site." /><title>Dawa</title></head><body></body></html>',
    );
    app = await t.build({
      env: {
        DATA_DIR: join(dir, 'data'),
        WEB_DIST_DIR: web,
        PAGE_HINT_MS: '60000',
        PUBLIC_URL: ORIGIN,
      },
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const previewOf = async (url: string | undefined) => {
    expect(url?.startsWith(`${ORIGIN}/api/previews/`), url).toBe(true);
    const res = await app.inject({ url: (url ?? '').slice(ORIGIN.length), headers: bot });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const bytes = res.rawPayload;
    expect(bytes.length).toBeLessThan(PREVIEW_MAX_BYTES);
    const { format, width, height } = await sharp(bytes).metadata();
    return { format, width, height, cache: res.headers['cache-control'] };
  };

  it("gives a listing's document its description, canonical, Open Graph, Twitter card and Product in ETB", async () => {
    const seller = await createSignedInUser(app, t.db, { name: 'preview-seller' });
    const tax = await readTaxonomy(app);
    const [photo] = await uploadImages(app, seller.token, 1);
    if (!photo) throw new Error('upload missing');
    const title = `Gloves </script><script>alert(1)</script> "nitrile" & co $&`;
    const listed = await publish(
      app,
      seller.token,
      listingBody(tax.open, [photo], { title, price: 95 }),
    );
    const res = await app.inject({ url: `/listing/${listed.id}`, headers: bot });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = `${ORIGIN}/listing/${listed.id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).not.toContain('content="The site."');
    expect(html).not.toContain(NOINDEX);
    // The seller's title never leaves its attribute or the JSON-LD string.
    expect(html).not.toContain('<script>alert(1)');
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'description')).toBe(listed.description);
    expect(metaOf(html, 'og:description')).toBe(listed.description);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');

    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: title,
      url,
      offers: {
        '@type': 'Offer',
        price: '95.00',
        priceCurrency: 'ETB',
        availability: 'https://schema.org/InStock',
      },
    });

    // The picture the tags name: a JPEG of the size they state, under 300 KB, kept for ever.
    const image = await previewOf(metaOf(html, 'og:image'));
    expect(image).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(image.cache).toContain('immutable');
    // Made once, then read from disk: the same bytes.
    const again = await app.inject({ url: (metaOf(html, 'og:image') ?? '').slice(ORIGIN.length) });
    expect(again.rawPayload.length).toBeGreaterThan(0);
  });

  it('falls back to the site picture for a listing without photo… and 404s a listing no visitor may see, noindex', async () => {
    const seller = await createSignedInUser(app, t.db, { name: 'hidden-seller' });
    const tax = await readTaxonomy(app);
    const [photo] = await uploadImages(app, seller.token, 1);
    if (!photo) throw new Error('upload missing');
    // Awaiting review (a regulated category), a draft, an unknown id, not an id.
    const pending = await publish(app, seller.token, listingBody(tax.regulated, [photo]));
    const draft = await publish(app, seller.token, listingBody(tax.open, [photo]));
    const drafted = await app.inject({
      method: 'PUT',
      url: `/api/posts/${draft.id}/status`,
      payload: { status: 'DRAFT' },
      ...as(seller.token),
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    for (const path of [
      `/listing/${pending.id}`,
      `/listing/${draft.id}`,
      '/listing/13443a4d-d93b-41d0-a19f-b88e575883f2',
      '/listing/not-an-id',
    ]) {
      const res = await app.inject({ url: path, headers: bot });
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain(NOINDEX);
      expect(res.body, path).not.toContain('og:title');
      expect(res.body, path).not.toContain(pending.title);
    }

    const site = await previewOf(`${ORIGIN}/api/previews/site.jpg`);
    expect(site).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  /** A prescription-only listing (a regulated category), approved: public. */
  async function approvedRegulated() {
    const admin = await createSignedInUser(app, t.db, { name: 'seo-admin', isPlatformAdmin: true });
    const seller = await createSignedInUser(app, t.db, { name: 'rx-seller' });
    const tax = await readTaxonomy(app);
    const [photo] = await uploadImages(app, seller.token, 1);
    if (!photo) throw new Error('upload missing');
    const post = await publish(app, seller.token, listingBody(tax.regulated, [photo]));
    const decided = await app.inject({
      method: 'POST',
      url: `/api/post/${post.id}/compliance`,
      payload: { compliance_status: 'APPROVED' },
      ...as(admin.token),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    return post;
  }

  it('keeps an approved prescription-only listing out of search engines, its preview still whole', async () => {
    const post = await approvedRegulated();
    const res = await app.inject({ url: `/listing/${post.id}`, headers: bot });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(NOINDEX);
    expect(metaOf(res.body, 'og:title')).toBe(post.title);
    expect(metaOf(res.body, 'og:image')).toMatch(/^https:\/\/dawa\.example\/api\/previews\//);
  });

  it("gives a shop's document its name and logo, and a visitor's answers so the server draws it", async () => {
    const owner = await createSignedInUser(app, t.db, { name: 'shop-owner' });
    const logo = await finishedUpload(app, owner.token);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/shop',
      payload: {
        name: 'Selam "Night" Pharmacy <b>',
        description: 'Medicines and supplies, open late.',
        address: 'Bole Road, House 12',
        city: 'Addis Ababa',
        delivery_locations: [],
        logo,
      },
      ...as(owner.token),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const shop = ZShop.parse(saved.json());
    const res = await app.inject({ url: `/shop/${shop.id}`, headers: bot });
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body, 'og:title')).toBe(shop.name);
    expect(metaOf(res.body, 'og:url')).toBe(`${ORIGIN}/shop/${shop.id}`);
    expect(jsonLdOf(res.body)).toMatchObject({ '@type': 'Organization', name: shop.name });
    const logoPreview = await previewOf(metaOf(res.body, 'og:image'));
    expect(logoPreview).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(metaOf(res.body, 'og:image')).not.toContain('site.jpg');

    // A visitor's navigation carries the shop and its listings' first page, as the API answers.
    const visit = await app.inject({
      url: `/shop/${shop.id}`,
      headers: { accept: 'text/html', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
    });
    const block = /<script type="application\/json" id="dawa-answers">([^<]*)<\/script>/.exec(
      visit.body,
    );
    const answers = JSON.parse(block?.[1] ?? '{}') as Record<string, unknown>;
    expect(answers[`/shops/${shop.id}`]).toEqual(
      (await app.inject({ url: `/api/shops/${shop.id}` })).json(),
    );
    const listKey = `/post?cursor=0&limit=10&shopId=${shop.id}`;
    expect(answers[listKey]).toEqual((await app.inject({ url: `/api${listKey}` })).json());

    const unknown = await app.inject({ url: '/shop/13443a4d-d93b-41d0-a19f-b88e575883f2' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(NOINDEX);
  });

  it('serves robots.txt naming the sitemap index, whose children list the public pages, listings and shops', async () => {
    const seller = await createSignedInUser(app, t.db, { name: 'sitemap-seller' });
    const tax = await readTaxonomy(app);
    const [photo] = await uploadImages(app, seller.token, 1);
    if (!photo) throw new Error('upload missing');
    const listed = await publish(app, seller.token, listingBody(tax.open, [photo]));
    const pending = await publish(app, seller.token, listingBody(tax.regulated, [photo]));
    const prescription = await approvedRegulated();

    const robots = await app.inject({ url: '/robots.txt', headers: bot });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const lines = robots.body.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap-index.xml`);
    for (const hidden of [
      '/api/',
      '/dashboard',
      '/chat',
      '/profile',
      '/fav',
      '/post/step-1-media-upload',
    ])
      expect(lines, hidden).toContain(`Disallow: ${hidden}`);
    expect(lines).toContain('Allow: /api/previews/');
    // Public pages are never disallowed (robots.txt rules match prefixes).
    for (const page of ['/listing/x', '/shop/x', '/search', '/help', '/login', '/'])
      expect(
        lines.filter((l) => l.startsWith('Disallow: ') && page.startsWith(l.slice(10))),
        page,
      ).toEqual([]);

    const readXml = async (url: string) => {
      const res = await app.inject({ url, headers: bot });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(isWellFormed(res.body), url).toBe(true);
      return res.body;
    };
    const index = await readXml('/sitemap-index.xml');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = entriesOf(index).map((s) => s.loc);
    expect(children).toEqual([
      `${ORIGIN}/sitemap-default.xml`,
      `${ORIGIN}/sitemap-recent-listings.xml`,
      `${ORIGIN}/sitemap-recent-shops.xml`,
    ]);
    const pages = entriesOf(await readXml('/sitemap-default.xml')).map((u) => u.loc);
    expect(pages).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/search`, `${ORIGIN}/help`]),
    );
    expect(pages).not.toContain(`${ORIGIN}/dashboard`);

    const listings = entriesOf(await readXml('/sitemap-recent-listings.xml'));
    const entry = listings.find((u) => u.loc === `${ORIGIN}/listing/${listed.id}`);
    expect(entry?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Awaiting review: not public. Prescription-only: public, but noindex.
    expect(listings.map((u) => u.loc)).not.toContain(`${ORIGIN}/listing/${pending.id}`);
    expect(listings.map((u) => u.loc)).not.toContain(`${ORIGIN}/listing/${prescription.id}`);
    // A sitemap is kept a while, but a listing published since is in it at once.
    const next = await publish(app, seller.token, listingBody(tax.open, [photo]));
    expect(entriesOf(await readXml('/sitemap-recent-listings.xml')).map((u) => u.loc)).toContain(
      `${ORIGIN}/listing/${next.id}`,
    );
    // The index tells when the listings last changed.
    expect(entriesOf(index)[1]?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
