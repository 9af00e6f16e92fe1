import { SHOP_MESSAGES, type TShop } from '@dawa/contract';
import { createAccount, headersFor, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';

// Issue 31: "Edit shop" edits the shop alone. The set-up wizard (which asks for a first product)
// is for a seller without a shop; a seller with one edits its own fields at /my-shop/edit.

test('a seller with a shop and listings edits its name and never meets the first-product step', async ({
  page,
  request,
}) => {
  test.slow();
  const seller = await createAccount(request);
  const word = Date.now().toString(36);
  const saved = await request.put('/api/shop', {
    headers: headersFor(seller, seller.tenant.id),
    data: {
      name: `Selam Pharmacy ${word}`,
      description: 'Medicines and supplies.',
      address: 'Bole Road, near Edna Mall',
      city: 'Addis Ababa',
      delivery_locations: [{ location_name: 'Bole', time_range: '2-4 hours' }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const shop = (await saved.json()) as TShop;
  await publishListing(request, seller, { title: `Gauze swabs ${word}` });
  await publishListing(request, seller, { title: `Surgical gloves ${word}` });

  await signInBrowser(page, seller);
  const { problems } = watchForProblems(page);
  await page.goto(`/shop/${shop.id}`);
  await expect(page.getByText('2 listings', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Edit shop' }).click();

  await expect(page).toHaveURL(/\/my-shop\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit shop' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Shop name' });
  await expect(name).toHaveValue(shop.name);
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Addis Ababa');
  await expect(
    page.getByRole('group', { name: 'Delivery location 1' }).getByRole('textbox', {
      name: 'Location',
    }),
  ).toHaveValue('Bole');
  // The shop's own fields, not a product's.
  await expect(page.getByText(/first product/i)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);

  // The shared schema's message, before anything is sent.
  await name.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(SHOP_MESSAGES.nameRequired)).toBeVisible();

  const newName = `Selam Pharmacy Kazanchis ${word}`;
  await name.fill(newName);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/shop/${shop.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('2 listings', { exact: true })).toBeVisible();
  await expect(page.getByText('Bole · 2-4 hours')).toBeVisible();

  // Saved as the API tells it, the rest of the shop unchanged and no listing added.
  const mine = await request.get('/api/shop', { headers: headersFor(seller, seller.tenant.id) });
  expect(await mine.json()).toMatchObject({
    id: shop.id,
    name: newName,
    description: 'Medicines and supplies.',
    city: 'Addis Ababa',
    delivery_locations: [{ location_name: 'Bole', time_range: '2-4 hours' }],
    listings: 2,
  });

  // The set-up wizard is for a first shop: with one, its first step opens Edit shop instead.
  await page.goto('/shop/step-1-setup-shop');
  await expect(page).toHaveURL(/\/my-shop\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Shop name' })).toHaveValue(newName);
  await expect(page.getByText(/first product/i)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('Edit shop without a shop offers to set one up', async ({ page, request }) => {
  const seller = await createAccount(request);
  await signInBrowser(page, seller);
  await page.goto('/my-shop/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit shop' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You have no shop yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up my shop' })).toHaveAttribute(
    'href',
    '/shop/step-1-setup-shop',
  );
});
