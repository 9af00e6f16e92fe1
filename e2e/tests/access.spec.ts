import { signInBrowser } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test('a guest opening /dashboard gets the login dialog, never the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Sign in to Dawa Addis' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue as Guest' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /terms/i })).toBeVisible();

  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toHaveCount(0);
  // The guest can ask for the dialog again.
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(dialog).toBeVisible();
});

test('the login dialog goes on to the page once the user is signed in', async ({
  page,
  account,
}) => {
  await page.goto('/medicine');
  await expect(page.getByRole('dialog', { name: 'Sign in to Dawa Addis' })).toBeVisible();
  await signInBrowser(page, account);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Sign in to Dawa Addis' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Medicine catalogue' })).toBeVisible();
});

test('a signed-in user opening /login or /signup goes to /dashboard', async ({
  page,
  signedIn,
}) => {
  // Five page loads, each landing on the dashboard home with its panels.
  test.slow();
  expect(signedIn.email).toBeTruthy();
  for (const path of [
    '/login',
    '/signup',
    '/signup/basic-info',
    '/verify-otp',
    '/forget-password-request',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }
});
