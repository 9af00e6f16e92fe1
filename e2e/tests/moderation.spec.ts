import {
  POST_MESSAGES,
  type TParentCategoriesResponse,
  type TPostListResponse,
} from '@dawa/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  clientAddress,
  createAccount,
  headersFor,
  signInAsPlatformAdmin,
  signInBrowser,
} from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  createPost,
  publishListing,
  regulatedSubCategory,
  uploadImage,
} from '../support/listings.ts';

// The review of listings in regulated categories: held back from the public until a platform
// administrator approves them in /moderation; a rejection carries a reason the seller reads.

const ADMIN_EMAIL = 'moderator@e2e.dawa.test';

// One administrator for this file; its tests run one after another in one worker.
test.describe.configure({ mode: 'serial' });

const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}`;

/** The administrator, and a new seller's listing in a regulated sub-category, waiting for review. */
async function listingToReview(request: APIRequestContext, sellerName: string, what: string) {
  const admin = await signInAsPlatformAdmin(request, ADMIN_EMAIL, 'Mesfin Admasu');
  const seller = await createAccount(request, { full_name: sellerName });
  const title = uniqueTitle(what);
  const sub = await regulatedSubCategory(request);
  const files = await uploadImage(request, seller);
  const post = await createPost(request, seller, {
    medias: files.map((f) => ({ name: f.name, url: f.url })),
    title,
    description: 'Sealed boxes of 100 capsules, expiry 2028, with invoice.',
    category: sub.parent_id,
    sub_category: sub.id,
    price: 1250,
    contactPhone: '+251911223344',
    location: 'Merkato',
  });
  return { admin, seller, title, post };
}

/** Ids of the public listings matching `searchKey`, as a guest sees them. */
async function publicIds(request: APIRequestContext, searchKey: string): Promise<string[]> {
  const response = await request.get(`/api/post?searchKey=${encodeURIComponent(searchKey)}`, {
    headers: clientAddress(),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as TPostListResponse).posts.posts.map((p) => p.id);
}

/** The card of `title` in the open queue, paging forward until it shows. */
async function findCard(page: Page, title: string) {
  const card = page.getByRole('article', { name: title });
  for (let i = 0; i < 20; i += 1) {
    // The queue has loaded: its list, or its empty state.
    await expect(
      page
        .getByRole('list', { name: /listings$/ })
        .or(page.getByRole('heading', { name: /^(No |Nothing)/ }))
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    if ((await card.count()) > 0) return card;
    const next = page.getByRole('button', { name: 'Go to next page' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(card).toBeVisible();
  return card;
}

test('a regulated listing stays hidden until an administrator approves it', async ({
  page,
  request,
  browser,
}) => {
  // Two accounts, an upload, two browsers: a long story.
  test.slow();
  const { admin, title, post } = await listingToReview(
    request,
    'Meron Haile',
    'Amoxicillin 500 mg capsules',
  );
  expect(post.compliance_status).toBe('PENDING');

  // A guest sees it neither in the list nor on its page.
  expect(await publicIds(request, title)).not.toContain(post.id);
  const guest = await browser.newPage();
  await guest.goto(`/listing/${post.id}`);
  await expect(guest.getByText('This listing is not here')).toBeVisible();

  // The administrator approves it from the Pending queue.
  await signInBrowser(page, admin);
  const { problems } = watchForProblems(page);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible();
  const card = await findCard(page, title);
  await expect(card).toContainText('Meron Haile');
  await expect(card).toContainText('ETB 1,250');
  await expect(card.getByText('Awaiting review')).toBeVisible();
  await card.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(page.getByText(`“${title}” approved and public`)).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  // Now everyone sees it.
  await expect.poll(() => publicIds(request, title)).toContain(post.id);
  await guest.goto(`/listing/${post.id}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await guest.close();
  expect(problems).toEqual([]);
});

test('an approval of a listing the seller changed meanwhile is refused, and the queue shows the change', async ({
  page,
  request,
}) => {
  test.slow();
  const { admin, seller, title, post } = await listingToReview(
    request,
    'Selamawit Girma',
    'Diazepam 5 mg tablets',
  );
  await signInBrowser(page, admin);
  await page.goto('/moderation');
  const card = await findCard(page, title);

  // While the reviewer reads the card, the seller renames the listing.
  const renamed = `${title}, no prescription needed`;
  const edited = await request.put(`/api/posts/${post.id}`, {
    headers: headersFor(seller),
    data: { title: renamed },
  });
  expect(edited.ok(), await edited.text()).toBe(true);

  await card.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(page.getByText(POST_MESSAGES.changedSinceOpened)).toBeVisible();
  expect(await publicIds(request, renamed)).not.toContain(post.id);
  // The queue reloaded: the card shows what the seller wrote, still waiting for a decision.
  const current = page.getByRole('article', { name: renamed });
  await expect(current.getByText('Awaiting review')).toBeVisible();
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0);
});

