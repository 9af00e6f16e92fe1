import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES, type TOutboxResponse, type TTenantListResponse } from '@dawa/contract';
import {
  TEST_PASSWORD,
  clientAddress,
  createAccount,
  latestCode,
  signIn,
  signInBrowser,
  signupDetails,
} from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';

// The e-mail sign-up wizard and the code and password pages, in Chromium against the built product.
// Each browser gets its own client address, so the per-address abuse limits (which stay on) never
// see the whole suite as one visitor.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
});

const next = (page: Page) => page.getByRole('button', { name: 'Next' });

/** The newest mail to `email` whose subject matches, once it has arrived: its 6-digit code. */
async function mailedCode(request: APIRequestContext, email: string, subject: RegExp) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as TOutboxResponse;
      const mail = outbox.docs.find((m) => m.to === email && subject.test(m.subject));
      code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

async function myPharmacies(request: APIRequestContext, email: string, password: string) {
  const session = await signIn(request, email, password);
  const res = await request.get('/api/tenants/mine', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  return ((await res.json()) as TTenantListResponse).docs;
}

test('signs up by e-mail through all five steps, surviving reloads, and lands on the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // A wrong code is tried on purpose (400); nothing else may fail.
  const { problems } = watchForProblems(page, { allowStatuses: [400] });
  const details = signupDetails();
  const password = 'Sel4m-Wizard!';

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByRole('link', { name: 'Create account' }).click();

  // 1. Plan
  await expect(page).toHaveURL(/\/signup\/choose-plan$/);
  const steps = page.getByRole('navigation', { name: 'Sign-up steps' });
  await expect(steps.getByText('Step 1 of 5')).toBeHidden(); // the compact stepper is for phones
  await next(page).click();
  await expect(page.getByText(MESSAGES.orgTypeInvalid)).toBeVisible();
  await page.getByRole('radio', { name: /^Pharmacy/ }).check();
  await next(page).click();

  // 2. Basic information: the spec's messages, then a reload keeps what was typed.
  await expect(page).toHaveURL(/\/signup\/basic-info$/);
  await next(page).click();
  await expect(page.getByText(MESSAGES.fullNameRequired)).toBeVisible();
  // Empty, the e-mail is asked for (the spec's "Invalid email format" is for a wrong one).
  await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.phone)).toBeVisible();
  await page.getByLabel('Full name').fill(details.full_name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(details.email);
  await page.getByLabel('Phone number').fill('09-11');
  await page.getByLabel('Full name').click(); // leaving the phone field judges it
  await expect(page.getByText(MESSAGES.phone)).toBeVisible();
  await page.getByLabel('Phone number').fill(details.phone_number);
  await expect(page.getByText(MESSAGES.phone)).toBeHidden();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue(details.full_name);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(details.email);
  await expect(page.getByLabel('Phone number')).toHaveValue(details.phone_number);
  await expect(steps.getByRole('link', { name: 'Plan' })).toBeVisible(); // done: a link back
  await next(page).click();

  // 3. E-mail verification, with the code from the mail.
  await expect(page).toHaveURL(/\/signup\/email-verification$/);
  await expect(page.getByText(`We sent a 6-digit code to ${details.email}`)).toBeVisible();
  const resend = page.getByRole('button', { name: /^Resend code in [01]:\d\d$/ });
  await expect(resend).toBeDisabled();
  const countdownBefore = await resend.textContent();
  await page.reload();
  await expect(page).toHaveURL(/\/signup\/email-verification$/);
  await expect(page.getByText(`We sent a 6-digit code to ${details.email}`)).toBeVisible();
  await expect(resend).not.toHaveText(countdownBefore ?? ''); // it keeps counting down

  const otp = await latestCode(request, details.email);
  await page.getByLabel('6-digit code').fill(otp === '000000' ? '111111' : '000000');
  await page.getByLabel('Choose a password').fill(password);
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(MESSAGES.passwordsMatch)).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The API's one answer for any refused code, under the code field.
  await expect(page.getByText(/^The code is wrong or has expired/)).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('6-digit code').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();

  // 4. Pharmacy: signed in now, yet still in the wizard; skipping ahead is sent back here.
  await expect(page).toHaveURL(/\/signup\/tenant-setup$/);
  await expect(page.getByText(`signed in as ${details.email}`)).toBeVisible();
  await page.goto('/signup/review');
  await expect(page).toHaveURL(/\/signup\/tenant-setup$/);
  await page.goto('/signup/basic-info');
  await expect(page).toHaveURL(/\/signup\/tenant-setup$/);
  await next(page).click();
  await expect(page.getByText(MESSAGES.orgNameRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.addressShort)).toBeVisible();
  await expect(page.getByText(MESSAGES.cityShort)).toBeVisible();
  await expect(page.getByText(MESSAGES.tinShort)).toBeVisible();
  await page.getByLabel('Pharmacy name').fill(details.org_name ?? '');
  await page.getByLabel('Address').fill(details.address ?? '');
  await page.getByLabel('City').fill(details.city ?? '');
  await page.getByLabel(/^TIN/).fill(details.tin_number ?? '');
  await page.reload();
  await expect(page.getByLabel('Pharmacy name')).toHaveValue(details.org_name ?? '');
  await expect(page.getByLabel(/^TIN/)).toHaveValue(details.tin_number ?? '');
  await next(page).click();

  // 5. Review, then the dashboard with the new pharmacy chosen.
  await expect(page).toHaveURL(/\/signup\/review$/);
  const review = page.getByRole('main');
  for (const value of [details.full_name, details.email, details.phone_number, details.org_name])
    await expect(review.getByRole('definition').filter({ hasText: value ?? '' })).toBeVisible();
  await expect(review.getByText('Pharmacy back-office + marketplace')).toBeVisible();
  await page.getByRole('button', { name: 'Create pharmacy' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`${details.org_name} is set up and chosen`)).toBeVisible();
  await expect(page.getByTitle(details.org_name ?? '')).toBeVisible(); // the sidebar's pharmacy
  // The journey is over: the sign-up pages are for guests again.
  await page.goto('/signup/review');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Exactly one pharmacy, owned, and the password chosen in the wizard works.
  const pharmacies = await myPharmacies(request, details.email, password);
  expect(pharmacies.map((p) => [p.name, p.org_type, p.role])).toEqual([
    [details.org_name, 'PHARMACY', 'OWNER'],
  ]);
  // Reloading on purpose may abort a request in flight (the favicon); anything else is a problem.
  expect(problems.filter((p) => !p.endsWith('net::ERR_ABORTED'))).toEqual([]);
});

