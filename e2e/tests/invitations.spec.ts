import {
  INVITATION_STATUS_LABELS,
  type TTenantListResponse,
  type TTenantInvitationListResponse,
} from '@dawa/contract';
import { createAccount, headersFor, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { addMember, inviteMember, sidebarPharmacy } from '../support/tenancy.ts';

/** A date as the app writes it: "12 Mar 2027". */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

// Joining a pharmacy is consented to (issue 12): an invitation waits for the person's answer in
// the app; until then they are not a member and the pharmacy sees only what it typed.

test('an invited user is not a member until they accept in the app; then they switch to it and the inviter sees Accepted', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two people, two browsers
  const owner = await createAccount(request, { full_name: 'Abebe Kebede' });
  const invitee = await createAccount(request, { full_name: 'Hana Girma' });
  const pharmacy = owner.tenant;
  const invitation = await inviteMember(request, owner, pharmacy.id, {
    email: invitee.email,
    fullName: 'Hana from the store room',
    role: 'ADMIN',
  });
  // The pharmacy learns nothing of the account: what it typed, and the state.
  expect(invitation).toMatchObject({
    email: invitee.email,
    full_name: 'Hana from the store room',
    status: 'PENDING',
  });
  expect(JSON.stringify(invitation)).not.toContain(invitee.session.user.id);

  // Not a member yet, on either side.
  const theirs = await request.get('/api/tenants/mine', { headers: headersFor(invitee) });
  const theirNames = ((await theirs.json()) as TTenantListResponse).docs.map((t) => t.name);
  expect(theirNames).not.toContain(pharmacy.name);
  const asMember = await request.get('/api/tenants/current', {
    headers: headersFor(invitee, pharmacy.id),
  });
  expect(asMember.status()).toBe(404); // as if there were no such pharmacy

  // The invitee sees it in the app: a badge on the account menu, a notice on the dashboard.
  await signInBrowser(page, invitee);
  const { problems } = watchForProblems(page);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('button', { name: 'Account menu, 1 pharmacy invitation' }),
  ).toBeVisible();
  const notice = page.getByRole('region', { name: 'A pharmacy invited you' });
  const item = notice.getByRole('listitem', { name: `Invitation to ${pharmacy.name}` });
  await expect(item).toContainText('Pharmacy · Addis Ababa');
  await expect(item).toContainText('Admin');
  await expect(item).toContainText('Invited by Abebe Kebede');
  await expect(item).toContainText(`Expires ${dayOf(invitation.expiresAt)}`);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: '1 pharmacy invitation' }).click();
  await expect(page).toHaveURL(/\/pharmacy$/);

  const list = page.getByRole('list', { name: 'Your pharmacies' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page
    .getByRole('listitem', { name: `Invitation to ${pharmacy.name}` })
    .getByRole('button', { name: `Accept the invitation to ${pharmacy.name}` })
    .click();
  await expect(page.getByText(`You joined ${pharmacy.name}`).first()).toBeVisible();
  const joined = page.getByRole('dialog', { name: `You joined ${pharmacy.name}` });
  await expect(joined).toContainText('You are now an Admin');
  await joined.getByRole('button', { name: `Switch to ${pharmacy.name}` }).click();
  await expect(joined).toBeHidden();
  await expect(page.getByText(`Now working in ${pharmacy.name}`)).toBeVisible();
  await expect(sidebarPharmacy(page, pharmacy.name)).toBeVisible();
  // My pharmacies refreshed: the joined one is there, and the current one.
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: pharmacy.name })).toContainText(
    'Current',
  );
  await expect(page.getByRole('region', { name: /invited you/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/members');
  await expect(page.getByRole('row').filter({ hasText: invitee.email })).toContainText('Admin');
  expect(problems).toEqual([]);

  // The inviter's list says Accepted.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInBrowser(ownerPage, owner);
  await ownerPage.goto('/members?view=invitations&status=ACCEPTED');
  const row = ownerPage
    .getByRole('table', { name: 'Invitations' })
    .getByRole('row')
    .filter({ hasText: invitee.email });
  await expect(row).toContainText(INVITATION_STATUS_LABELS.ACCEPTED);
  await expect(row).toContainText('Hana from the store room');
  await ownerContext.close();
});

test('declining asks first; the pharmacy sees Declined and the person never joins', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request);
  const invitee = await createAccount(request);
  const pharmacy = owner.tenant;
  await inviteMember(request, owner, pharmacy.id, {
    email: invitee.email,
    fullName: invitee.fullName,
  });
  await signInBrowser(page, invitee);
  await page.goto('/pharmacy');
  const item = page.getByRole('listitem', { name: `Invitation to ${pharmacy.name}` });
  await item.getByRole('button', { name: `Decline the invitation to ${pharmacy.name}` }).click();
  const confirm = page.getByRole('dialog', {
    name: `Decline the invitation to ${pharmacy.name}?`,
  });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(`You declined the invitation to ${pharmacy.name}.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Your pharmacies' })).not.toContainText(
    pharmacy.name,
  );

  const listed = await request.get(`/api/tenants/${pharmacy.id}/invitations?status=ALL`, {
    headers: headersFor(owner, pharmacy.id),
  });
  const docs = ((await listed.json()) as TTenantInvitationListResponse).docs;
  expect(docs.find((i) => i.email === invitee.email)?.status).toBe('DECLINED');
});

test("a manager's member page offers no account fields: role and removal only", async ({
  page,
  request,
}) => {
  const owner = await createAccount(request);
  const member = await createAccount(request, { full_name: 'Tigist Alemayehu' });
  await addMember(request, owner, owner.tenant.id, { member });
  await signInBrowser(page, owner);
  const { problems } = watchForProblems(page);

  await page.goto(`/member?id=${member.session.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tigist Alemayehu' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('form')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Remove from pharmacy' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Change role' })).toBeVisible();
  // The only button removes; nothing offers to edit the person.
  await expect(main.getByRole('button')).toHaveText(['Remove from pharmacy']);
  await expect(main.getByRole('link', { name: /edit/i })).toHaveCount(0);

  // The role form holds the member and the role: nothing about their account.
  await main.getByRole('link', { name: 'Change role' }).click();
  const roleForm = page.getByRole('form', { name: 'Change role' });
  await expect(roleForm.getByRole('textbox')).toHaveCount(0);
  await expect(roleForm.getByLabel(/e-mail|phone|username|picture/i)).toHaveCount(0);

  // And the API agrees: another person's account is not the pharmacy's to edit.
  const edit = await request.put(`/api/user/${member.session.user.id}`, {
    headers: headersFor(owner, owner.tenant.id),
    data: { full_name: 'Someone else' },
  });
  expect(edit.status()).toBe(403);
  expect(problems).toEqual([]);
});
