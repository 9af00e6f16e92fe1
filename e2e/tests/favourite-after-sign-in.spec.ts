import type { APIRequestContext } from '@playwright/test';
import type { TPostListResponse } from '@dawa/contract';
import { createAccount, headersFor, type TestAccount } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';

// First loads on the shared, busy test machine take longer than the default wait.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
import { publishListing } from '../support/listings.ts';

// Favourites before sign-in (issue 13): a visitor's heart asks them to sign in, and the listing
// is saved right after, once, on the same page.

async function listingBy(request: APIRequestContext, seller: TestAccount, title: string) {
  return publishListing(request, seller, {
    title,
    description: 'Sealed boxes of 100 gloves, powder free, size M.',
    price: 640,
    location: 'Bole',
  });
}

async function savedIds(request: APIRequestContext, account: TestAccount): Promise<string[]> {
  const response = await request.get('/api/saved-posts?limit=50', { headers: headersFor(account) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as TPostListResponse).posts.posts.map((p) => p.id);
}

test('a visitor taps the heart, signs in, and the listing is saved on the same page', async ({
  page,
  request,
}) => {
  const seller = await createAccount(request, { full_name: 'Abebe Seller' });
  const buyer = await createAccount(request, { full_name: 'Hirut Buyer' });
  const title = `Nitrile gloves ${Date.now().toString(36)}`;
  const post = await listingBy(request, seller, title);
  const { problems } = watchForProblems(page);

  await page.goto(`/listing/${post.id}`);
  await page
    .getByRole('button', { name: `Save ${title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to Dawa Addis' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail').fill(buyer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(buyer.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText(`Saved “${title}”`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/listing/${post.id}$`));
  await expect.poll(() => savedIds(request, buyer)).toContain(post.id);

  // Once: a reload shows it saved, and does not save again or say so again.
  await page.reload();
  await expect(
    page.getByRole('button', { name: `Remove ${title} from saved` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Saved “${title}”`)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a visitor who declines to sign in saves nothing later', async ({ page, request }) => {
  const seller = await createAccount(request, { full_name: 'Almaz Seller' });
  const buyer = await createAccount(request, { full_name: 'Dawit Buyer' });
  const title = `Surgical masks ${Date.now().toString(36)}`;
  const post = await listingBy(request, seller, title);

  await page.goto(`/listing/${post.id}`);
  await page
    .getByRole('button', { name: `Save ${title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to Dawa Addis' });
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(dialog).toBeHidden();

  // Signing in later, for something else, does not save what was declined.
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await dialog.getByLabel('E-mail').fill(buyer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(buyer.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back !')).toBeVisible();
  await expect(page.getByRole('button', { name: `Save ${title}` }).first()).toBeVisible();
  expect(await savedIds(request, buyer)).not.toContain(post.id);
});
