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
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';

// A first visit (nothing stored: a new visitor, a shared link) to every page the server draws
// (issue 29): the page shows, in the visitor's colour preference, at once and never in the other
// theme, from the one document the server sent (nothing hidden, nothing loaded again), and stays
// shown through the app's own navigation. The server's drawing carries both themes' colours as CSS
// variables; the document's first script picks the theme before anything is painted
// (platform/prerender.ts, theme/create-app-theme.ts).

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
 * Kept in every document of the visit: on every animation frame, the body's background and, while
 * a drawing not yet run by the app is shown, the theme it shows in.
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
          root.hasAttribute('data-prerendered') &&
          getComputedStyle(root).visibility === 'visible' &&
          !root.hasAttribute('data-app')
            ? document.documentElement.getAttribute('data-theme')
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
  /** The theme a server's drawing was shown in before the app ran. */
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

/** `address` opened in a fresh visitor's context: no cookie, no storage. */
async function firstVisit(
  browser: Browser,
  address: string,
  options: BrowserContextOptions,
): Promise<{ page: Page; problems: string[]; documents: Request[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const { problems } = watchForProblems(page);
  const documents: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request);
  });
  await page.addInitScript(recordFrames);
  await page.goto(address);
  return { page, problems, documents };
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
  // Drawn by the server, shown in the visitor's theme and taken over, not drawn again by the app.
  await expect(page.locator('html'), address).toHaveAttribute('data-theme', theme);
  await expect(root, address).toHaveAttribute('data-prerendered', 'both');
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
      headers: headersFor(seller, seller.tenant.id),
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
        const { page, problems, documents } = await firstVisit(browser, address, {
          colorScheme: theme,
        });
        await expectShownIn(page, address, theme);
        // The one document the server sent: not loaded again for the theme.
        expect(
          documents.map((request) => request.url()),
          address,
        ).toHaveLength(1);
        await expectShownAfterNavigating(page, address, theme);
        expect(documents, address).toHaveLength(1);
        expect(problems, address).toEqual([]);
        await page.context().close();
      });

  for (const path of DRAWN_ROUTES)
    test(`${path} shows to a device preferring dark with JavaScript off`, async ({ browser }) => {
      const address = addressOf(path, made);
      const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(address);
      // The drawing, shown in light (its colours without a theme picked), to read (a shop's shows
      // it loading the shop).
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'both');
      await expect(page.locator('body')).toHaveCSS('background-color', rgb(PAGE_BACKGROUND.light));
      await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      if (path !== '/shop/:id') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    });

  test('switches a drawn page between themes at once, and keeps the choice for the next page', async ({
    browser,
  }) => {
    const { page, problems, documents } = await firstVisit(browser, '/help', {
      colorScheme: 'dark',
    });
    await expectShownIn(page, '/help', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveClass(/theme-light/);
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(PAGE_BACKGROUND.light));
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    // A new document (a shared link opened in the same browser) comes in the chosen theme.
    const next = await page.context().newPage();
    await next.addInitScript(recordFrames);
    await next.goto(addressOf('/listing/:id', made));
    await expectShownIn(next, '/listing', 'light');
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("keeps a person's stored light theme on a device preferring dark", async ({ browser }) => {
    // Chose light earlier: the drawing shows in light at once, and the app takes it over.
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
