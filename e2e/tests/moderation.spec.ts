import {
  POST_MESSAGES,
  type TCategory,
  type TCategoryPageResponse,
  type TPost,
  type TPostListResponse,
  type TUploadResponse,
} from '@dawa/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  clientAddress,
  createAccount,
  headersFor,
  signIn,
  signInBrowser,
  type TestAccount,
} from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';

// The review of listings in regulated categories: held back from the public until a platform
// administrator approves them in /moderation; a rejection carries a reason the seller reads.

const ADMIN_EMAIL = 'moderator@e2e.dawa.test';

// One administrator for this file; its tests run one after another in one worker.
test.describe.configure({ mode: 'serial' });

/** The administrator of ADMIN_EMAILS, signed up on first use (and signed in on a retry). */
async function platformAdmin(request: APIRequestContext): Promise<TestAccount> {
  const existing = await request.post('/api/login', {
    data: { email: ADMIN_EMAIL, password: 'Sel4m-Pharma!' },
    headers: clientAddress(),
  });
  if (!existing.ok())
    return createAccount(request, { email: ADMIN_EMAIL, full_name: 'Mesfin Admasu' });
  const session = await signIn(request, ADMIN_EMAIL);
  const mine = await request.get('/api/tenants/mine', { headers: headersFor({ session }) });
  const tenant = ((await mine.json()) as { docs: TestAccount['tenant'][] }).docs[0];
  if (!tenant) throw new Error('the administrator has no pharmacy');
  return {
    email: ADMIN_EMAIL,
    password: 'Sel4m-Pharma!',
    fullName: session.user.fullName,
    session,
    tenant,
  };
}

// A 1×1 PNG: the smallest image the upload accepts and re-encodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A sub-category marked regulated (the seeded taxonomy has several). */
async function regulatedSubCategory(request: APIRequestContext): Promise<TCategory> {
  const response = await request.get('/api/categories?limit=100', { headers: clientAddress() });
  expect(response.ok()).toBe(true);
  const { categories } = (await response.json()) as TCategoryPageResponse;
  const sub = categories.find((c) => c.regulated && c.parent_id !== null);
  if (!sub) throw new Error('no regulated sub-category in the seed');
  return sub;
}

/** A listing posted through the API by `seller` in a regulated sub-category. */
async function postRegulatedListing(
  request: APIRequestContext,
  seller: TestAccount,
  title: string,
): Promise<TPost> {
  const sub = await regulatedSubCategory(request);
  const upload = await request.post('/api/upload', {
    headers: headersFor(seller),
    multipart: { file: { name: 'box.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const { files } = (await upload.json()) as TUploadResponse;
  const created = await request.post('/api/post', {
    headers: headersFor(seller),
    data: {
      medias: files.map((f) => ({ name: f.name, url: f.url })),
      title,
      description: 'Sealed boxes of 100 capsules, expiry 2028, with invoice.',
      category: sub.parent_id,
      sub_category: sub.id,
      price: 1250,
      contactPhone: '+251911223344',
      location: 'Merkato',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as TPost;
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

const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}`;

test('a regulated listing stays hidden until an administrator approves it', async ({
  page,
  request,
  browser,
}) => {
  // Two accounts, an upload, two browsers: a long story.
  test.slow();
  const admin = await platformAdmin(request);
  const seller = await createAccount(request, { full_name: 'Meron Haile' });
  const title = uniqueTitle('Amoxicillin 500 mg capsules');
  const post = await postRegulatedListing(request, seller, title);
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
  await expect(card.getByText('Pending review')).toBeVisible();
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

test('a rejection needs a reason, which the seller reads on their adverts', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const admin = await platformAdmin(request);
  const seller = await createAccount(request, { full_name: 'Yonas Bekele' });
  const title = uniqueTitle('Tramadol 50 mg tablets');
  const post = await postRegulatedListing(request, seller, title);

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

  // The seller's Adverts tab shows the badge and the reason.
  const sellerPage = await browser.newPage();
  await signInBrowser(sellerPage, seller);
  await sellerPage.goto('/profile');
  await expect(sellerPage.getByRole('tab', { name: 'Adverts', selected: true })).toBeVisible();
  const row = sellerPage.getByRole('article', { name: title });
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(row).toContainText(reason);
  await expect(row.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
    'href',
    `/post/step-1-media-upload?edit=${post.id}`,
  );
  await sellerPage.close();
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
