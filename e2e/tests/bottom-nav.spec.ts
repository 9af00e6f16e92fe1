import type { Page } from '@playwright/test';
import { createAccount, headersFor, signInBrowser } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';

// Issue 31: a search field in the header of listing, shop and dashboard pages, and on a phone a
// bottom navigation (home, search, post a listing, messages, account).

const PHONE = { width: 360, height: 740 };
const DESK = { width: 1280, height: 800 };

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('header search', () => {
  test('from a listing page it lands on /search?q=…', async ({ page, request }) => {
    const post = await publishListing(request, await createAccount(request));
    await page.setViewportSize(DESK);
    await page.goto(`/listing/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const search = page.getByRole('search', { name: 'Search listings' });
    const field = search.getByRole('searchbox', { name: 'Search listings' });
    await field.fill('gauze rolls');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=gauze\+rolls$/);
    await expect(page.locator('h1:visible')).toHaveCount(1);
  });

  test('on a phone the icon opens a full-width field; Escape closes it', async ({
    page,
    request,
  }) => {
    const post = await publishListing(request, await createAccount(request));
    await page.setViewportSize(PHONE);
    await page.goto(`/listing/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    // The panel is the app's; a tap before the app runs follows the icon's link to /search (its
    // own test below, JavaScript off). Under a loaded CI the drawn page showed long before the app did.
    await expect(page.locator('#root')).toHaveAttribute('data-app', 'started');
    const opener = page.getByRole('link', { name: 'Search listings' });
    await opener.click();
    const field = page.getByRole('searchbox', { name: 'Search listings' });
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.press('Enter');
    await page.getByRole('searchbox', { name: 'Search listings' }).fill('oximeter');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=oximeter$/);
  });

  test.describe('before the app runs', () => {
    test.use({ javaScriptEnabled: false });
    test('the server-drawn listing page searches with a plain GET form', async ({
      page,
      request,
    }) => {
      const post = await publishListing(request, await createAccount(request));
      await page.setViewportSize(DESK);
      await page.goto(`/listing/${post.id}`);
      const field = page.getByRole('searchbox', { name: 'Search listings' });
      await field.fill('thermometer');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=thermometer$/);
    });

    test("on a phone the search icon is a link to /search's own field", async ({
      page,
      request,
    }) => {
      const post = await publishListing(request, await createAccount(request));
      await page.setViewportSize(PHONE);
      await page.goto(`/listing/${post.id}`);
      await page.getByRole('link', { name: 'Search listings' }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByRole('searchbox', { name: 'Search listings' }).first()).toBeVisible();
    });
  });

  test('is on the dashboard, and not on home (which has its own)', async ({ page, signedIn }) => {
    void signedIn;
    await page.setViewportSize(DESK);
    await page.goto('/dashboard');
    await expect(page.getByRole('search', { name: 'Search listings' })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('h1:visible')).toHaveCount(1);
    await expect(page.getByRole('search', { name: 'Search listings' })).toHaveCount(0);
  });
});

test.describe('bottom navigation', () => {
  test('a guest on a 360 px phone: visible, navigates, marks the current page, no sideways scroll', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.locator('h1:visible')).toHaveCount(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const name of ['Home', 'Search', 'Post a listing', 'Messages', 'Sign in'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    // Nothing hides behind it: the page's end scrolls clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').boundingBox();
    const bar = await nav.boundingBox();
    // (Half a pixel for sub-pixel layout.)
    expect(footer && bar && footer.y + footer.height).toBeLessThanOrEqual((bar?.y ?? 0) + 0.5);

    await nav.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);

    // Keyboard: the items are links in order, Enter follows one.
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);

    // Sign in opens the dialog where the page is.
    await nav.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('signed in: account and messages, hidden in the post wizard', async ({ page, signedIn }) => {
    void signedIn;
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await nav.getByRole('link', { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Post a listing' }).click();
    await expect(page).toHaveURL(/\/post\/step-1-media-upload$/);
    await expect(page.locator('h1:visible')).toHaveCount(1);
    await expect(nav).toHaveCount(0);
  });

  test('messages show their unread count on a phone, and it clears once read', async ({
    page,
    request,
  }) => {
    const seller = await createAccount(request);
    const buyer = await createAccount(request);
    // A room without a listing: opening one about a listing posts its card too (a third message).
    const opened = await request.post('/api/chat/rooms', {
      headers: headersFor(buyer),
      data: { seller_id: seller.session.user.id },
    });
    expect(opened.status(), await opened.text()).toBeLessThan(300);
    const room = (await opened.json()) as { id: string };
    for (const message of ['Is it still available?', 'Can you deliver to Bole?']) {
      const sent = await request.post('/api/chat/message', {
        headers: headersFor(buyer),
        data: { chat_id: room.id, message, message_type: 'TEXT' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await signInBrowser(page, seller);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const messages = nav.getByRole('link', { name: /^Messages/ });
    await expect(nav.getByTestId('bottom-nav-unread')).toHaveText('2');
    await expect(messages).toHaveAccessibleName('Messages, 2 unread');
    await messages.click();
    await page.getByText('Can you deliver to Bole?').first().click();
    await expect(page.getByRole('textbox', { name: /message/i })).toBeVisible();
    // The open conversation has the screen to itself; back on the dashboard the count is gone.
    await page.goto('/dashboard');
    await expect(messages).toHaveAccessibleName('Messages');
    await expect(nav.getByTestId('bottom-nav-unread')).toHaveCount(0);
  });

  test('absent at 1280 px', async ({ page, request }) => {
    const post = await publishListing(request, await createAccount(request));
    await page.setViewportSize(DESK);
    for (const path of ['/', `/listing/${post.id}`]) {
      await page.goto(path);
      await expect(page.locator('h1:visible')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    }
  });

  test('a listing page at 360 px fits, with the bar', async ({ page, request }) => {
    const seller = await createAccount(request);
    const post = await publishListing(request, seller);
    await signInBrowser(page, seller);
    await page.setViewportSize(PHONE);
    await page.goto(`/listing/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});
