import { MESSAGES, type TOutboxResponse } from '@dawa/contract';
import { createAccount, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { headersFor, newEmail } from '../support/tenancy.ts';

test('add a member by e-mail, see them listed, change their role, remove them', async ({
  page,
  request,
}) => {
  test.slow(); // a dozen steps: a refused form, an add, a second add, a role change, a removal
  const account = await createAccount(request);
  await signInBrowser(page, account);
  // 409: adding the same person twice, on purpose.
  const { problems } = watchForProblems(page, { allowStatuses: [409] });
  const email = newEmail('dawit');

  await page.goto('/members');
  await page.getByRole('link', { name: 'Add member' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add member' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add member' });
  await form.getByLabel('Full name').fill('Dawit Alemu');
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByLabel('Phone number').fill('09-11');
  await form.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();
  await expect(form.getByText(MESSAGES.phone)).toBeVisible();
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone number').fill('+251911000222');
  await form.getByRole('button', { name: 'Add and send invitation' }).click();

  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByText(`Dawit Alemu was added to ${account.tenant.name}`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Dawit Alemu' });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Member');
  // The invitation went out.
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as TOutboxResponse;
      return outbox.docs.some((m) => m.to === email);
    })
    .toBe(true);

  // Adding the same person twice is refused under the e-mail.
  await page.goto('/member');
  await form.getByLabel('Full name').fill('Dawit Alemu');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone number').fill('+251911000222');
  await form.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(form.getByText('This person is already a member of this pharmacy.')).toBeVisible();

  await page.goto('/members');
  await row.getByRole('button', { name: 'Actions for Dawit Alemu' }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  await expect(page).toHaveURL(/\/members\/change\?id=/);
  const roleForm = page.getByRole('form', { name: 'Change role' });
  await roleForm.getByRole('radio', { name: /^Admin/ }).check();
  await roleForm.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('Dawit Alemu is now Admin')).toBeVisible();
  await expect(page).toHaveURL(/\/member\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dawit Alemu' })).toBeVisible();
  await expect(page).toHaveTitle('Dawit Alemu | Dawa Addis');
  await expect(page.getByText(`Admin of ${account.tenant.name}`)).toBeVisible();

  await page.getByRole('button', { name: 'Remove from pharmacy' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Dawit Alemu?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByText(`Dawit Alemu was removed from ${account.tenant.name}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Dawit Alemu' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('members are paginated: ten a page, the page in the address', async ({ page, request }) => {
  const account = await createAccount(request);
  for (let i = 1; i <= 10; i += 1) {
    const response = await request.post('/api/user/employee', {
      headers: headersFor(account, account.tenant.id),
      data: {
        email: newEmail(`staff${i}`),
        full_name: `Staff ${String(i).padStart(2, '0')}`,
        phone_number: '+251922334455',
        role: 'USER',
      },
    });
    expect(response.status()).toBe(201);
  }
  await signInBrowser(page, account);
  await page.goto('/members');
  await expect(page.getByText('1–10 of 11 members')).toBeVisible();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/members\?page=2$/);
  await expect(page.getByText('11 of 11 members')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(2);
});

test('edit my profile: a validation error first, then saved', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInBrowser(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: account.fullName })).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/profile\/detail$/);

  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Username').fill('ab');
  await form.getByLabel('Full name').fill('');
  await form.getByLabel('Picture URL').fill('not a url');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText(MESSAGES.usernameMin)).toBeVisible();
  await expect(form.getByText(MESSAGES.fullNameRequired)).toBeVisible();
  await expect(form.getByText(MESSAGES.pictureInvalid)).toBeVisible();

  const username = `selam${Date.now().toString(36)}`;
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Full name').fill('Selam T. Bekele');
  await form.getByLabel('Picture URL').fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Selam T. Bekele' })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();
  // The account menu follows, and so does the server.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Selam T. Bekele')).toBeVisible();
  const me = await request.get('/api/auth/me', { headers: headersFor(account) });
  expect(((await me.json()) as { user: { username: string } }).user.username).toBe(username);
});

test('/users tells a non-administrator plainly, and the API refuses them', async ({
  page,
  signedIn,
  request,
}) => {
  const { problems } = watchForProblems(page);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('Only platform administrators')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const response = await request.get('/api/users', { headers: headersFor(signedIn) });
  expect(response.status()).toBe(403);
  // The page never asked for the list it may not see.
  expect(problems).toEqual([]);
});

test('a plain member sees the members but no way to change them', async ({ page, request }) => {
  const owner = await createAccount(request);
  const member = await createAccount(request, { full_name: 'Hirut Demissie' });
  const added = await request.post('/api/user/employee', {
    headers: headersFor(owner, owner.tenant.id),
    data: {
      email: member.email,
      full_name: member.fullName,
      phone_number: '+251922334455',
      role: 'USER',
    },
  });
  expect(added.status()).toBe(201);
  await signInBrowser(page, { ...member, tenant: { ...owner.tenant, role: 'USER' } });
  await page.goto('/members');
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('main').getByRole('link', { name: 'Add member' })).toHaveCount(0);
  await page.getByRole('button', { name: `Actions for ${owner.fullName}` }).click();
  await expect(page.getByRole('menuitem', { name: 'View details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Change role' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/members/change');
  await expect(page.getByText('Not allowed')).toBeVisible();
});

test('a platform administrator finds a user, disables and enables them', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, { email: 'platform.admin@e2e.dawa.test' });
  const other = await createAccount(request, { full_name: 'Tigist Alemayehu' });
  await signInBrowser(page, admin);
  await page.goto('/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(other.email);
  const table = page.getByRole('table', { name: 'Users' });
  const row = table.getByRole('row').filter({ hasText: other.email });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2); // header + the match

  await row.getByRole('button', { name: 'Disable Tigist Alemayehu' }).click();
  await page
    .getByRole('dialog', { name: 'Disable Tigist Alemayehu?' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(row.getByText('Disabled')).toBeVisible();
  // Disabling ends the user's sessions at once.
  const me = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${other.session.accessToken}` },
  });
  expect(me.status()).toBe(401);

  await row.getByRole('button', { name: 'Enable Tigist Alemayehu' }).click();
  await expect(row.getByText('Active')).toBeVisible();
});
