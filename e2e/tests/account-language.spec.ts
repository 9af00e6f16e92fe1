import type { TMeResponse } from '@dawa/contract';
import { createAccount, headersFor, signInBrowser, TEST_PASSWORD } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';

// The language per account (issue 32, docs/decisions/024-language-per-account.md): chosen in the
// profile, it is saved to the account, and a browser that has never seen this person opens in it
// as soon as they sign in; the top bar's switch saves a new choice to the account as well.

test('Amharic chosen in the profile follows the account to a fresh browser', async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // two browsers, a sign-in through the form
  const account = await createAccount(request);
  const accountLanguage = async () => {
    const res = await request.get('/api/auth/me', { headers: headersFor(account) });
    return ((await res.json()) as TMeResponse).user.language;
  };
  expect(await accountLanguage()).toBeNull();

  // The first device: the profile's Account tab, Language: አማርኛ.
  await signInBrowser(page, account);
  const { problems } = watchForProblems(page);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Account' }).click();
  const language = page.getByRole('region', { name: 'Language' });
  await expect(language.getByRole('radio', { name: 'English' })).toBeChecked();
  await language.getByRole('radio', { name: 'አማርኛ' }).click();
  await expect(page.getByText('ቋንቋው ተቀምጧል')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByRole('heading', { level: 1, name: 'የእኔ መገለጫ' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'ቋንቋ' }).getByRole('radio', { name: 'አማርኛ' }),
  ).toBeChecked();
  await expect.poll(accountLanguage).toBe('am');
  expect(problems).toEqual([]);

  // A fresh browser (no cookie, an English browser): English until the person signs in.
  const fresh = await browser.newContext({ locale: 'en-US' });
  const other = await fresh.newPage();
  const otherProblems = watchForProblems(other).problems;
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  const form = other.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'am');
  expect((await fresh.cookies()).find((c) => c.name === 'dawa_lang')?.value).toBe('am');
  await other.goto('/profile');
  await expect(other.getByRole('heading', { level: 1, name: 'የእኔ መገለጫ' })).toBeVisible();
  await expect(other.getByRole('tab', { name: 'መለያ' })).toBeVisible();
  // The server draws this device's next page in Amharic too (the cookie).
  await other.reload();
  await expect(other.locator('html')).toHaveAttribute('lang', 'am');
  await expect(other.getByRole('heading', { level: 1, name: 'የእኔ መገለጫ' })).toBeVisible();

  // The marketplace's top bar switch on this device saves English back to the account.
  await other.goto('/');
  await expect(other.locator('#root')).toHaveAttribute('data-app', 'started');
  await other.getByRole('button', { name: 'ወደ እንግሊዝኛ ቀይር (English)' }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(accountLanguage).toBe('en');
  expect(otherProblems).toEqual([]);
  await fresh.close();
});