test('a rejection needs a reason, which the seller reads on their adverts', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const { admin, seller, title, post } = await listingToReview(
    request,
    'Yonas Bekele',
    'Tramadol 50 mg tablets',
  );

  await signInBrowser(page, admin);
  await page.goto('/moderation');
  const card = await findCard(page, title);
  await card.getByRole('button', { name: `Reject ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject “${title}”?` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText(POST_MESSAGES.rejectionReasonRequired)).toBeVisible();
  const reason = 'Controlled medicine: attach the import permit number.';
  await dialog.getByLabel('Reason for the seller').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/queue=rejected/);
  const rejected = page.getByRole('article', { name: title });
  await expect(rejected).toContainText(reason);
  expect(await publicIds(request, title)).not.toContain(post.id);

  // The seller's Listings tab shows the badge and the reason.
  const sellerPage = await browser.newPage();
  await signInBrowser(sellerPage, seller);
  await sellerPage.goto('/profile');
  await expect(sellerPage.getByRole('tab', { name: 'Listings', selected: true })).toBeVisible();
  const row = sellerPage.getByRole('article', { name: title });
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(row).toContainText(reason);
  await expect(row.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
    'href',
    `/post/step-5-review?edit=${post.id}`,
  );
  await sellerPage.close();
});

test('the queue is searched, filtered by category and ordered, all in the address', async ({
  page,
  request,
}) => {
  test.slow(); // two listings to set up
  const word = `zm${Date.now().toString(36)}`;
  const first = await listingToReview(request, 'Hanna Girma', `Ceftriaxone vials ${word}`);
  const second = await listingToReview(request, 'Dawit Alemu', `Ceftriaxone ampoules ${word}`);
  const sub = await regulatedSubCategory(request);
  const parents = (await (
    await request.get('/api/category/parent?limit=100', { headers: clientAddress() })
  ).json()) as TParentCategoriesResponse;
  const parent = parents.result.find((c) => c.id === sub.parent_id);
  const elsewhere = parents.result.find((c) => c.id !== sub.parent_id);
  if (!parent || !elsewhere) throw new Error('the seed lacks categories');

  await signInBrowser(page, first.admin);
  const { problems } = watchForProblems(page);
  await page.goto('/moderation');
  await page.getByRole('searchbox', { name: 'Search the queue' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(
    page.getByRole('status').filter({ hasText: '2 pending listings match' }),
  ).toBeVisible();
  const cards = page.getByRole('list', { name: 'Pending listings' }).getByRole('article');
  // Oldest first by default: the longest waiting on top.
  await expect(cards.first()).toHaveAccessibleName(first.title);

  await page.getByLabel('Order').click();
  await page.getByRole('option', { name: 'Newest first' }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(cards.first()).toHaveAccessibleName(second.title);

  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: parent.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=${parent.id}`));
  await expect(cards).toHaveCount(2);

  // The address alone brings the same view back.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search the queue' })).toHaveValue(word);
  await expect(cards.first()).toHaveAccessibleName(second.title);
  await expect(
    page.getByRole('status').filter({ hasText: '2 pending listings match' }),
  ).toBeVisible();

  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: elsewhere.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No listing matches' })).toBeVisible();
  // Back returns to the category that matched.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`category=${parent.id}`));
  await expect(cards).toHaveCount(2);
  expect(problems).toEqual([]);
});

test('an administrator reads why buyers reported a listing and dismisses unfounded reports', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await signInAsPlatformAdmin(request, ADMIN_EMAIL, 'Mesfin Admasu');
  const seller = await createAccount(request, { full_name: 'Hanna Tesfaye' });
  const buyer = await createAccount(request);
  const title = uniqueTitle('Surgical gloves, box of 100');
  const post = await publishListing(request, seller, { title });
  const reason = 'The box in the photo looks opened and resealed.';
  const reported = await request.post(`/api/post/${post.id}/report`, {
    headers: headersFor(buyer),
    data: { reason },
  });
  expect(reported.ok(), await reported.text()).toBe(true);

  await signInBrowser(page, admin);
  const { problems } = watchForProblems(page);
  await page.goto('/moderation?queue=reported');
  await expect(page.getByRole('tab', { name: 'Reported', selected: true })).toBeVisible();
  const card = await findCard(page, title);
  await expect(card.getByText('1 report')).toBeVisible();
  // What the buyer said, never who said it.
  const reports = card.getByRole('list', { name: `Reports on ${title}` });
  await expect(reports).toContainText(reason);
  await expect(card).not.toContainText(buyer.email);

  // The listing is fine: the reports go, the listing stays public as it was.
  await card.getByRole('button', { name: `Dismiss the reports on ${title}` }).click();
  await expect(page.getByText(`“${title}”: ${POST_MESSAGES.reportsDismissed}`)).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  expect(await publicIds(request, title)).toContain(post.id);
  expect(problems).toEqual([]);
});

test('someone who is not a platform administrator is not allowed in', async ({
  page,
  signedIn,
  request,
}) => {
  const { problems } = watchForProblems(page);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  const response = await request.get('/api/admin/posts/moderation', {
    headers: headersFor(signedIn),
  });
  expect(response.status()).toBe(403);
  // The page never asked for the queue it may not see.
  expect(problems).toEqual([]);
});
