import type { Browser, BrowserContextOptions, Page, Request } from '@playwright/test';
import {
  PAGE_BACKGROUND,
  ROUTES,
  STORAGE_KEYS,
  TERMS_PATH,
  type TShop,
  type ThemeMode,
} from '@dawa/contract';
import { createAccount, headersFor } from '../support/accounts.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';

// A first visit (no theme cookie: a new visitor, a shared link) to every page the server draws
// (issue 29): the page shows, in the visitor's colour preference, at once and never in the other
// theme, and stays shown through the app's own navigation. The server draws the page in a theme it
// has to guess, and the document checks it before anything is painted (platform/prerender.ts).
// A first navigation carries no colour-preference hint (the server asks for it on its answers, not
// beforehand: decision 013), and Playwright's emulation does not reach the hint anyway: a dark visit
// here goes through the document's reload; the hint has its own test, in a Chromium told dark as an
// operating system tells it.

/** Every page the contract's route table has the server draw. */
const DRAWN_ROUTES = ROUTES.filter((route) => route.prerendered).map((route) => route.path);

interface Made {
  listing: string;
  shop: string;
  word: string;
}

/** The address of a drawn route, with the ids of the listing and shop made for this file. */
function addressOf(path: string, made: Made): string {
  if (path === '/search') return `/search?q=${made.word}`;
  const address = path
    .replace('/listing/:id', `/listing/${made.listing}`)
    .replace('/shop/:id', `/shop/${made.shop}`);
  if (address.includes(':')) throw new Error(`${path}: give this test an id for the route`);
  return address;
}

/**
 * Kept in every document of the visit (the first may be left for a second, drawn in the right
 * theme): on every animation frame, the body's background and whether a drawing not yet run by the
 * app is shown, and in which theme.
 */
