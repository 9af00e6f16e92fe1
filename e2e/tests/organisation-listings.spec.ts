import type { TShop } from '@dawa/contract';
import { createAccount, headersFor, signInBrowser, type TestAccount } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';
import { addMember } from '../support/tenancy.ts';

// Issue 31, decision 018: listings and the shop belong to the organisation. A member of the
// pharmacy's staff sees and manages what the pharmacy sells, whoever posted it; a member whose role
// does not post for it is told so instead of meeting a refusal at the end of the wizard.

/** `member` working in `owner`'s pharmacy, with `role` there. */
const workingIn = (
  member: TestAccount,
  owner: TestAccount,
  role: TestAccount['tenant']['role'],
): TestAccount => ({ ...member, tenant: { ...owner.tenant, role } });

test("a pharmacy's administrator sees its listings and shop, posted by its owner", async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await createAccount(request);
  const admin = await createAccount(request);
  await addMember(request, owner, owner.tenant.id, { member: admin, role: 'ADMIN' });
  const word = Date.now().toString(36);
  const listing = await publishListing(request, owner, { title: `Gauze rolls 10 cm ${word}` });
  const saved = await request.put('/api/shop', {
    headers: headersFor(owner, owner.tenant.id),
    data: { name: `Kenema shop ${word}`, address: 'Bole Road 12', city: 'Addis Ababa' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const shop = (await saved.json()) as TShop;

  const { problems } = watchForProblems(page);
  await signInBrowser(page, workingIn(admin, owner, 'ADMIN'));
  // The dashboard's listings are the pharmacy's: not "No listings yet".
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'My listings' });
  await expect(panel.getByRole('listitem', { name: listing.title })).toBeVisible();
  await expect(panel.getByText('No listings yet')).toHaveCount(0);

  // "My shop" is the pharmacy's shop, which the administrator may edit.
  await page.goto('/my-shop');
  await expect(page).toHaveURL(new RegExp(`/shop/${shop.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit shop' })).toBeVisible();
  await expect(page.getByText('1 listing', { exact: true })).toBeVisible();

  // The listing names the pharmacy as its seller and who posted it; the administrator manages it.
  await page.goto(`/listing/${listing.id}`);
  const seller = page.getByRole('heading', { name: 'Seller' }).locator('..');
  await expect(seller).toContainText(owner.tenant.name);
  await expect(seller).toContainText(`Posted by ${owner.fullName}`);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a member whose role does not post for the pharmacy is told so before filling the wizard', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request);
  const staff = await createAccount(request);
  await addMember(request, owner, owner.tenant.id, { member: staff, role: 'USER' });
  await signInBrowser(page, workingIn(staff, owner, 'USER'));
  await page.goto('/post/step-1-media-upload');
  await expect(
    page.getByText(`Only owners and administrators post for ${owner.tenant.name}`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose an organisation' })).toBeVisible();
  await page.goto('/my-shop');
  await expect(page.getByText('No shop yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up my shop' })).toHaveCount(0);
});
