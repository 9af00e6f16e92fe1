import type { TOutboxResponse } from '@dawa/contract';
import {
  clientAddress,
  createAccount,
  headersFor,
  latestCode,
  signIn,
  signInBrowser,
  TEST_PASSWORD,
} from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { newEmail } from '../support/tenancy.ts';

// Only the account holder changes their login identity (issue 12): a new e-mail is proven with a
// code sent to it on /otp, other sessions end, the old address is told; the password likewise.

test('change my e-mail with the code sent to the new address, then sign in with it', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await createAccount(request);
  const otherDevice = await signIn(request, account.email);
  const next = newEmail('selam.new');
  await signInBrowser(page, account);
  // 400: a wrong password and a wrong code, both on purpose.
  const { problems } = watchForProblems(page, { allowStatuses: [400] });

  await page.goto('/profile/detail');
  const details = page.getByRole('region', { name: 'Sign-in details' });
  await expect(details).toContainText(account.email);
  await details.getByRole('button', { name: 'Change e-mail' }).click();
  const dialog = page.getByRole('form', { name: 'Change e-mail' });
  await dialog.getByLabel('New e-mail').fill(account.email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('This is already your e-mail.')).toBeVisible();
  await dialog.getByLabel('New e-mail').fill(next);
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(/\/otp$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your new e-mail' }),
  ).toBeVisible();
  await expect(page.getByText(next).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in 0:\d\d/ })).toBeDisabled();
  const form = page.getByRole('form', { name: 'Confirm new e-mail' });
  await form.getByLabel('6-digit code').fill('000000');
  await form.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(form.getByRole('textbox', { name: '6-digit code' })).toBeFocused();
  // A reload keeps the change in progress.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your new e-mail' }),
  ).toBeVisible();

  await form.getByLabel('6-digit code').fill(await latestCode(request, next));
  await form.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(page.getByText(`Your e-mail is now ${next}.`)).toBeVisible();
  await expect(page.getByText('Other devices were signed out.').first()).toBeVisible();

  // This device stays signed in, as the new address; the other one is out.
  const me = await request.get('/api/auth/me', { headers: headersFor(account) });
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(next);
  const theirs = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${otherDevice.accessToken}`, ...clientAddress() },
  });
  expect(theirs.status()).toBe(401);
  // The old address was told.
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as TOutboxResponse;
      return outbox.docs.filter((m) => m.to === account.email).length;
    })
    .toBeGreaterThanOrEqual(2);
  await page.getByRole('link', { name: 'Back to my profile' }).click();
  await expect(page.getByText(next).first()).toBeVisible();

  // Sign out, then in with the new address; the old one no longer works.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const old = await request.post('/api/login', {
    data: { email: account.email, password: TEST_PASSWORD },
    headers: clientAddress(),
  });
  expect(old.status()).toBe(401);
  await page.goto('/login');
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('E-mail').fill(next);
  await signInForm.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await signInForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByText(next).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('change my password: the current one first, the spec messages, other devices signed out', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const otherDevice = await signIn(request, account.email);
  await signInBrowser(page, account);
  await page.goto('/profile/detail');
  await page
    .getByRole('region', { name: 'Sign-in details' })
    .getByRole('button', { name: 'Change password' })
    .click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('New password', { exact: true }).fill('abc');
  await form.getByLabel('Confirm new password').fill('abcdefg');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Enter your current password')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await form.getByLabel('New password', { exact: true }).fill('Tena-Yistilign-2');
  await form.getByLabel('Confirm new password').fill('Tena-Yistilign-3');
  await form.getByLabel('Current password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Passwords must match.')).toBeVisible();
  await form.getByLabel('Confirm new password').fill('Tena-Yistilign-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(form).toBeHidden();

  const theirs = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${otherDevice.accessToken}`, ...clientAddress() },
  });
  expect(theirs.status()).toBe(401);
  const again = await signIn(request, account.email, 'Tena-Yistilign-2');
  expect(again.user.email).toBe(account.email);
});
