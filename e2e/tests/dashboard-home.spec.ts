import type { APIRequestContext } from '@playwright/test';
import {
  createAccount,
  headersFor,
  signInAsPlatformAdmin,
  signInBrowser,
  type TestAccount,
} from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';

// First loads on the shared, busy test machine take longer than the default wait.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
import {
  createPost,
  openCategory,
  regulatedSubCategory,
  uploadImage,
} from '../support/listings.ts';

// /dashboard is a real home (issue 13): a seller's listings by state with their numbers, a
// buyer's saved listings and searches, a platform administrator's queue and newest organisations.

const ADMIN_EMAIL = 'home-admin@e2e.dawa.test';
const tag = () => Date.now().toString(36);

async function post(
  request: APIRequestContext,
  seller: TestAccount,
  title: string,
  where: { category: string; sub_category: string },
) {
  const files = await uploadImage(request, seller);
  return createPost(request, seller, {
    medias: files.map((f) => ({ name: f.name, url: f.url })),
    title,
    description: 'Sealed boxes, expiry 2028, with invoice.',
    ...where,
    price: 980,
    contactPhone: '+251911223344',
    location: 'Piassa',
  });
}

test('a seller sees their listings by state, with counts, saves and the rejection reason', async ({
  page,
  request,
}) => {
  const seller = await createAccount(request, { full_name: 'Meron Seller' });
  const buyer = await createAccount(request, { full_name: 'Yonas Buyer' });
  const admin = await signInAsPlatformAdmin(request, ADMIN_EMAIL, 'Home Admin');
  const { parent, sub } = await openCategory(request);
  const regulated = await regulatedSubCategory(request);
  const open = { category: parent.id, sub_category: sub.id };
  const held = { category: regulated.parent_id ?? '', sub_category: regulated.id };

  const live = await post(request, seller, `Live gauze ${tag()}`, open);
  const sold = await post(request, seller, `Sold syringes ${tag()}`, open);
  const pending = await post(request, seller, `Pending amoxicillin ${tag()}`, held);
  const rejected = await post(request, seller, `Rejected tramadol ${tag()}`, held);
  expect(
    (
      await request.put(`/api/posts/${sold.id}/status`, {
        headers: headersFor(seller),
        data: { status: 'SOLD' },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post(`/api/post/${rejected.id}/compliance`, {
        headers: headersFor(admin),
        data: { compliance_status: 'REJECTED', reason: 'Needs the import licence number' },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post('/api/saved-post', { headers: headersFor(buyer), data: { id: live.id } })
    ).status(),
  ).toBeLessThan(300);

  const { problems } = watchForProblems(page);
  await signInBrowser(page, seller);
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'My listings' });
  await expect(panel.getByRole('tab', { name: 'All (4)' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Live (1)' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Awaiting review (1)' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Rejected (1)' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Sold (1)' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Draft (0)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post a listing' })).toBeVisible();

  const liveRow = panel.getByRole('listitem', { name: live.title });
  await expect(liveRow).toContainText('Live');
  await expect(liveRow).toContainText('1 save');
  await expect(liveRow).toContainText('view');

  await panel.getByRole('tab', { name: 'Rejected (1)' }).click();
  const rejectedRow = panel.getByRole('listitem', { name: rejected.title });
  await expect(rejectedRow).toContainText('Needs the import licence number');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await panel.getByRole('tab', { name: 'Awaiting review (1)' }).click();
  await expect(panel.getByRole('listitem', { name: pending.title })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a buyer sees saved listings, recent searches and new listings in their categories', async ({
  page,
  request,
}) => {
  const seller = await createAccount(request, { full_name: 'Kidist Seller' });
  const buyer = await createAccount(request, { full_name: 'Samuel Buyer' });
  const { parent, sub } = await openCategory(request);
  const where = { category: parent.id, sub_category: sub.id };
  const savedOne = await post(request, seller, `Saved thermometer ${tag()}`, where);
  const fresh = await post(request, seller, `Fresh oximeter ${tag()}`, where);
  await request.post('/api/saved-post', { headers: headersFor(buyer), data: { id: savedOne.id } });

  await signInBrowser(page, buyer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My listings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post a listing' }).first()).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved listings' });
  await expect(saved.getByRole('link', { name: savedOne.title })).toBeVisible();
  const fresher = page.getByRole('region', { name: 'New in your categories' });
  await expect(fresher.getByRole('link', { name: fresh.title })).toBeVisible();
  await expect(fresher.getByRole('link', { name: parent.name })).toBeVisible();

  // A search made in the marketplace shows up on the dashboard, and can be cleared.
  const words = `oximeter${tag()}`;
  await page.goto(`/search?q=${words}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Results for “${words}”` }),
  ).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('dawa-recent-searches-store') ?? ''))
    .toContain(words);
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('link', { name: `“${words}”` })).toBeVisible();
  await recent.getByRole('button', { name: 'Clear' }).click();
  await expect(recent.getByRole('link', { name: `“${words}”` })).toHaveCount(0);
});

test('a platform administrator sees the queue size and the newest organisations', async ({
  page,
  request,
}) => {
  const admin = await signInAsPlatformAdmin(request, ADMIN_EMAIL, 'Home Admin');
  const newest = await createAccount(request, {
    org_type: 'CLINIC',
    org_name: `Tena Clinic ${tag()}`,
  });
  await signInBrowser(page, admin);
  await page.goto('/dashboard');
  const overview = page.getByRole('region', { name: 'Platform overview' });
  await expect(overview.getByText('Awaiting review')).toBeVisible();
  const list = overview.getByRole('list', { name: 'Newest organisations' });
  await expect(list).toContainText(newest.tenant.name);
  await expect(list).toContainText('Clinic');
  await overview
    .getByRole('link', { name: /Awaiting review|^\d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/moderation/);
});
