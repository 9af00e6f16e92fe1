import type { Browser, Page } from '@playwright/test';
import type { TShop } from '@dawa/contract';
import { createAccount, headersFor } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing, TEAL_PNG, uploadImage } from '../support/listings.ts';

// Links shared on Telegram and WhatsApp: their preview bots read the served HTML only, with a plain
// GET that accepts anything (issue 31). The listing's and the shop's documents carry their Open
// Graph tags, Twitter card and JSON-LD; the picture they name is a JPEG of the size they state; a
// listing no visitor may see answers 404 with noindex; the shop page and the home search box work
// with JavaScript off.

const TELEGRAM = { 'user-agent': 'TelegramBot (like TwitterBot)', accept: '*/*' };

/** The head's meta tags of `html`, by property or name, as Chromium parses them. */
async function headOf(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta: Record<string, string> = {};
    for (const tag of Array.from(doc.head.querySelectorAll('meta'))) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name');
      if (key) meta[key] = tag.getAttribute('content') ?? '';
    }
    return {
      meta,
      canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
        (s) => s.textContent ?? '',
      ),
      scripts: Array.from(doc.querySelectorAll('script:not([type]), script[type="module"]')).map(
        (s) => s.textContent ?? '',
      ),
    };
  }, html);
}

/** The JPEG at `url`: its type, byte size and pixel size, as Chromium decodes it. */
async function imageAt(page: Page, url: string) {
  const response = await page.request.get(url, { headers: TELEGRAM });
  expect(response.status(), url).toBe(200);
  const body = await response.body();
  const size = await page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(
      new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }),
    );
    return { width: bitmap.width, height: bitmap.height };
  }, body.toString('base64'));
  return { type: response.headers()['content-type'], bytes: body.length, ...size };
}

async function withoutScripts(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('a listing link read by a preview bot with `Accept: */*`', async ({
  page,
  request,
  baseURL,
}) => {
  const seller = await createAccount(request);
  const title = `Nitrile gloves </script><script>alert(1)</script> "box" ${Date.now().toString(36)}`;
  const listing = await publishListing(request, seller, { title, price: 1250.5 });

  const response = await request.get(`/listing/${listing.id}`, { headers: TELEGRAM });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const html = await response.text();
  await page.goto('/help');
  const head = await headOf(page, html);
  const url = `${baseURL}/listing/${listing.id}`;
  expect(head.canonical).toBe(url);
  expect(head.meta).toMatchObject({
    description: listing.description,
    'og:title': title,
    'og:description': listing.description,
    'og:url': url,
    'og:type': 'product',
    'og:image:width': '1200',
    'og:image:height': '630',
    'twitter:card': 'summary_large_image',
    'twitter:title': title,
  });
  expect(head.meta.robots).toBeUndefined();
  // The title stayed text: no script of the seller's in the document.
  expect(head.scripts.join('\n')).not.toContain('alert(1)');

  expect(head.jsonLd).toHaveLength(1);
  const product = JSON.parse(head.jsonLd[0] ?? '') as Record<string, unknown>;
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    offers: { '@type': 'Offer', price: '1250.50', priceCurrency: 'ETB' },
  });

  const imageUrl = head.meta['og:image'] ?? '';
  expect(imageUrl.startsWith(`${baseURL}/`), imageUrl).toBe(true);
  const image = await imageAt(page, imageUrl);
  expect(image).toMatchObject({ type: 'image/jpeg', width: 1200, height: 630 });
  expect(image.bytes).toBeLessThan(300 * 1024);
});

test('a listing no visitor may see answers 404 with noindex', async ({ request }) => {
  const seller = await createAccount(request);
  const listing = await publishListing(request, seller);
  const drafted = await request.put(`/api/posts/${listing.id}/status`, {
    headers: headersFor(seller),
    data: { status: 'DRAFT' },
  });
  expect(drafted.status(), await drafted.text()).toBe(200);
  for (const path of [`/listing/${listing.id}`, '/listing/13443a4d-d93b-41d0-a19f-b88e575883f2']) {
    const response = await request.get(path, { headers: TELEGRAM });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    expect(html, path).not.toContain(listing.title);
    expect(html, path).not.toContain('og:title');
  }
});

test("a shop's page is drawn with JavaScript off, and its link shows its name and logo", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const word = `shoplink${Date.now().toString(36)}`;
  const owner = await createAccount(request);
  const [logo] = await uploadImage(request, owner, TEAL_PNG);
  const saved = await request.put('/api/shop', {
    headers: headersFor(owner, owner.tenant.id),
    data: { name: `Selam Pharmacy ${word}`, address: 'Bole Road', city: 'Addis', logo: logo?.url },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const shop = (await saved.json()) as TShop;
  const listing = await publishListing(request, owner, { title: `Gauze swabs ${word}` });

  const bare = await withoutScripts(browser, `/shop/${shop.id}`);
  await expect(bare.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(bare.getByText(listing.title).first()).toBeVisible();
  await bare.context().close();

  // With JavaScript, the app takes the drawing over as on the listing page: no redraw.
  await page.goto(`/shop/${shop.id}`);
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-app', 'started');
  await expect(root).toHaveAttribute('data-prerendered', /.+/);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(root).not.toHaveAttribute('data-hydration', /.*/);

  const response = await request.get(`/shop/${shop.id}`, { headers: TELEGRAM });
  expect(response.status()).toBe(200);
  await page.goto('/help');
  const head = await headOf(page, await response.text());
  expect(head.meta['og:title']).toBe(shop.name);
  expect(head.meta['og:url']).toBe(`${baseURL}/shop/${shop.id}`);
  expect(head.canonical).toBe(`${baseURL}/shop/${shop.id}`);
  const logoPreview = head.meta['og:image'] ?? '';
  expect(logoPreview).toContain((logo?.url ?? '').replace('/api/files/', '/api/previews/'));
  expect(await imageAt(page, logoPreview)).toMatchObject({
    type: 'image/jpeg',
    width: 1200,
    height: 630,
  });
});

test('the home search box sends /search?q=… with JavaScript off', async ({ browser, request }) => {
  const word = `homeform${Date.now().toString(36)}`;
  const listing = await publishListing(request, await createAccount(request), {
    title: `Surgical masks ${word}`,
  });
  const bare = await withoutScripts(browser, '/');
  const box = bare.getByRole('searchbox', { name: 'Search listings' });
  await box.fill(word);
  await box.press('Enter');
  await bare.waitForURL(`**/search?q=${word}`);
  await expect(bare.getByText(listing.title).first()).toBeVisible();
  await bare.context().close();
});
