import { POST_MESSAGES, type TCategory, type TPost } from '@dawa/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, signInBrowser, type TestAccount } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPost, openCategory, uploadImage } from '../support/listings.ts';

// Browsing the marketplace: the front page's grid and search, a listing's page, the heart (the
// login dialog for a guest, /fav for a signed-in buyer), /search with its filters in the address,
// reporting a listing, and what the seller sees on their own listing.

let sequence = 0;
/** A word no other test's listing carries, so a search finds exactly ours. */
const uniqueWord = () => `zq${Date.now().toString(36)}${process.pid}${(sequence += 1)}`;

/** A published listing made through the API: upload a photo, then POST /post. */
async function postListing(
  request: APIRequestContext,
  seller: TestAccount,
  fields: { title: string; price?: number; negotiable?: boolean; bulk?: boolean },
): Promise<TPost & { parent: TCategory; sub: TCategory }> {
  const { parent, sub } = await openCategory(request);
  const files = await uploadImage(request, seller);
  const post = await createPost(request, seller, {
    medias: files.map((f) => ({ name: f.name, url: f.url, isPrimary: true })),
    title: fields.title,
    description: 'Sealed boxes of 100 gloves, powder free, with invoice.',
    category: parent.id,
    sub_category: sub.id,
    condition: 'NEW',
    ...(fields.price !== undefined && { price: fields.price }),
    negotiable: fields.negotiable ?? false,
    contactPhone: '+251911223344',
    location: 'Merkato',
    delivery_available: true,
    warranty_note: 'Replaced if the seal is broken',
    ...(fields.bulk && { bulk_available: true, bulk_price: 1100, bulk_quantity: 50 }),
  });
  expect(post.compliance_status).toBe('APPROVED');
  return { ...post, parent, sub };
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a guest finds a listing from the front page, opens it, and is asked to sign in to save', async ({
  page,
  request,
}) => {
  test.slow(); // two accounts' worth of set-up and a walk through four screens
  const seller = await createAccount(request);
  const word = uniqueWord();
  const title = `Nitrile gloves ${word}`;
  const post = await postListing(request, seller, { title, price: 1250.5, bulk: true });
  const { problems } = watchForProblems(page);

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search listings' }).fill(word);
  const found = card(page, title);
  await expect(found).toBeVisible();
  await expect(found).toContainText('ETB 1,250.50');
  await expect(found).toContainText('Bulk');
  await expect(
    page.getByRole('list', { name: 'Matching listings' }).getByRole('article'),
  ).toHaveCount(1);

  // The heart asks a guest to sign in; nothing is saved.
  await found.getByRole('button', { name: `Save ${title}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await found.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${post.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Dawa Addis`);
  // The listing's own price comes first: "Similar listings" further down may hold another
  // listing at the same price (other tests post in the same sub-category at the same time).
  await expect(page.getByText('ETB 1,250.50', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${post.parent.name} › ${post.sub.name}`)).toBeVisible();
  await expect(page.getByText('ETB 1,100 each from 50 units')).toBeVisible();
  await expect(page.getByText('Replaced if the seal is broken')).toBeVisible();
  await expect(page.getByText(seller.fullName)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with seller' })).toHaveAttribute(
    'href',
    `/chat?seller=${seller.session.user.id}&post=${post.id}`,
  );
  // The seller's phone is one tap away, and then a call.
  await expect(page.getByText('+251 91 122 3344')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show phone number' }).click();
  const call = page.getByRole('link', { name: 'Call +251 91 122 3344' });
  await expect(call).toBeFocused();
  await expect(call).toHaveAttribute('href', 'tel:+251911223344');

  await page.getByRole('button', { name: 'Report listing' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // Back on the front page, the search is still there (it lives in the address).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/\\?q=${word}$`));
  await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue(word);
  await expect(card(page, title)).toBeVisible();

  // A listing that does not exist is a friendly page, not a crash.
  await page.goto('/listing/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This listing is not here' }),
  ).toBeVisible();
  expect(problems.filter((p) => !p.includes('/api/post/00000000'))).toEqual([]);
});

