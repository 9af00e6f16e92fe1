import type { Page } from '@playwright/test';
import { STORAGE_KEYS, type TOutboxResponse, type TTenantDetail } from '@dawa/contract';
import {
  clientAddress,
  createAccount,
  signInBrowser,
  TEST_PASSWORD,
  type TestAccount,
} from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in to Dawa Addis' });
const sidebarPharmacy = (page: Page, name: string) =>
  page.getByTitle(name, { exact: true }).filter({ visible: true });

async function signInOnLoginPage(page: Page, account: TestAccount) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function storedTokens(page: Page) {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw
      ? (JSON.parse(raw) as { state: { token: { access_token: string | null } } }).state.token
      : null;
  }, STORAGE_KEYS.auth);
}

test('a guest signs in from the login dialog and stays on the page they opened', async ({
  page,
  account,
}) => {
  const { problems } = watchForProblems(page, { allowStatuses: [401] });
  await page.goto('/medicine');
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('Incorrect e-mail or password.')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Welcome back !')).toBeVisible();
  await expect(page).toHaveURL(/\/medicine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Medicine catalogue' })).toBeVisible();
  // Their only pharmacy is chosen for them.
  await expect(sidebarPharmacy(page, account.tenant.name)).toBeVisible();
  expect(problems).toEqual([]);
});

test('the dialog validates with the contract messages before calling the API', async ({ page }) => {
  await page.goto('/dashboard');
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mail').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
});

test('/login signs in, sign-out ends the session on the server too', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await signInOnLoginPage(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const refreshToken = await page.evaluate((key) => {
    const raw = localStorage.getItem(key) ?? '{}';
    return (JSON.parse(raw) as { state: { token: { refresh_token: string } } }).state.token
      .refresh_token;
  }, STORAGE_KEYS.auth);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(loginDialog(page)).toBeVisible();

  // The refresh token the browser held no longer works.
  await expect
    .poll(async () =>
      (
        await request.post('/api/auth/refresh', {
          data: { refreshToken },
          headers: clientAddress(),
        })
      ).status(),
    )
    .toBe(401);
});

test('with several pharmacies the switch dialog asks which one', async ({ page, request }) => {
  const account = await createAccount(request);
  const second = await createSecondPharmacy(request, account);
  await page.goto('/login');
  await signInOnLoginPage(page, account);

  const dialog = page.getByRole('dialog', { name: 'Select pharmacy to continue' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('You can change inside pharmacy list page afterwards'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  const proceed = dialog.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await dialog.getByRole('radio', { name: new RegExp(second.name) }).click();
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(dialog).toBeHidden();
  await expect(sidebarPharmacy(page, second.name)).toBeVisible();
});

test('an expired access token is renewed without the user noticing', async ({ page, request }) => {
  const account = await createAccount(request);
  // The browser holds a dead access token and a live refresh token, as after 15 idle minutes.
  await signInBrowser(page, {
    ...account,
    session: { ...account.session, accessToken: `${account.session.accessToken}x` },
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect
    .poll(async () => (await storedTokens(page))?.access_token)
    .not.toBe(`${account.session.accessToken}x`);
  await expect(loginDialog(page)).toHaveCount(0);
});

test('a token past its time is renewed before the first call, not after a 401', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signInBrowser(page, account);
  // The browser comes back 20 minutes later: its access token (15 minutes) is past its time.
  await page.clock.setSystemTime(Date.now() + 20 * 60_000);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect
    .poll(async () => (await storedTokens(page))?.access_token)
    .not.toBe(account.session.accessToken);
  expect(refused).toEqual([]);
});

test('inactivity warns, then signs out', async ({ page, request }) => {
  // Its own account: signing out ends the session on the server, and the worker's shared
  // session (the `signedIn` fixture) must stay valid for the tests that run after this one.
  const signedIn = await createAccount(request);
  await signInBrowser(page, signedIn);
  await page.clock.install();
  // Every successful API answer counts as activity (docs/product.md#states): let the page's start-up
  // calls finish before the idle half hour begins. They start after the page gate, so network
  // idleness alone can come before them: wait for each by name.
  const startUp = Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/me'),
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/invitations/mine'),
  ]);
  await page.goto('/dashboard');
  await expect(sidebarPharmacy(page, signedIn.tenant.name)).toBeVisible();
  await startUp;
  await page.waitForLoadState('networkidle');
  // The dashboard's panels load after the page gate, whose timer runs on the installed clock: let
  // a few seconds of it pass until no call is left in flight, so no late start-up answer restarts
  // the idle half hour after it began.
  for (let i = 0; i < 5; i += 1) {
    await page.clock.runFor(1000);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('region', { name: 'My listings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Default timeout 30 minutes; the warning opens a minute before.
  await page.clock.runFor('29:05');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await page.clock.runFor('01:00');
  await expect(page).toHaveURL(/\/$/);
  await expect(warning).toBeHidden();
  // The stored session is cleared as the sign-out finishes, which may be just after the address
  // changed.
  await expect.poll(async () => (await storedTokens(page))?.access_token ?? null).toBeNull();
});

test('an invitation e-mail no longer signs anyone in: an old link shows the sign-in, then the invitation', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request);
  const invitee = await createAccount(request, { full_name: 'Hana Girma' });
  const added = await request.post('/api/user/employee', {
    headers: {
      authorization: `Bearer ${owner.session.accessToken}`,
      'x-tenant-id': owner.tenant.id,
      ...clientAddress(),
    },
    data: {
      full_name: 'Hana Girma',
      email: invitee.email,
      phone_number: '+251922334455',
      role: 'USER',
    },
  });
  expect(added.status()).toBe(201);
  // The e-mail carries no sign-in token any more: it sends the person to the app.
  let text = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as TOutboxResponse;
      text = outbox.docs.find((m) => m.to === invitee.email && /invit/i.test(m.text))?.text ?? '';
      return text;
    })
    .toBeTruthy();
  expect(text).not.toMatch(/invitation=/);
  expect(text).toMatch(/\/pharmacy\b/);

  // A link from before the change: the ordinary sign-in, with a word on where invitations are.
  await page.goto(`/login?invitation=stale-token&email=${encodeURIComponent(invitee.email)}`);
  await expect(page.getByText('Invitations are accepted after signing in')).toBeVisible();
  await signInOnLoginPage(page, invitee);
  await expect(page).toHaveURL(/\/pharmacy$/);
  await expect(
    page.getByRole('listitem', { name: `Invitation to ${owner.tenant.name}` }),
  ).toBeVisible();
  // Signing in did not make them a member: only their own pharmacy is listed.
  const list = page.getByRole('list', { name: 'Your pharmacies' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText(owner.tenant.name);
});

async function createSecondPharmacy(
  request: Parameters<typeof createAccount>[0],
  account: TestAccount,
): Promise<TTenantDetail> {
  const response = await request.post('/api/tenants', {
    headers: { authorization: `Bearer ${account.session.accessToken}` },
    data: {
      name: `${account.tenant.name} Piassa`,
      org_type: 'PHARMACY',
      address: 'Piassa, Churchill Avenue',
      city: 'Addis Ababa',
      tin_number: '0098765432',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as TTenantDetail;
}
