import { INVITATION_STATUS_LABELS, MESSAGES, type TOutboxResponse } from '@dawa/contract';
import type { APIRequestContext } from '@playwright/test';
import {
  createAccount,
  signIn,
  signInAsPlatformAdmin,
  signInBrowser,
} from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { TEAL_PNG } from '../support/listings.ts';
import { addMember, headersFor, inviteMember, newEmail } from '../support/tenancy.ts';

test('invite by e-mail: the form checks, the answer is the invitation, it waits and can be withdrawn', async ({
  page,
  request,
}) => {
  test.slow(); // a refused form, an invitation, a second one of the same address, a withdrawal
  const account = await createAccount(request);
  await signInBrowser(page, account);
  const { problems } = watchForProblems(page);
  const email = newEmail('dawit');

  await page.goto('/members');
  await page.getByRole('link', { name: 'Invite member' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite member' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite member' });
  await form.getByLabel('Full name').fill('Dawit Alemu');
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByLabel('Phone number').fill('09-11');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();
  await expect(form.getByText(MESSAGES.phone)).toBeVisible();
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone number').fill('+251911000222');
  await form.getByRole('button', { name: 'Send invitation' }).click();

  // The answer is the invitation: what was typed and its state, no account behind it.
  await expect(page.getByText(`Invitation e-mailed to ${email}`)).toBeVisible();
  const sent = page.getByRole('region', { name: 'Invitation sent' });
  await expect(sent).toContainText(email);
  await expect(sent).toContainText('Dawit Alemu');
  await expect(sent).toContainText(INVITATION_STATUS_LABELS.PENDING);
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as TOutboxResponse;
      return outbox.docs.some((m) => m.to === email);
    })
    .toBe(true);

  // Not a member: the members list still holds the owner alone; the invitation waits.
  await sent.getByRole('link', { name: 'See invitations' }).click();
  await expect(page).toHaveURL(/\/members\?view=invitations$/);
  const invitations = page.getByRole('table', { name: 'Invitations' });
  const row = invitations.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Dawit Alemu');
  await expect(row).toContainText(INVITATION_STATUS_LABELS.PENDING);
  await expect(row).toContainText(account.fullName); // invited by
  await expect(row).toContainText(/Expires \d{1,2} \w{3} \d{4}/); // two weeks away: dated
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(2);

  // The same address again refreshes the one invitation rather than adding another.
  await page.goto('/member');
  await form.getByLabel('Full name').fill('Dawit Alemu');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone number').fill('+251911000222');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('region', { name: 'Invitation sent' })).toBeVisible();
  await page.goto('/members?view=invitations');
  await expect(invitations.getByRole('row').filter({ hasText: email })).toHaveCount(1);

  // Withdrawn: gone from the waiting ones, shown among all with its new state.
  await row.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: `Withdraw the invitation to ${email}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(`The invitation to ${email} was withdrawn`)).toBeVisible();
  await expect(page.getByText('No invitation is waiting for an answer')).toBeVisible();
  await page.getByLabel('Show').click();
  await page.getByRole('option', { name: 'All invitations' }).click();
  await expect(page).toHaveURL(/status=ALL/);
  await expect(row).toContainText(INVITATION_STATUS_LABELS.REVOKED);
  await expect(row.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a member who accepted: change their role, then remove them', async ({ page, request }) => {
  const account = await createAccount(request);
  const dawit = await createAccount(request, { full_name: 'Dawit Alemu' });
  await addMember(request, account, account.tenant.id, { member: dawit });
  await signInBrowser(page, account);
  // 409: inviting someone who is already a member, on purpose.
  const { problems } = watchForProblems(page, { allowStatuses: [409] });

  await page.goto('/members');
  const row = page.getByRole('row').filter({ hasText: 'Dawit Alemu' });
  await expect(row).toContainText(dawit.email);
  await expect(row).toContainText('Member');
  // Already a member: inviting the address again is refused under the e-mail.
  await page.goto('/member');
  const form = page.getByRole('form', { name: 'Invite member' });
  await form.getByLabel('Full name').fill('Dawit Alemu');
  await form.getByLabel('E-mail').fill(dawit.email);
  await form.getByLabel('Phone number').fill('+251911000222');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/user/employee'));
  await form.getByRole('button', { name: 'Send invitation' }).click();
  expect((await refused).status()).toBe(409);
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

test('invitations are paginated: ten a page, the page in the address', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  for (let i = 1; i <= 11; i += 1) {
    await inviteMember(request, account, account.tenant.id, {
      email: newEmail(`staff${i}`),
      fullName: `Staff ${String(i).padStart(2, '0')}`,
    });
  }
  await signInBrowser(page, account);
  await page.goto('/members?view=invitations');
  await expect(page.getByRole('tab', { name: /Invitations/ })).toContainText('11');
  await expect(page.getByText('1–10 of 11 invitations')).toBeVisible();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/members\?view=invitations&page=2$/);
  await expect(page.getByText('11 of 11 invitations')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invitations' }).getByRole('row')).toHaveCount(2);
});

test('members are paginated: ten a page, the page in the address', async ({ page, request }) => {
  test.slow(); // ten accounts sign up and accept
  const account = await createAccount(request);
  for (let i = 1; i <= 10; i += 1) {
    const staff = await createAccount(request, {
      full_name: `Staff ${String(i).padStart(2, '0')}`,
    });
    await addMember(request, account, account.tenant.id, { member: staff });
  }
  await signInBrowser(page, account);
  await page.goto('/members');
  await expect(page.getByText('1–10 of 11 members')).toBeVisible();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/members\?page=2$/);
  await expect(page.getByText('11 of 11 members')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(2);
});

test('edit my profile: validation errors first, then saved with an uploaded picture', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signInBrowser(page, account);
  const { problems } = watchForProblems(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: account.fullName })).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/profile\/detail$/);

  const form = page.getByRole('form', { name: 'Edit profile' });
  // The e-mail is not edited here (it changes with a code), and a picture is never a typed URL.
  await expect(form.getByLabel('E-mail')).toHaveCount(0);
  await expect(form.getByLabel(/Picture URL/)).toHaveCount(0);
  await form.getByLabel('Username').fill('ab');
  await form.getByLabel('Full name').fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText(MESSAGES.usernameMin)).toBeVisible();
  await expect(form.getByText(MESSAGES.fullNameRequired)).toBeVisible();
  await form.getByLabel('Username').fill('<script>');
  await expect(form.getByText(MESSAGES.usernameCharacters)).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Upload a picture' }).click();
  await (await chooser).setFiles([{ name: 'me.png', mimeType: 'image/png', buffer: TEAL_PNG }]);
  await expect(form.getByRole('button', { name: 'Upload a new picture' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Your picture' })).toBeVisible();

  const username = `selam${Date.now().toString(36)}`;
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Full name').fill('Selam T. Bekele');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Selam T. Bekele' })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();
  // The account menu follows, and so does the server.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Selam T. Bekele')).toBeVisible();
  const me = await request.get('/api/auth/me', { headers: headersFor(account) });
  const { user } = (await me.json()) as { user: { username: string; picture: string | null } };
  expect(user.username).toBe(username);
  expect(user.picture).toMatch(/\/api\/files\//);
  expect(problems).toEqual([]);
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
  await addMember(request, owner, owner.tenant.id, { member });
  await signInBrowser(page, { ...member, tenant: { ...owner.tenant, role: 'USER' } });
  const { problems } = watchForProblems(page);
  await page.goto('/members');
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('main').getByRole('link', { name: 'Invite member' })).toHaveCount(0);
  // The invitations are the managers' business: no tab, and the page never asks for them.
  await expect(page.getByRole('tab', { name: /Invitations/ })).toHaveCount(0);
  await page.getByRole('button', { name: `Actions for ${owner.fullName}` }).click();
  await expect(page.getByRole('menuitem', { name: 'View details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Change role' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/members/change');
  await expect(page.getByText('Not allowed')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a platform administrator finds a user, disables and enables them, makes them an administrator and takes it back', async ({
  page,
  request,
}) => {
  const admin = await signInAsPlatformAdmin(
    request,
    'platform.admin@e2e.dawa.test',
    'Platform Admin',
  );
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

  // Platform administration: asked first, shown on the row, taken back the same way.
  await row.getByRole('button', { name: 'Make Tigist Alemayehu a platform administrator' }).click();
  const grant = page.getByRole('dialog', {
    name: 'Make Tigist Alemayehu a platform administrator?',
  });
  await expect(grant.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await grant.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText('Tigist Alemayehu is now a platform administrator')).toBeVisible();
  await expect(row.getByText('Platform admin')).toBeVisible();
  const theirs = await request.get('/api/auth/me', {
    headers: headersFor(await signInAgain(request, other.email)),
  });
  expect(((await theirs.json()) as { isPlatformAdmin: boolean }).isPlatformAdmin).toBe(true);

  await row
    .getByRole('button', { name: 'Remove Tigist Alemayehu as platform administrator' })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove Tigist Alemayehu as platform administrator?' })
    .getByRole('button', { name: 'Remove admin' })
    .click();
  await expect(row.getByText('Platform admin')).toHaveCount(0);

  // Never on oneself: the administrator's own row offers neither.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(admin.email);
  const mine = table.getByRole('row').filter({ hasText: admin.email });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('button')).toHaveCount(0);
});

/** A fresh session (disabling ended the old ones). */
async function signInAgain(request: APIRequestContext, email: string) {
  return { session: await signIn(request, email) };
}