test('the front page grid goes on as the visitor scrolls', async ({ page, request }) => {
  test.slow(); // a dozen listings to post first
  const seller = await createAccount(request);
  const word = uniqueWord();
  const { parent, sub } = await openCategory(request);
  const [photo] = await uploadImage(request, seller);
  if (!photo) throw new Error('no upload');
  for (let n = 1; n <= 12; n++)
    await createPost(request, seller, {
      medias: [{ name: photo.name, url: photo.url }],
      title: `Gauze roll ${word} ${String(n)}`,
      description: 'Sterile gauze rolls, 10 cm by 4 m, sealed cartons.',
      category: parent.id,
      sub_category: sub.id,
      price: 100 + n,
      contactPhone: '+251911223344',
    });
  const { problems } = watchForProblems(page);
  // A phone: ten cards are five rows, so the grid's end starts well below the screen.
  await page.setViewportSize({ width: 360, height: 740 });

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search listings' }).fill(word);
  const cards = page.getByRole('list', { name: 'Matching listings' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  // Scrolling to the end of the grid brings the next page without a click.
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a buyer saves a listing, finds it in favourites, and unsaving takes it away', async ({
  page,
  request,
}) => {
  const seller = await createAccount(request);
  const buyer = await createAccount(request);
  const title = `Examination gloves ${uniqueWord()}`;
  const post = await postListing(request, seller, { title, negotiable: true });
  await signInBrowser(page, buyer);
  const { problems } = watchForProblems(page);

  await page.goto(`/listing/${post.id}`);
  await expect(page.getByText('Negotiable', { exact: true })).toBeVisible();
  const heart = page.getByRole('button', { name: `Save ${title}` });
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${title} from saved` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/fav');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  const saved = card(page, title);
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: `Remove ${title} from saved` }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('No saved listings yet')).toBeVisible();
  // And the server agrees.
  await page.reload();
  await expect(page.getByText('No saved listings yet')).toBeVisible();
  expect(problems).toEqual([]);
});

test('/search keeps its filters in the address; Back undoes the last one', async ({
  page,
  request,
}) => {
  test.slow(); // two accounts and two listings to set up
  const seller = await createAccount(request);
  const buyer = await createAccount(request);
  const word = uniqueWord();
  const cheap = await postListing(request, seller, { title: `Masks ${word} small`, price: 300 });
  await postListing(request, seller, { title: `Masks ${word} large`, price: 9000 });
  await signInBrowser(page, buyer);
  const { problems } = watchForProblems(page);

  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue(word);
  await expect(page.getByRole('status').filter({ hasText: '2 listings' })).toBeVisible();

  await page.getByRole('button', { name: cheap.parent.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=${cheap.parent.id}`));
  await page
    .getByRole('group', { name: 'Sub-categories' })
    .getByRole('button', { name: cheap.sub.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`subCategory=${cheap.sub.id}`));
  await expect(page.getByRole('status').filter({ hasText: '2 listings' })).toBeVisible();

  // A shared link shows the same results.
  await page.goto(`/search?q=${word}&max=1000`);
  await expect(page.getByRole('status').filter({ hasText: '1 listing' })).toBeVisible();
  await expect(card(page, `Masks ${word} small`)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`subCategory=${cheap.sub.id}`));
  await page.goBack();
  await expect(page).not.toHaveURL(/subCategory=/);
  await expect(page).toHaveURL(new RegExp(`category=${cheap.parent.id}`));
  expect(problems).toEqual([]);
});

test('a signed-in buyer reports a listing', async ({ page, request }) => {
  const seller = await createAccount(request);
  const buyer = await createAccount(request);
  const title = `Pulse oximeter ${uniqueWord()}`;
  const post = await postListing(request, seller, { title, price: 1800 });
  await signInBrowser(page, buyer);
  const { problems } = watchForProblems(page);

  await page.goto(`/listing/${post.id}`);
  await page.getByRole('button', { name: 'Report listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report listing' });
  await dialog.getByLabel('What is wrong?').fill('bad');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(POST_MESSAGES.reportReasonRequired)).toBeVisible();
  await dialog.getByLabel('What is wrong?').fill('The photo shows a different product.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Our moderators will look at this listing')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the seller sees their own listing with its status and an Edit link', async ({
  page,
  request,
}) => {
  const seller = await createAccount(request);
  const title = `Pulse oximeter ${uniqueWord()}`;
  const post = await postListing(request, seller, { title, price: 1800 });
  await signInBrowser(page, seller);
  const { problems } = watchForProblems(page);

  await page.goto(`/listing/${post.id}`);
  await expect(page.getByText(/Your listing: Live/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/post/step-5-review?edit=${post.id}`,
  );
  await expect(page.getByRole('button', { name: 'Report listing' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Chat with seller' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show phone number' })).toHaveCount(0);
  // Edit opens the listing's summary, ready to save: a change is one section away.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(page.getByText('Editing your listing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  expect(problems).toEqual([]);
});
