import type { Page } from '@playwright/test';
import { MESSAGES, SHOP_MESSAGES, type TShop } from '@dawa/contract';
import { createAccount, headersFor, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { AMBER_PNG, TEAL_PNG } from '../support/listings.ts';

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

async function chooseFile(page: Page, button: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles([{ name, mimeType: 'image/png', buffer }]);
}

test('a seller sets up a shop with a delivery location and a first product, then sees its page', async ({
  page,
  request,
}) => {
  test.slow();
  // An account of its own: the worker's shared one may already have a shop and listings.
  const signedIn = await createAccount(request);
  await signInBrowser(page, signedIn);
  // The wizard asks for the caller's shop first: 404 is the answer while there is none.
  const { problems } = watchForProblems(page, { allowStatuses: [404] });
  const shopName = `Selam Pharmacy Bole ${String(Date.now())}`;
  await page.goto('/shop/step-1-setup-shop');
  await heading(page, 'Set up shop: basics');

  // Step 1: name (required), description, logo.
  await next(page);
  await expect(page.getByText(SHOP_MESSAGES.nameRequired)).toBeVisible();
  await page.getByRole('textbox', { name: 'Shop name' }).fill(shopName);
  await page
    .getByRole('textbox', { name: 'Description (optional)' })
    .fill('Medicines and supplies, open until 10 pm.');
  await chooseFile(page, 'Upload logo', 'logo.png', TEAL_PNG);
  await expect(page.getByRole('img', { name: 'Shop logo' })).toBeVisible();
  await next(page);

  // Step 2: address and city; a delivery location row needs its name and time range.
  await heading(page, 'Set up shop: location');
  await page.getByRole('textbox', { name: 'Address' }).fill('Bole Road, near Edna Mall');
  await page.getByRole('textbox', { name: 'City' }).fill('Addis Ababa');
  await page.getByRole('textbox', { name: 'Shop phone (optional)' }).fill('+251911223344');
  await page.getByRole('button', { name: 'Add a delivery location' }).click();
  const row = page.getByRole('group', { name: 'Delivery location 1' });
  await row.getByRole('textbox', { name: 'Location' }).fill('Bole');
  await next(page);
  await expect(row.getByText(MESSAGES.timeRangeRequired)).toBeVisible();
  await row.getByRole('textbox', { name: 'Delivery time' }).fill('2-4 hours');
  // A second row, added then removed again.
  await page.getByRole('button', { name: 'Add a delivery location' }).click();
  await page.getByRole('button', { name: 'Remove delivery location 2' }).click();
  await expect(page.getByRole('group', { name: 'Delivery location 2' })).toHaveCount(0);
  await next(page);

  // Step 3: the first product, with a photo; a reload keeps what was typed.
  await heading(page, 'Set up shop: first product');
  await chooseFile(page, 'Add photos', 'paracetamol.png', AMBER_PNG);
  await expect(page.getByRole('img', { name: 'Photo 1 (primary)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Paracetamol 500 mg, box of 100');
  await page.reload();
  await heading(page, 'Set up shop: first product');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Paracetamol 500 mg, box of 100',
  );
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Sealed boxes from the manufacturer, expiry March 2028.');
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Medicines' }).click();
  await page.getByRole('combobox', { name: 'Sub-category' }).click();
  await page.getByRole('option', { name: 'Analgesics & pain relief' }).click();
  await page.getByRole('textbox', { name: 'Price' }).fill('1,250');
  // The shop's phone is the product's contact phone unless changed.
  await expect(page.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('+251911223344');
  await next(page);

  // Step 4: nothing required.
  await heading(page, 'Set up shop: additional info');
  await next(page);

  // Step 5: everything, then Publish.
  await heading(page, 'Set up shop: review');
  await expect(page.getByRole('region', { name: 'Shop' })).toContainText(shopName);
  await expect(page.getByRole('region', { name: 'Location' })).toContainText('Bole (2-4 hours)');
  const product = page.getByRole('region', { name: 'First product' });
  await expect(product).toContainText('Analgesics & pain relief');
  await expect(product).toContainText('ETB 1,250');
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  await heading(page, 'Set up shop: done');
  await expect(page.getByText(shopName)).toBeVisible();

  // The shop is saved as the API tells it.
  const mine = await request.get('/api/shop', {
    headers: headersFor(signedIn, signedIn.tenant.id),
  });
  expect(mine.ok()).toBe(true);
  const shop = (await mine.json()) as TShop;
  expect(shop).toMatchObject({
    name: shopName,
    city: 'Addis Ababa',
    delivery_locations: [{ location_name: 'Bole', time_range: '2-4 hours' }],
    listings: 1,
  });
  expect(shop.logo).toMatch(/^\/api\/files\/uploads\//);

  // The public page: details, delivery, and the product in the listing grid.
  await page.getByRole('link', { name: 'View your shop' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${shop.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
  await expect(page.getByText('Bole Road, near Edna Mall, Addis Ababa')).toBeVisible();
  await expect(page.getByText('Bole · 2-4 hours')).toBeVisible();
  await expect(page.getByText('1 listing', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Paracetamol 500 mg, box of 100/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit shop' })).toBeVisible();

  // A search within the shop, from its address: nothing matches, then everything again.
  await page.goto(`/shop/${shop.id}?q=stethoscope`);
  await expect(page.getByRole('heading', { name: 'Nothing in this shop matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all listings' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${shop.id}$`));
  await expect(page.getByRole('link', { name: /Paracetamol 500 mg, box of 100/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a guest keeps a draft, cannot skip steps, and is asked to sign in to upload', async ({
  page,
}) => {
  test.slow();
  await page.goto('/shop/step-1-setup-shop');
  await heading(page, 'Set up shop: basics');
  await page.getByRole('textbox', { name: 'Shop name' }).fill('Guest shop');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await next(page);
  await heading(page, 'Set up shop: location');
  // Skipping ahead is not possible: the first step not done opens instead.
  await page.goto('/shop/step-5-review');
  await heading(page, 'Set up shop: location');
  await page.goto('/shop/step-1-setup-shop');
  await expect(page.getByRole('textbox', { name: 'Shop name' })).toHaveValue('Guest shop');
});

test('an unknown shop shows a not-found state', async ({ page }) => {
  await page.goto('/shop/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
});
