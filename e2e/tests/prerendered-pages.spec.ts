import type { Browser, Page } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';

// A visitor's marketplace page comes drawn by the server (apps/api/src/platform/prerender.ts): the
// listings are in the document, before any of the app's code, and the app then takes that drawing
// over (hydrates) rather than drawing the page again (issue 13: the first screen on a phone).

/** The page as the document draws it, with no script run at all. */
async function withoutScripts(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * Opens `path` and waits until the app runs it; the heading the document drew is still the one on
 * screen if the app took the drawing over.
 */
async function openAndCheckTakenOver(page: Page, path: string, title: string): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading =
        document.querySelector('h1');
    });
  });
  await page.goto(path);
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-app', 'started');
  await expect(page).toHaveTitle(`${title} | Dawa Addis`);
  await expect(root).toHaveAttribute('data-prerendered', 'both');
  expect(
    await page.evaluate(() => {
      const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
      return drawn !== null && drawn === document.querySelector('h1') && drawn.isConnected;
    }),
    `${path}: the drawn heading is the app's`,
  ).toBe(true);
  await expect(root).not.toHaveAttribute('data-hydration', /.*/);
}

test("a visitor's front page, search and listing come drawn, and the app takes them over", async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // a listing to publish, then three pages twice each
  const word = `drawn${Date.now().toString(36)}`;
  const title = `Sterile gauze swabs ${word}`;
  const post = await publishListing(request, await createAccount(request), { title, price: 95 });

  for (const path of ['/', `/search?q=${word}`, `/listing/${post.id}`]) {
    const bare = await withoutScripts(browser, path);
    await expect(bare.locator('#root')).toHaveAttribute('data-prerendered', 'both');
    await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bare.getByText(title).first(), `${path} draws the listing`).toBeVisible();
    await bare.context().close();
  }

  const { problems } = watchForProblems(page);
  await openAndCheckTakenOver(page, '/', 'Home');
  // Taken over, not only shown: the heart asks a visitor to sign in.
  await page
    .getByRole('button', { name: `Save ${title}` })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await openAndCheckTakenOver(page, `/search?q=${word}`, 'Search');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await openAndCheckTakenOver(page, `/listing/${post.id}`, title);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(problems).toEqual([]);
});

/**
 * Holds the app's code back until the returned function is called: until then the page is the
 * server's drawing only. Open pages with `waitUntil: 'commit'`: the page's load waits for it too.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a search typed before the app runs is searched for', async ({ page, request }) => {
  const word = `early${Date.now().toString(36)}`;
  const title = `Examination gloves ${word}`;
  await publishListing(request, await createAccount(request), { title, price: 310 });
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: 'Search listings' }).fill(word);
  release();
  await expect(page.getByRole('heading', { name: 'Matching listings' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue(word);
});

test('an order picked before the app runs orders the results', async ({ page, request }) => {
  const word = `order${Date.now().toString(36)}`;
  const seller = await createAccount(request);
  await publishListing(request, seller, { title: `Gauze ${word} cheap older`, price: 100 });
  await publishListing(request, seller, { title: `Gauze ${word} dear newer`, price: 900 });
  const release = await holdAppCode(page);
  await page.goto(`/search?q=${word}&sort=price_asc`, { waitUntil: 'commit' });
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('article');
  await expect(results.first()).toHaveAccessibleName(`Gauze ${word} cheap older`);
  await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'started');
  await expect(page).toHaveURL(/sort=newest/);
  await expect(results.first()).toHaveAccessibleName(`Gauze ${word} dear newer`);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

test('a sign-in typed before the app runs is neither sent by the browser nor lost', async ({
  page,
}) => {
  const { problems } = watchForProblems(page);
  const release = await holdAppCode(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Sign in' });
  const email = form.getByRole('textbox', { name: 'E-mail' });
  const submit = form.getByRole('button', { name: 'Sign in' });
  await email.fill('someone@example.et');
  await form.getByLabel('Password', { exact: true }).fill('not-in-an-address');
  await page.keyboard.press('Enter');
  await expect(submit).toBeDisabled();
  expect(page.url()).not.toContain('not-in-an-address');

  release();
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'started');
  await expect(submit).toBeEnabled();
  await expect(email).toHaveValue('someone@example.et');
  expect(page.url()).toMatch(/\/login$/);
  expect(problems).toEqual([]);
});

test('a visitor who chose the dark theme gets the drawn page in dark', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('body')).toHaveClass(/theme-dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'both');
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'started');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydration', /.*/);
  await expect(page.locator('body')).toHaveClass(/theme-dark/);
});

test("a signed-in person's page is drawn by the browser, as theirs", async ({ page, signedIn }) => {
  // With the session's cookie, as after a sign-in in the app, the server draws nothing.
  await page.goto('/');
  await expect(page).toHaveTitle('Home | Dawa Addis');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  // Arriving from a link on another site, the cookie (SameSite=Strict) stays behind: the server
  // draws a visitor's page, which the app does not take over but draws the person's over.
  await page.context().clearCookies();
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'both');
  await expect(page).toHaveTitle('Home | Dawa Addis');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  expect(signedIn.email).toBeTruthy();
});
