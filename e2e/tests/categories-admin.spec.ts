import { MESSAGES, type TCategory } from '@dawa/contract';
import { clientAddress, signInAsPlatformAdmin, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';

// The category tree of platform administrators: create a sub-category (the spec's messages
// under the fields first), find it, edit it, delete it.

const ADMIN_EMAIL = 'catalogue.admin@e2e.dawa.test';

test.describe.configure({ mode: 'serial' });

test('an administrator creates, edits and deletes a sub-category', async ({ page, request }) => {
  test.slow();
  const admin = await signInAsPlatformAdmin(request, ADMIN_EMAIL, 'Hanna Girma');
  await signInBrowser(page, admin);
  // 409: deleting a parent that has sub-categories, on purpose.
  const { problems } = watchForProblems(page, { allowStatuses: [409] });
  const name = `Antifungals ${Date.now().toString(36)}`;

  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const tree = page.getByRole('list', { name: 'Categories' });
  await expect(tree.getByRole('heading', { name: 'Medicines', exact: true })).toBeVisible();

  // Start a sub-category of Medicines; the form shows the spec's messages.
  await page.getByRole('button', { name: 'Add a sub-category to Medicines' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await expect(dialog.getByRole('combobox', { name: 'Parent category' })).toContainText(
    'Medicines',
  );
  await dialog.getByLabel('Description').fill('x');
  await dialog.getByLabel('Image URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(MESSAGES.categoryNameEmpty)).toBeVisible();
  await expect(dialog.getByText(MESSAGES.categoryDescriptionMin)).toBeVisible();
  await expect(dialog.getByText(MESSAGES.categoryImageInvalid)).toBeVisible();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Topical and oral antifungal medicines');
  await dialog.getByLabel('Image URL').fill('');
  await dialog.getByRole('switch', { name: 'Regulated' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} created`)).toBeVisible();

  // Search finds it under its parent, regulated and active.
  await page.getByRole('searchbox', { name: 'Search categories' }).fill(name);
  await expect(page).toHaveURL(/q=Antifungals/);
  const group = tree.getByRole('listitem', { name: 'Medicines' });
  const subs = group.getByRole('list', { name: 'Sub-categories of Medicines' });
  await expect(subs.getByRole('listitem')).toHaveCount(1);
  await expect(subs).toContainText(name);
  await expect(subs.getByText('Regulated')).toBeVisible();
  await expect(subs.getByText('Active')).toBeVisible();
  const created = (await (
    await request.get(
      `/api/sub-category?category=medicines&searchKey=${encodeURIComponent(name)}`,
      {
        headers: clientAddress(),
      },
    )
  ).json()) as { categories: TCategory[] };
  expect(created.categories.map((c) => [c.name, c.regulated])).toEqual([[name, true]]);

  // Deactivate it.
  await subs.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByRole('switch', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(subs.getByText('Inactive')).toBeVisible();

  // A parent with sub-categories cannot go: the API's reason is shown.
  await page.getByRole('searchbox', { name: 'Search categories' }).fill('');
  await tree.getByRole('button', { name: 'Delete Medicines', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete Medicines?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('This category has sub-categories.')).toBeVisible();

  // The new sub-category can.
  await page.getByRole('searchbox', { name: 'Search categories' }).fill(name);
  await subs.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`${name} deleted`)).toBeVisible();
  await expect(page.getByText(`No category matches “${name}”`)).toBeVisible();
  expect(problems).toEqual([]);
});

test('someone who is not a platform administrator is not allowed to manage categories', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  await page.goto('/categories');
  await expect(page.getByRole('alert').filter({ hasText: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New category' })).toHaveCount(0);
});
