import { readFile } from 'node:fs/promises';
import { AUDIT_CSV_COLUMNS } from '@dawa/contract';
import { createAccount, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { addMember } from '../support/tenancy.ts';

test('an owner changes a role, finds it in the activity log by action, and exports it as CSV', async ({
  page,
  request,
}) => {
  test.slow(); // two accounts, an invitation accepted, a role change, the log, a download
  const owner = await createAccount(request);
  const dawit = await createAccount(request, { full_name: 'Dawit Alemu' });
  await addMember(request, owner, owner.tenant.id, { member: dawit });
  await signInBrowser(page, owner);
  const { problems } = watchForProblems(page);

  // The change, made in the browser.
  await page.goto('/members');
  const row = page.getByRole('row').filter({ hasText: 'Dawit Alemu' });
  await row.getByRole('button', { name: 'Actions for Dawit Alemu' }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const roleForm = page.getByRole('form', { name: 'Change role' });
  await roleForm.getByRole('radio', { name: /^Admin/ }).check();
  await roleForm.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('Dawit Alemu is now Admin')).toBeVisible();

  // The log: everything first (the invitation, its acceptance, the role change).
  await page.goto('/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
  const entries = page.getByRole('table', { name: 'Log entries' });
  await expect(entries.getByRole('row').filter({ hasText: 'Invitation sent' })).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: 'Role changed' })).toBeVisible();

  // Filtered by action: the role change alone, and the filter is in the address.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Role changed' }).click();
  await expect(page).toHaveURL(/[?&]action=member-role-change/);
  await expect(entries.getByRole('row')).toHaveCount(2); // header + the change
  const change = entries.getByRole('row').filter({ hasText: 'Role changed' });
  await expect(change).toContainText(owner.fullName);
  // Read like a sentence: the member by name, the roles as the members screen names them.
  await expect(change).toContainText('Member “Dawit Alemu”');
  await expect(change).toContainText('Role: Member → Admin');
  await expect(change).not.toContainText(/USER|ADMIN|membership/);
  // A reload keeps the filter.
  await page.reload();
  await expect(entries.getByRole('row')).toHaveCount(2);

  // The detail: before and after, side by side.
  await change.click();
  const detail = page.getByRole('dialog', { name: 'Role changed' });
  const diff = detail.getByRole('table', { name: 'Before and after' });
  await expect(detail).toContainText('Member “Dawit Alemu”');
  await expect(diff.getByRole('row').filter({ hasText: 'Role' })).toContainText('MemberAdmin');
  await detail.getByRole('button', { name: 'Close' }).click();

  // The export is exactly the filter.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
  expect(lines).toHaveLength(2);
  // The same words as the screen, ids last.
  expect(lines[1]).toContain(
    `Role changed,${owner.fullName},${owner.email},Member,Dawit Alemu,Role: Member → Admin,`,
  );
  expect(lines[1]).toContain('member-role-change');
  // The same filter as a spreadsheet and as a printable page (docs/exports.md).
  for (const [name, extension, magic] of [
    ['Export Excel', 'xlsx', 'PK'],
    ['Export PDF', 'pdf', '%PDF-'],
  ] as const) {
    const next = page.waitForEvent('download');
    await page.getByRole('button', { name }).click();
    const file = await next;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^audit-log-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`),
    );
    expect((await readFile(await file.path())).subarray(0, magic.length).toString('latin1')).toBe(
      magic,
    );
  }
  expect(problems).toEqual([]);
});

test('a plain member is told the log is not theirs', async ({ page, request }) => {
  const owner = await createAccount(request);
  const member = await createAccount(request, { full_name: 'Hana Girma' });
  await addMember(request, owner, owner.tenant.id, { member });
  const memberTenant = { ...owner.tenant, role: 'USER' as const };
  await signInBrowser(page, { ...member, tenant: memberTenant });
  await page.goto('/logs');
  await expect(page.getByRole('alert')).toContainText(
    `The activity log is for the owners and administrators of ${owner.tenant.name}`,
  );
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
});
