import { createAccount } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';

// A tap on a page drawn by the server before the app's code has run it (issue 31): the app's code
// is held back here, as a slow phone holds it, so the tap lands on the drawing for sure. The tap is
// kept (the button shows it is waiting) and answered once the app runs (apps/web/build/start-app.js).
// Before the fix it did nothing: a visitor's heart opened no sign-in dialog.

const expect = baseExpect.configure({ timeout: 20_000 });

test('a heart tapped before the app runs is answered once it does', async ({ page, request }) => {
  const title = `Examination gloves ${Date.now().toString(36)}`;
  const post = await publishListing(request, await createAccount(request), { title });
  const { problems } = watchForProblems(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Every script of the app but its starter waits (the starter keeps the taps).
  await page.route(/\/assets\/(?!start-app)[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto(`/listing/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-app', /.*/);
  const heart = page.getByRole('button', { name: `Save ${title}` }).first();
  await heart.click();
  await heart.click(); // a second, impatient tap: still one answer
  await expect(heart).toHaveAttribute('aria-busy', 'true');
  const dialog = page.getByRole('dialog', { name: 'Sign in to Dawa Addis' });
  await expect(dialog).toHaveCount(0);

  release();
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'started');
  await expect(dialog).toBeVisible();
  // Behind the dialog (hidden from the accessibility tree): found by its label.
  await expect(page.locator('[data-tap-waiting], button[aria-busy]')).toHaveCount(0);
  // Declined: nothing else was kept to open it again.
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(300);
  await expect(dialog).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a link tapped before the app runs still goes where it points', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!start-app)[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  release();
});
