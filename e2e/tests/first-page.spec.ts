import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';

// The marketplace's first page carries only what it draws (issue 13): no validation library (zod
// comes with the forms that need it) and no back-office screen. Sizes are measured by
// `npm run bench:first-page`, not asserted here; this guards what the page must never pull in.
const NOT_ON_FIRST_PAGE = [
  // zod's core, which every schema brings along.
  'ZodError',
  // react-hook-form (its context's name): the one form of a first page, sign-in's, does without.
  'HookFormControlContext',
  // The audit log and the members screens (back office).
  'Nothing recorded yet',
  'once they accept, you can change their role here',
];

// A listing's page draws one listing: not the lists' filters (home and search load those).
const NOT_ON_A_LISTING = [
  ...NOT_ON_FIRST_PAGE,
  // The price filter's slider.
  'Adjust the price range',
];

/** The text of every script `page` loads while `open` runs, until the network rests. */
async function scriptsLoaded(page: Page, open: () => Promise<void>) {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await open();
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

/** The built app's scripts, by file name under assets/. */
const ASSETS = fileURLToPath(new URL('../../apps/web/dist/assets/', import.meta.url));
const builtScripts = () =>
  readdirSync(ASSETS)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(ASSETS, name), 'utf8'));

// Each marker is in the build, or the test could not fail.
test('the markers are in the built app', () => {
  const code = builtScripts().join('\n');
  for (const marker of NOT_ON_A_LISTING) expect(code.includes(marker), marker).toBe(true);
});

// A lazy page preloads the files its preload list names; one the build does not have (the entry's
// stylesheet, which index.html carries inline) fails the page's import.
test('every file a preload list names is in the build', () => {
  const assets = new Set(readdirSync(ASSETS).map((name) => `assets/${name}`));
  const named = builtScripts()
    .flatMap((code) => [...code.matchAll(/"(assets\/[^"]+\.(?:js|css))"/g)])
    .map((match) => match[1] as string);
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((file) => !assets.has(file))).toEqual([]);
});

// /signup's first page lists the steps; zod comes with the first step's form (or with a sign-up
// left half-way, which it checks). /login's comes when the person turns to the form.
for (const path of ['/', '/search?q=amoxicillin', '/help', '/signup', '/login']) {
  test(`${path} loads no form validation or back-office code`, async ({ page }) => {
    const loaded = await scriptsLoaded(page, async () => {
      await page.goto(path);
      await expect(page.locator('h1:visible')).toHaveCount(1);
    });
    expect(loaded.length).toBeGreaterThan(0);
    for (const { url, body } of loaded)
      for (const marker of NOT_ON_FIRST_PAGE)
        expect(body.includes(marker), `${marker} in ${url}`).toBe(false);
  });
}

test("a listing's page on a phone loads no list filters, validation or back-office code", async ({
  page,
  request,
}) => {
  const post = await publishListing(request, await createAccount(request), {
    title: `Gauze rolls, box of 12 (${Date.now().toString(36)})`,
    description: 'Sterile gauze rolls, sealed boxes.',
    price: 480,
  });
  await page.setViewportSize({ width: 360, height: 740 });
  const loaded = await scriptsLoaded(page, async () => {
    await page.goto(`/listing/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });
  expect(loaded.length).toBeGreaterThan(0);
  for (const { url, body } of loaded)
    for (const marker of NOT_ON_A_LISTING)
      expect(body.includes(marker), `${marker} in ${url}`).toBe(false);
});

// The page's static frame paints before the app's code runs (apps/web/build): nothing in
// index.html blocks rendering, and the app's files are preloaded rather than run by the parser.
// A page the server drew for a visitor (platform/prerender.ts) needs no code to show: its starter
// asks for the same files once the page has loaded.
test('index.html blocks no paint and starts the app after it', async ({ request }) => {
  const starterOf = (html: string) =>
    /<script src="(\/assets\/start-app-[^"]+\.js)" (?:data-preload="([^"]*)" )?data-app="(\/assets\/[^"]+\.js)" data-chunks="([^"]*)" defer><\/script>/.exec(
      html,
    );
  const document = { headers: { accept: 'text/html' } };
  const framed = await (await request.get('/dashboard', document)).text();
  const drawn = await (await request.get('/', document)).text();
  for (const html of [framed, drawn]) {
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>@font-face/);
    expect(html).not.toMatch(/<script type="module"/);
  }
  const framedStarter = starterOf(framed);
  expect(framedStarter).not.toBeNull();
  const [, , noPreload, app, chunks] = framedStarter as RegExpExecArray;
  expect(noPreload).toBeUndefined();
  for (const file of [app, ...(chunks ?? '').split(' ').filter(Boolean)])
    expect(framed, `${file} is preloaded`).toContain(
      `<link rel="modulepreload" crossorigin href="${file}">`,
    );

  expect(drawn).toContain('data-prerendered="both"');
  expect(drawn).not.toContain('rel="modulepreload"');
  const [, , afterLoad = '', drawnApp, drawnChunks] = starterOf(drawn) as RegExpExecArray;
  for (const file of [drawnApp, ...(drawnChunks ?? '').split(' ').filter(Boolean)])
    expect(afterLoad.split(' '), `${file} is fetched after the page loads`).toContain(file);
});

test('the first page draws in one pass: no page gate before the page', async ({ page }) => {
  const gates: string[] = [];
  await page.exposeFunction('reportGate', (text: string) => gates.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Opening page"]'))
        void (window as unknown as { reportGate: (t: string) => void }).reportGate('gate');
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/help');
  await expect(page.locator('h1:visible')).toHaveCount(1);
  expect(gates).toEqual([]);
});
