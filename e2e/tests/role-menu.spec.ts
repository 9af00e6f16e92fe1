import type { Page } from '@playwright/test';
import { createAccount, signInAsPlatformAdmin, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';

// First loads on the shared, busy test machine take longer than the default wait.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

// The dashboard menu fits the person (issue 13): administration for platform administrators
// only, the organisation's own word for its type, and nothing that is not built yet.

const ADMIN_EMAIL = 'menu-admin@e2e.dawa.test';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

/** Opens every group of the menu, so its links can be read. */
async function openAllGroups(page: Page) {
  const closed = menu(page).locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

async function menuLinks(page: Page): Promise<string[]> {
  await openAllGroups(page);
  return menu(page).getByRole('link').allInnerTexts();
}

test('a pharmacy owner gets the pharmacy items, the shop and no administration', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.tenant.org_type).toBe('PHARMACY');
  const { problems } = watchForProblems(page);
  await page.goto('/dashboard');
  await expect(menu(page).getByRole('button', { name: 'Pharmacy' })).toBeVisible();
  const links = await menuLinks(page);
  expect(links).toEqual(
    expect.arrayContaining([
      'Dashboard',
      'My shop',
      'Favourites',
      'My organisations',
      'Members',
      'Help',
    ]),
  );
  expect(links).not.toContain('Moderation');
  expect(links).not.toContain('Users');
  await expect(menu(page).getByRole('button', { name: 'Administration' })).toHaveCount(0);
  await expect(page.getByText(/coming soon|not built yet/i)).toHaveCount(0);

  // Every link opens a built screen: never the "not built yet" page.
  await menu(page).getByRole('link', { name: 'My shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My shop' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up my shop' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an importer is an organisation, never called a pharmacy', async ({ page, request }) => {
  const importer = await createAccount(request, { org_type: 'IMPORTER', org_name: 'Abay Imports' });
  await signInBrowser(page, importer);
  await page.goto('/dashboard');
  await expect(menu(page).getByRole('button', { name: 'Organisation' })).toBeVisible();
  const links = await menuLinks(page);
  expect(links).toEqual(expect.arrayContaining(['My organisations', 'Create organisation']));
  expect(links.join('|')).not.toMatch(/pharmac/i);
  await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).not.toContainText(
    /pharmac/i,
  );
  await expect(page.getByText('Organisation', { exact: true }).first()).toBeVisible();
});

test('a platform administrator without an organisation gets administration, not "Create a pharmacy"', async ({
  page,
  request,
}) => {
  const admin = await signInAsPlatformAdmin(request, ADMIN_EMAIL, 'Tigist Admin');
  await signInBrowser(page, admin, { withTenant: false });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Platform overview' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Administration' })).toBeVisible();
  const links = await menuLinks(page);
  expect(links).toEqual(expect.arrayContaining(['Moderation', 'Users', 'Categories']));
  expect(links).not.toContain('Create pharmacy');
  expect(links).not.toContain('Onboarding');
  await expect(menu(page).getByRole('button', { name: 'Pharmacy' })).toHaveCount(0);
});

test('on a 360 px phone the menu is a drawer with the same items', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await openAllGroups(page);
  await expect(menu(page).getByRole('link', { name: 'My shop' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
