import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { listingBody, publish, readTaxonomy, uploadImages } from '../../test/listings.ts';

// The marketplace's public documents: a listing page preloads the photo it opens on, the front
// page and /search their first card's; and for a visitor's own navigation they carry the API's
// answers to the page's first requests, byte for byte what the API would answer a visitor. Only
// what a visitor may see: the document must not reveal a hidden listing's photo or text.

/** A browser navigating to the page, with no session: a visitor. */
const visitor = {
  accept: 'text/html',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
};
const preloadOf = (url: string) =>
  `<link rel="preload" as="image" href="${url}" fetchpriority="high">`;

/** The answers a document carries, by request key; {} when it has none. */
function answersOf(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="dawa-answers">([^<]*)<\/script>/.exec(html);
  return block?.[1] ? (JSON.parse(block[1]) as Record<string, unknown>) : {};
}

describe.each(databases())("the marketplace's page hints (%s)", (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dawa-page-hint-'));
    const web = join(dir, 'web');
    await mkdir(join(web, 'assets'), { recursive: true });
    await writeFile(
      join(web, 'index.html'),
      '<html><head><title>Dawa</title></head><body></body></html>',
    );
    // A loaded CI machine must not turn the hint's time budget into a failure here.
    app = await t.build({
      env: { DATA_DIR: join(dir, 'data'), WEB_DIST_DIR: web, PAGE_HINT_MS: '60000' },
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const apiJson = async (url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.json<unknown>();
  };

  it('preloads the photo a listed listing opens on, and the front page’s first card, nothing hidden', async () => {
    const seller = await createSignedInUser(app, t.db, { name: 'photo-hint-seller' });
    const tax = await readTaxonomy(app);
    const [first, second] = await uploadImages(app, seller.token, 2);
    if (!first || !second) throw new Error('uploads missing');
    const listed = await publish(
      app,
      seller.token,
      listingBody(tax.open, [first, { ...second, isPrimary: true }]),
    );
    const primary = listed.medias.find((m) => m.isPrimary);
    expect(listed.compliance_status).toBe('APPROVED');
    expect(primary?.url).toMatch(/^\/api\/files\//);
    expect(primary?.displayUrl).toBe(`${primary?.url ?? ''}/display`);

    // The front page's first card is the newest listing: its thumbnail.
    const front = await app.inject({ url: '/', headers: visitor });
    expect(front.body).toContain(preloadOf(primary?.thumbnailUrl ?? ''));

    const page = await app.inject({ url: `/listing/${listed.id}`, headers: visitor });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${preloadOf(primary?.displayUrl ?? '')}\n</head>`);
    expect(page.body.match(/rel="preload" as="image"/g)).toHaveLength(1);

    // Awaiting review (a regulated category): only its seller and administrators may see it.
    const pending = await publish(app, seller.token, listingBody(tax.regulated, [first]));
    expect(pending.compliance_status).not.toBe('APPROVED');
    const unknown = '13443a4d-d93b-81d0-a19f-b88e575883f2';
    for (const path of [`/listing/${pending.id}`, `/listing/${unknown}`, '/listing/not-an-id']) {
      const res = await app.inject({ url: path, headers: visitor });
      // No visitor may see it: 404, noindex (issue 31; modules/seo).
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).not.toContain('rel="preload" as="image"');
      expect(answersOf(res.body), path).toEqual({});
    }
    // The newest listing now awaits review: the front page shows (and preloads) the listed one.
    const frontAgain = await app.inject({ url: '/', headers: visitor });
    expect(frontAgain.body).toContain(preloadOf(primary?.thumbnailUrl ?? ''));
    expect(frontAgain.body.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(JSON.stringify(answersOf(frontAgain.body))).not.toContain(pending.id);
  });

  it("titles a listing's document with the listing's own title, for link previews and crawlers", async () => {
    const seller = await createSignedInUser(app, t.db, { name: 'title-seller' });
    const tax = await readTaxonomy(app);
    const [photo] = await uploadImages(app, seller.token, 1);
    if (!photo) throw new Error('upload missing');
    const title = `Gloves </title><script>alert(1)</script> & co $&`;
    const listed = await publish(app, seller.token, listingBody(tax.open, [photo], { title }));
    const titleOf = async (url: string, headers: Record<string, string> = visitor) =>
      /<title>([^<]*)<\/title>/.exec((await app.inject({ url, headers })).body)?.[1];
    const escaped = 'Gloves &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co $&amp;';
    expect(await titleOf(`/listing/${listed.id}`)).toBe(`${escaped} | Dawa Addis`);
    // A link preview (not a navigation) gets it too: it is what the link shows.
    expect(await titleOf(`/listing/${listed.id}`, { accept: 'text/html' })).toBe(
      `${escaped} | Dawa Addis`,
    );
    // One a visitor may not see keeps the route's title; other pages have theirs.
    const pending = await publish(app, seller.token, listingBody(tax.regulated, [photo]));
    expect(await titleOf(`/listing/${pending.id}`)).toBe('Listing | Dawa Addis');
    expect(await titleOf('/search?q=gloves')).toBe('Search | Dawa Addis');
    expect(await titleOf('/dashboard')).toBe('Dashboard | Dawa Addis');
  });

  it("carries a visitor's first answers, exactly as the API gives them, and none for a session", async () => {
    const seller = await createSignedInUser(app, t.db, { name: 'answer-seller' });
    const tax = await readTaxonomy(app);
    const [photo] = await uploadImages(app, seller.token, 1);
    if (!photo) throw new Error('upload missing');
    const word = `zq${String(Date.now()).slice(-6)}`;
    // A title that would end the data block, or be read as a replacement pattern, if it were pasted raw.
    const title = `Gauze ${word} </script><script>alert(1)</script> $& $' <!--`;
    const listed = await publish(app, seller.token, listingBody(tax.open, [photo], { title }));

    const front = answersOf((await app.inject({ url: '/', headers: visitor })).body);
    expect(front).toEqual({
      '/category/parent?limit=100': await apiJson('/api/category/parent?limit=100'),
      '/post?cursor=0&limit=10': await apiJson('/api/post?limit=10&cursor=0'),
    });

    const searched = answersOf((await app.inject({ url: `/?q=${word}`, headers: visitor })).body);
    const searchKey = `/post?cursor=0&limit=10&searchKey=${word}`;
    expect(searched[searchKey]).toEqual(await apiJson(`/api${searchKey}`));
    expect(JSON.stringify(searched[searchKey])).toContain(title);

    const address = `/search?q=${word}&category=${tax.open.category.id}&sort=price_asc&min=1`;
    const results = answersOf((await app.inject({ url: address, headers: visitor })).body);
    const resultsKey = `/post?category=${tax.open.category.id}&cursor=0&limit=10&min_price=1&searchKey=${word}&sort=price_asc`;
    expect(Object.keys(results).sort()).toEqual(['/category/parent?limit=100', resultsKey]);
    expect(results[resultsKey]).toEqual(await apiJson(`/api${resultsKey}`));

    // A listing: the detail, counted as one view when the document goes out.
    const views = async () => {
      const res = await app.inject({
        url: `/api/post/${listed.id}`,
        headers: { authorization: `Bearer ${seller.token}` },
      });
      return res.json<{ viewCount?: number }>().viewCount;
    };
    const before = await views();
    const detail = answersOf(
      (await app.inject({ url: `/listing/${listed.id}`, headers: visitor })).body,
    );
    expect(await views()).toBe((before ?? 0) + 1);
    const asVisitor = await apiJson(`/api/post/${listed.id}`); // a view too
    expect(detail).toEqual({ [`/post/${listed.id}`]: asVisitor });

    // A link preview or a crawler (no Sec-Fetch headers) gets the photo only and counts nothing.
    const counted = await views();
    const preview = await app.inject({
      url: `/listing/${listed.id}`,
      headers: { accept: 'text/html' },
    });
    expect(preview.body).toContain(preloadOf(`${photo.url}/display`));
    expect(answersOf(preview.body)).toEqual({});
    expect(await views()).toBe(counted);

    // A browser with a session asks the API as itself: no answers, and the document says it varies.
    for (const url of ['/', address, `/listing/${listed.id}`]) {
      const res = await app.inject({
        url,
        headers: { ...visitor, cookie: `dawa_token=${seller.token}` },
      });
      expect(answersOf(res.body), url).toEqual({});
      expect(res.headers.vary, url).toMatch(/cookie/i);
    }
    expect(await views()).toBe(counted);

    // An address the API would refuse (a search too long) is asked by the page, and answered then.
    const tooLong = answersOf(
      (await app.inject({ url: `/search?q=${'a'.repeat(500)}`, headers: visitor })).body,
    );
    expect(Object.keys(tooLong)).toEqual(['/category/parent?limit=100']);
  });
});