test('a visitor who skips ahead is sent to the first step not done', async ({ page }) => {
  for (const path of ['/signup/review', '/signup/email-verification', '/signup/basic-info']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signup\/choose-plan$/);
  }
  await page.getByRole('radio', { name: /^Clinic/ }).check();
  await next(page).click();
  await page.goto('/signup/tenant-setup');
  await expect(page).toHaveURL(/\/signup\/basic-info$/);
  // Back keeps the choice; /signup offers to continue or start over.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Clinic/ })).toBeChecked();
  await page.goto('/signup');
  await expect(page.getByText('You have a sign-up in progress')).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('radio', { name: /^Clinic/ })).not.toBeChecked();
});

test('the wizard and the code pages fit a 360 px phone, with the compact stepper', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/signup/choose-plan');
  const steps = page.getByRole('navigation', { name: 'Sign-up steps' });
  await expect(steps.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport();
  for (const path of [
    '/signup',
    '/signup/choose-plan',
    '/verify-otp',
    '/resend-otp',
    '/forget-password-request',
    '/forget-password-reset',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1:visible')).toHaveCount(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('resets a forgotten password through the two pages, then signs in with the new one', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const newPassword = 'N3w-Pharma-Pass';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password-request$/);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  // The neutral answer, the same for any e-mail.
  await expect(
    page.getByText('If an account uses this e-mail, we sent it a password reset code.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/forget-password-reset\?email=/);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(account.email);

  const otp = await mailedCode(request, account.email, /password reset code/);
  await page.getByLabel('6-digit code').fill(otp);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('not-the-same');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(MESSAGES.passwordsMatch)).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByText('Password changed')).toBeVisible();
  await signIn(request, account.email, newPassword);
  const old = await request.post('/api/login', {
    data: { email: account.email, password: TEST_PASSWORD },
    headers: clientAddress(),
  });
  expect(old.status()).toBe(401);
});

test('an unknown e-mail gets the same answer as a registered one', async ({ page }) => {
  await page.goto('/forget-password-request?email=nobody.here%40example.et');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(
    page.getByText('If an account uses this e-mail, we sent it a password reset code.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/forget-password-reset\?email=nobody\.here%40example\.et$/);
});

test('finishes a sign-up left unfinished through /resend-otp and /verify-otp', async ({
  page,
  request,
}) => {
  // Registered without an organisation (as the wizard does), never verified.
  const {
    org_name: _n,
    org_type: _t,
    address: _a,
    city: _c,
    tin_number: _tin,
    ...person
  } = signupDetails();
  const signup = await request.post('/api/signup', { data: person, headers: clientAddress() });
  expect(signup.ok()).toBe(true);

  await page.goto(`/resend-otp?email=${encodeURIComponent(person.email)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verify-otp\?email=/);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(person.email);
  await expect(page.getByRole('button', { name: /^Resend code in / })).toBeDisabled();

  // Within the minute no second code goes out: the first one is still the one to use.
  const otp = await latestCode(request, person.email);
  await page.getByLabel('6-digit code').fill(otp);
  await page.getByLabel('Choose a password').fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  // Signed in, with no pharmacy yet: a new joiner.
  await expect(page).toHaveURL(/\/onboarding$/);
  expect(await myPharmacies(request, person.email, TEST_PASSWORD)).toEqual([]);
});

test('a signed-in user changes their password with /forgot-password and /reset-password', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const newPassword = 'Ch4nged-Inside';
  await signInBrowser(page, account);
  await page.goto('/forgot-password');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(account.email);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);

  const otp = await mailedCode(request, account.email, /password reset code/);
  await page.getByLabel('6-digit code').fill(otp);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  // Signed straight back in with the new password; the old session is over.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${account.session.accessToken}` },
  });
  expect(before.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await signIn(request, account.email, newPassword);
});
