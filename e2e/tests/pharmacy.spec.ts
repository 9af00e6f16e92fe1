import { MESSAGES } from '@dawa/contract';
import { createAccount, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  addMember,
  inviteMember,
  leavePharmacy,
  setRole,
  sidebarPharmacy,
} from '../support/tenancy.ts';

test('create a second pharmacy, then switch between the two: sidebar and data follow', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const first = account.tenant;
  // The first pharmacy has a colleague; the new one will have only its owner.
  const hana = await createAccount(request, { full_name: 'Hana Girma' });
  await addMember(request, account, first.id, { member: hana });
  await signInBrowser(page, account);
  const { problems } = watchForProblems(page);

  await page.goto('/pharmacy');
  const list = page.getByRole('list', { name: 'Your pharmacies' });
  const rowOf = (name: string) =>
    list.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(rowOf(first.name)).toContainText('Current');

  await page.getByRole('link', { name: 'Create pharmacy' }).first().click();
  await expect(page).toHaveURL(/\/pharmacy\/create$/);
  const form = page.getByRole('form', { name: 'New pharmacy' });
  await form.getByLabel('Address').fill('abc');
  await form.getByRole('button', { name: 'Create pharmacy' }).click();
  await expect(form.getByText(MESSAGES.orgNameRequired)).toBeVisible();
  await expect(form.getByText(MESSAGES.addressShort)).toBeVisible();

  const secondName = `Piassa ${first.name}`;
  await form.getByLabel('Pharmacy name').fill(secondName);
  await form.getByLabel('Address').fill('Piassa, Churchill Avenue');
  await form.getByLabel('City').fill('Addis Ababa');
  await form.getByLabel('TIN number').fill('0098765432');
  await form.getByRole('button', { name: 'Create pharmacy' }).click();

  // The new pharmacy is chosen at once: the list marks it, the sidebar names it.
  await expect(page).toHaveURL(/\/pharmacy$/);
  await expect(sidebarPharmacy(page, secondName)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(rowOf(secondName)).toContainText('Current');
  await page.goto('/members');
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByText('Hana Girma')).toHaveCount(0);

  // The choice survives a reload (issue 13): the same pharmacy is named, its own members show.
  await page.reload();
  await expect(sidebarPharmacy(page, secondName)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(2);

  // Back to the first: its own members show.
  await page.goto('/pharmacy');
  await page.getByRole('button', { name: `Switch to ${first.name}` }).click();
  await expect(page.getByText(`Now working in ${first.name}`)).toBeVisible();
  await expect(sidebarPharmacy(page, first.name)).toBeVisible();
  await expect(rowOf(first.name)).toContainText('Current');
  await page.goto('/members');
  await expect(page.getByText('Hana Girma')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(3);
  expect(problems).toEqual([]);
});

test('an owner opens a branch, works in it, and finds the way back', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInBrowser(page, account);
  await page.goto('/branch');
  await expect(page.getByRole('heading', { name: 'No branches yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add branch' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add branch' });
  await dialog.getByRole('button', { name: 'Add branch' }).click();
  await expect(dialog.getByText(MESSAGES.orgNameRequired)).toBeVisible();
  await expect(dialog.getByText(MESSAGES.cityShort)).toBeVisible();
  await dialog.getByLabel('Branch name').fill('Arat Kilo Branch');
  await dialog.getByLabel('Address').fill('Arat Kilo, building 4');
  await dialog.getByLabel('City').fill('Addis Ababa');
  await dialog.getByRole('button', { name: 'Add branch' }).click();
  await expect(dialog).toBeHidden();

  const branches = page.getByRole('list', { name: `Branches of ${account.tenant.name}` });
  const row = branches.getByRole('listitem').filter({ hasText: 'Arat Kilo Branch' });
  await expect(row).toContainText('Owner');
  // The same name twice is refused, under the name.
  await page.getByRole('button', { name: 'Add branch' }).first().click();
  await dialog.getByLabel('Branch name').fill('arat kilo branch');
  await dialog.getByLabel('Address').fill('Arat Kilo, building 5');
  await dialog.getByLabel('City').fill('Addis Ababa');
  await dialog.getByRole('button', { name: 'Add branch' }).click();
  await expect(
    dialog.getByText('This pharmacy already has a branch with this name.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Switch to Arat Kilo Branch' }).click();
  await expect(sidebarPharmacy(page, 'Arat Kilo Branch')).toBeVisible();
  await expect(
    page.getByText(`Arat Kilo Branch is a branch of ${account.tenant.name}`),
  ).toBeVisible();
  await page.getByRole('button', { name: `Switch to ${account.tenant.name}` }).click();
  await expect(sidebarPharmacy(page, account.tenant.name)).toBeVisible();
  await expect(branches.getByRole('listitem')).toHaveCount(1);
});

test('a new joiner waits for an invitation, accepts it and switches to the pharmacy', async ({
  page,
  request,
}) => {
  // Someone who left their only pharmacy is a new joiner again.
  const joiner = await createAccount(request);
  const owner = await createAccount(request);
  const pharmacy = joiner.tenant;
  await addMember(request, joiner, pharmacy.id, { member: owner, role: 'ADMIN' });
  await setRole(request, joiner, pharmacy.id, owner.session.user.id, 'OWNER');
  await leavePharmacy(request, joiner, pharmacy.id);

  await signInBrowser(page, joiner, { withTenant: false });
  const { problems } = watchForProblems(page);
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('Waiting for an invitation')).toBeVisible();
  await expect(page.getByText(joiner.email, { exact: true })).toBeVisible();

  await inviteMember(request, owner, pharmacy.id, {
    email: joiner.email,
    fullName: joiner.fullName,
  });
  await page.getByRole('button', { name: 'Check again' }).click();
  const invitation = page.getByRole('listitem', { name: `Invitation to ${pharmacy.name}` });
  await expect(invitation).toContainText(`Invited by ${owner.fullName}`);
  await expect(invitation).toContainText('Member');
  await invitation
    .getByRole('button', { name: `Accept the invitation to ${pharmacy.name}` })
    .click();
  const joined = page.getByRole('dialog', { name: `You joined ${pharmacy.name}` });
  await joined.getByRole('button', { name: `Switch to ${pharmacy.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebarPharmacy(page, pharmacy.name)).toBeVisible();
  expect(problems).toEqual([]);
});

test('onboarding is not offered to someone who already has an organisation', async ({
  page,
  request,
}) => {
  // Issue 31: an owner of two pharmacies was offered /onboarding.
  const owner = await createAccount(request);
  await signInBrowser(page, owner, { withTenant: false });
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'You already have an organisation' }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'New pharmacy' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Choose your organisation' }).click();
  await expect(page).toHaveURL(/\/pharmacy$/);
});

test('a new joiner creates their first pharmacy from onboarding', async ({ page, request }) => {
  const joiner = await createAccount(request);
  const other = await createAccount(request);
  await addMember(request, joiner, joiner.tenant.id, { member: other, role: 'ADMIN' });
  await setRole(request, joiner, joiner.tenant.id, other.session.user.id, 'OWNER');
  await leavePharmacy(request, joiner, joiner.tenant.id);

  await signInBrowser(page, joiner, { withTenant: false });
  await page.goto('/pharmacy');
  await expect(page.getByText('You do not belong to any pharmacy yet')).toBeVisible();
  await page.getByRole('link', { name: 'How to join one' }).click();
  const form = page.getByRole('form', { name: 'New pharmacy' });
  await form.getByLabel('Pharmacy name').fill('Marta Pharmacy');
  await form.getByLabel('Address').fill('Kazanchis, Africa Avenue');
  await form.getByLabel('City').fill('Addis Ababa');
  await form.getByLabel('TIN number').fill('0011223344');
  await form.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebarPharmacy(page, 'Marta Pharmacy')).toBeVisible();
});

test('a plain member sees the branches but cannot add one', async ({ page, request }) => {
  const owner = await createAccount(request);
  const member = await createAccount(request);
  await addMember(request, owner, owner.tenant.id, { member });
  await signInBrowser(page, { ...member, tenant: { ...owner.tenant, role: 'USER' } });
  await page.goto('/branch');
  await expect(page.getByRole('heading', { name: 'No branches yet' })).toBeVisible();
  await expect(page.getByText('Owners and administrators can add them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add branch' })).toHaveCount(0);
});

test('a member leaves a pharmacy from the list; the last owner cannot', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request);
  const member = await createAccount(request);
  await addMember(request, owner, owner.tenant.id, { member });
  await signInBrowser(page, member);
  await page.goto('/pharmacy');
  const list = page.getByRole('list', { name: 'Your pharmacies' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Their own pharmacy: they are its only owner.
  await page.getByRole('button', { name: `Leave ${member.tenant.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Leave ${member.tenant.name}?` });
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByText('A pharmacy needs at least one owner')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: `Leave ${owner.tenant.name}` }).click();
  await page
    .getByRole('dialog', { name: `Leave ${owner.tenant.name}?` })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page.getByText(`You left ${owner.tenant.name}`)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText(owner.tenant.name);
});