function recordFrames(): void {
  const key = 'e2e-frames';
  const earlier = JSON.parse(sessionStorage.getItem(key) ?? '[]') as Frame[];
  const frames: Frame[] = [];
  const sample = () => {
    const root = document.getElementById('root');
    if (document.body && root)
      frames.push({
        background: getComputedStyle(document.body).backgroundColor,
        shownDrawing:
          getComputedStyle(root).visibility === 'visible' && !root.hasAttribute('data-app')
            ? root.getAttribute('data-prerendered')
            : null,
      });
    if (frames.length < 2000) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  addEventListener('pagehide', () =>
    sessionStorage.setItem(key, JSON.stringify([...earlier, ...frames])),
  );
  (window as unknown as { e2eFrames: () => Frame[] }).e2eFrames = () => [...earlier, ...frames];
}

interface Frame {
  background: string;
  /** The theme of the server's drawing when it was shown before the app ran. */
  shownDrawing: string | null;
}

/** The frames of the visit so far that showed anything of `theme`. */
async function framesShowing(page: Page, theme: ThemeMode): Promise<Frame[]> {
  const frames = await page.evaluate(() =>
    (window as unknown as { e2eFrames: () => Frame[] }).e2eFrames(),
  );
  expect(frames.length, 'frames recorded').toBeGreaterThan(0);
  const background = rgb(PAGE_BACKGROUND[theme]);
  return frames.filter((f) => f.background === background || f.shownDrawing === theme);
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const other = (theme: ThemeMode): ThemeMode => (theme === 'dark' ? 'light' : 'dark');

/** `address` opened in a fresh visitor's context: no cookie, no storage, no remembered hint. */
async function firstVisit(
  browser: Browser,
  address: string,
  options: BrowserContextOptions,
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const { problems } = watchForProblems(page);
  await page.addInitScript(recordFrames);
  await page.goto(address);
  return { page, problems };
}

/**
 * The page at `address` shows its heading, in `theme`, drawn by the server in it and taken over by
 * the app, and never showed anything of the other theme on the way.
 */
async function expectShownIn(page: Page, address: string, theme: ThemeMode): Promise<void> {
  const root = page.locator('#root');
  // A first page's code comes after its photos: on a busy machine, a while.
  await expect(root, address).toHaveAttribute('data-app', 'started', { timeout: 20_000 });
  await expect(root, address).toHaveCSS('visibility', 'visible');
  await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
  await expect(page.locator('body'), address).toHaveClass(new RegExp(`theme-${theme}`));
  await expect(page.locator('body'), address).toHaveCSS(
    'background-color',
    rgb(PAGE_BACKGROUND[theme]),
  );
  // Its theme button offers the other theme (taken over from the drawing with the right label).
  await expect(
    page.getByRole('button', { name: `Switch to ${other(theme)} theme` }),
    address,
  ).toBeVisible();
  // Drawn by the server in the visitor's theme and taken over, not drawn again by the app.
  await expect(root, address).toHaveAttribute('data-prerendered', theme);
  await expect(root, address).not.toHaveAttribute('data-hydration', /.*/);
  expect(
    await framesShowing(page, other(theme)),
    `${address}: frames showing the ${other(theme)} theme`,
  ).toEqual([]);
}

/** Follows a link of the page in the app, which keeps the page shown. */
async function expectShownAfterNavigating(page: Page, address: string, theme: ThemeMode) {
  const target = address === '/help' ? TERMS_PATH : '/help';
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator(`a[href="${target}"]:visible`).first().click();
  await expect(page, address).toHaveURL(target);
  await expect(page.getByRole('heading', { level: 1 }), `${address} → ${target}`).toBeVisible();
  await expect(page.locator('#root'), `${address} → ${target}`).toHaveCSS('visibility', 'visible');
  await expect(page.locator('body')).toHaveClass(new RegExp(`theme-${theme}`));
  // The app's own navigation, not a new document.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
}

test.describe('a first visit to a drawn page', () => {
  // One listing and shop for every test: the tests run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let made: Made;

  test.beforeAll(async ({ playwright }, workerInfo) => {
    const request = await playwright.request.newContext({
      baseURL: workerInfo.project.use.baseURL,
    });
    const word = `firstvisit${Date.now().toString(36)}`;
    const seller = await createAccount(request);
    const listing = await publishListing(request, seller, { title: `Nitrile gloves ${word}` });
    const saved = await request.put('/api/shop', {
      headers: headersFor(seller),
      data: { name: `Gloves shop ${word}`, address: 'Bole Road, near Edna Mall', city: 'Addis' },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    made = { listing: listing.id, shop: ((await saved.json()) as TShop).id, word };
    await request.dispose();
  });

  test('covers every page the server draws', () => {
    expect(DRAWN_ROUTES).toEqual(
      expect.arrayContaining([
        '/',
        '/search',
        '/listing/:id',
        '/shop/:id',
        '/login',
        '/signup',
        '/help',
        TERMS_PATH,
      ]),
    );
  });

  // One test per page and preference (a first page's app comes after its photos: a while each).
  for (const theme of ['light', 'dark'] as const)
    for (const path of DRAWN_ROUTES)
      test(`${path} shows at once to a device preferring ${theme}, and stays shown`, async ({
        browser,
      }) => {
        const address = addressOf(path, made);
        const { page, problems } = await firstVisit(browser, address, { colorScheme: theme });
        await expectShownIn(page, address, theme);
        await expectShownAfterNavigating(page, address, theme);
        expect(problems, address).toEqual([]);
        await page.context().close();
      });

  for (const path of DRAWN_ROUTES)
    test(`${path} shows to a device preferring dark with JavaScript off`, async ({ browser }) => {
      const address = addressOf(path, made);
      const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(address);
      // The light drawing, shown: the page's own, to read (a shop's shows it loading the shop).
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'light');
      await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      if (path !== '/shop/:id') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    });

  test('draws the page dark at once for a browser telling its preference in the client hint', async ({
    playwright,
  }) => {
    // Chromium preferring dark as an operating system tells it (its client hint follows that, not
    // Playwright's emulation). Its first document asks for the hint (Accept-CH); every later
    // request carries it.
    const browser = await playwright.chromium.launch({
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, '--force-dark-mode'],
    });
    try {
      const context = await browser.newContext({ colorScheme: null });
      const first = await context.newPage();
      await first.addInitScript(recordFrames);
      await first.goto('/help');
      await expectShownIn(first, '/help', 'dark');
      // As if the theme cookie were gone (cleared, blocked): only the hint tells the server.
      await context.clearCookies();
      const page = await context.newPage();
      await page.addInitScript(recordFrames);
      const documents: Request[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documents.push(request);
      });
      const address = addressOf('/listing/:id', made);
      await page.goto(address);
      await expectShownIn(page, address, 'dark');
      expect(documents, 'one document, drawn dark: not loaded again').toHaveLength(1);
      const sent = await documents[0]?.allHeaders();
      expect(sent?.['sec-ch-prefers-color-scheme']).toBe('dark');
      expect(sent?.cookie ?? '').not.toContain(STORAGE_KEYS.themeCookie);
    } finally {
      await browser.close();
    }
  });

  test('shows a dark visitor the page the app draws when the document cannot load it again', async ({
    browser,
  }) => {
    // Cookies off, or loaded again once already in this tab: the light drawing stays hidden until
    // the app has drawn the page dark over it, and then shows (issue 29: it stayed hidden).
    const context = await browser.newContext({ colorScheme: 'dark' });
    await context.addInitScript(() => sessionStorage.setItem('dawa-theme-reload', '1'));
    const page = await context.newPage();
    await page.addInitScript(recordFrames);
    const { problems } = watchForProblems(page);
    await page.goto('/help');
    const root = page.locator('#root');
    await expect(root).toHaveAttribute('data-app', 'started', { timeout: 20_000 });
    await expect(root).toHaveAttribute('data-prerendered', 'light');
    await expect(root).toHaveCSS('visibility', 'visible');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/theme-dark/);
    expect(await framesShowing(page, 'light'), 'frames showing the light theme').toEqual([]);
    await expectShownAfterNavigating(page, '/help', 'dark');
    expect(problems).toEqual([]);
    await context.close();
  });

  test("keeps a person's stored light theme on a device preferring dark, without a theme cookie", async ({
    browser,
  }) => {
    // Chose light before the theme cookie existed (or their cookies were cleared): the light
    // drawing is theirs, shown at once, and the app takes it over.
    const context = await browser.newContext({ colorScheme: 'dark' });
    await context.addInitScript((key) => {
      if (localStorage.getItem(key) === null)
        localStorage.setItem(key, JSON.stringify({ state: { theme: 'light' }, version: 4 }));
    }, STORAGE_KEYS.app);
    const page = await context.newPage();
    await page.addInitScript(recordFrames);
    await page.goto('/');
    await expectShownIn(page, '/', 'light');
    await expectShownAfterNavigating(page, '/', 'light');
    await context.close();
  });
});
