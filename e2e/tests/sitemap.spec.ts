import type { Page } from '@playwright/test';
import { createAccount, headersFor, signInAsPlatformAdmin } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  createPost,
  publishListing,
  regulatedSubCategory,
  uploadImage,
} from '../support/listings.ts';

// Crawlers find the site's public pages as Sharetribe's web template shows them: /robots.txt names
// the sitemap index, which names its children; a public listing is in them, a draft, a listing
// awaiting review or rejected, is not (issue 31). Everything a sitemap holds is checked by
// Chromium's own XML parser.

/** The <loc> and <lastmod> of each entry of the XML at `path`, after Chromium parsed it strictly. */
async function sitemapAt(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(/^application\/xml/);
  return page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.querySelector('parsererror')?.textContent ?? null;
      const entries = Array.from(doc.documentElement.children).map((entry) => ({
        loc: entry.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: entry.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      }));
      return { root: doc.documentElement.localName, error, entries };
    },
    await response.text(),
  );
}

test('robots.txt names the sitemap index, whose sitemaps list the public listings only', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // an administrator, a seller and four listings
  const seller = await createAccount(request);
  const listed = await publishListing(request, seller);
  const draft = await publishListing(request, seller);
  const drafted = await request.put(`/api/posts/${draft.id}/status`, {
    headers: headersFor(seller),
    data: { status: 'DRAFT' },
  });
  expect(drafted.status(), await drafted.text()).toBe(200);
  // A regulated listing waiting for review, and one rejected.
  const sub = await regulatedSubCategory(request);
  const regulated = async () => {
    const files = await uploadImage(request, seller);
    return createPost(request, seller, {
      medias: files.map((f) => ({ name: f.name, url: f.url })),
      title: `Amoxicillin 500 mg ${Date.now().toString(36)}`,
      description: 'Sealed boxes of 100 capsules, expiry 2028, with invoice.',
      category: sub.parent_id,
      sub_category: sub.id,
      price: 1250,
      contactPhone: '+251911223344',
      location: 'Merkato',
    });
  };
  const pending = await regulated();
  const rejected = await regulated();
  const admin = await signInAsPlatformAdmin(
    request,
    'sitemap-admin@e2e.dawa.test',
    'Sitemap Moderator',
  );
  const decided = await request.post(`/api/post/${rejected.id}/compliance`, {
    headers: headersFor(admin),
    data: { compliance_status: 'REJECTED', reason: 'The import permit is missing.' },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  const robots = await request.get('/robots.txt', { headers: { accept: '*/*' } });
  expect(robots.status()).toBe(200);
  const lines = (await robots.text()).split('\n');
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap-index.xml`);
  for (const hidden of ['/api/', '/dashboard', '/chat', '/profile'])
    expect(lines).toContain(`Disallow: ${hidden}`);

  await page.goto('/help');
  const index = await sitemapAt(page, '/sitemap-index.xml');
  expect(index.error).toBeNull();
  expect(index.root).toBe('sitemapindex');
  const children = index.entries.map((e) => e.loc);
  expect(children.length).toBeGreaterThanOrEqual(2);
  for (const child of children) expect(child.startsWith(`${baseURL}/sitemap-`)).toBe(true);

  const all: { loc: string; lastmod: string | null }[] = [];
  for (const child of children) {
    const sitemap = await sitemapAt(page, child.slice(baseURL?.length ?? 0));
    expect(sitemap.error, child).toBeNull();
    expect(sitemap.root, child).toBe('urlset');
    all.push(...sitemap.entries);
  }
  const locs = all.map((e) => e.loc);
  expect(locs).toContain(`${baseURL}/`);
  const entry = all.find((e) => e.loc === `${baseURL}/listing/${listed.id}`);
  expect(entry?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
  for (const hidden of [draft, pending, rejected])
    expect(locs).not.toContain(`${baseURL}/listing/${hidden.id}`);
});
