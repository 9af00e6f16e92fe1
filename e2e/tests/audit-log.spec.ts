import { readFile } from 'node:fs/promises';
import { AUDIT_CSV_COLUMNS } from '@dawa/contract';
import { createAccount, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { addMember, setRole } from '../support/tenancy.ts';

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

test('the log pages on, keeps its filter and order through reload and Back, and reads as cards on a phone', async ({
  page,
  request,
}) => {
  test.slow(); // 26 role changes, two languages, two widths
  const owner = await createAccount(request);
  const dawit = await createAccount(request, { full_name: 'Dawit Alemu' });
  await addMember(request, owner, owner.tenant.id, { member: dawit });
  // The invitation, its acceptance and 26 role changes: 28 entries, more than one page of 25.
  for (let i = 0; i < 26; i += 1)
    await setRole(request, owner, owner.tenant.id, dawit.session.user.id, i % 2 ? 'USER' : 'ADMIN');
  await signInBrowser(page, owner);
  const { problems } = watchForProblems(page);
  const shots = process.env.LOG_SHOTS_DIR;
  const shoot = async (name: string) => {
    if (shots)
      await page.screenshot({ path: `${shots}/${name}.png`, fullPage: name.endsWith('1280') });
  };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/logs');
  const entries = page.getByRole('table', { name: 'Log entries' });
  const rows = entries.getByRole('row');
  await expect(rows).toHaveCount(26); // the header and the first 25
  await expect(page.getByText('25 of 28 entries, newest first')).toBeVisible();
  await shoot('logs-en-1280');

  // The next page: the rest, the oldest last, and no more button.
  await page.getByRole('button', { name: 'Show older entries' }).click();
  await expect(rows).toHaveCount(29);
  await expect(page.getByText('28 of 28 entries, newest first')).toBeVisible();
  await expect(rows.last()).toContainText('Invitation sent');
  await expect(page.getByRole('button', { name: 'Show older entries' })).toHaveCount(0);

  // Oldest first, from the When header, kept in the address.
  await entries.getByRole('button', { name: 'When' }).click();
  await expect(page).toHaveURL(/[?&]sort=createdAt(&|$)/);
  await expect(rows.nth(1)).toContainText('Invitation sent');
  await expect(page.getByText('25 of 28 entries, oldest first')).toBeVisible();

  // A filter: in the address, through a reload, Back and Forward, and away and Back.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Invitation accepted' }).click();
  await expect(page).toHaveURL(/[?&]action=invitation-accepted/);
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveText('Invitation accepted');
  await expect(page).toHaveURL(/[?&]sort=createdAt/);
  await page.goBack();
  await expect(page).not.toHaveURL(/action=/);
  await expect(rows).toHaveCount(26);
  await page.goForward();
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]action=invitation-accepted/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Invitation accepted');

  // A bad address is the plain log, never an error.
  await page.goto('/logs?action=drop-table&from=2027-02-31&sort=-price');
  await expect(rows).toHaveCount(26);
  await expect(page.getByText('25 of 28 entries, newest first')).toBeVisible();

  // A phone: cards, nothing wider than the screen, a tap opens the entry.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/logs?action=member-role-change');
  const cards = page.getByRole('list', { name: 'Log entries' }).getByRole('listitem');
  await expect(cards).toHaveCount(25);
  await expect(cards.first()).toContainText('Role changed');
  await expect(cards.first()).toContainText('Member “Dawit Alemu”');
  await expect(cards.first()).toContainText(owner.fullName);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shoot('logs-en-360');
  await cards.first().getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Role changed' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  // In Amharic: the same screen in its words, still no sideways scroll.
  await page.context().addCookies([{ name: 'dawa_lang', value: 'am', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'የእንቅስቃሴ መዝገብ' })).toBeVisible();
  const amharicCards = page.getByRole('list', { name: 'የመዝገብ ግቤቶች' }).getByRole('listitem');
  await expect(amharicCards.first()).toContainText('ሚና ተቀይሯል');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shoot('logs-am-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/logs');
  await expect(page.getByRole('table', { name: 'የመዝገብ ግቤቶች' }).getByRole('row')).toHaveCount(26);
  await shoot('logs-am-1280');
  expect(problems).toEqual([]);
});
