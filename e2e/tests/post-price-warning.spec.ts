import type { Page } from '@playwright/test';
import {
  POST_MESSAGES,
  type TCategory,
  type TCategoryPageResponse,
  type TPostListResponse,
} from '@dawa/contract';
import { clientAddress, createAccount, headersFor } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { TEAL_PNG, createPost, uploadImage } from '../support/listings.ts';

// Issue 13, price sanity: a price far outside what its sub-category's listings usually ask is
// flagged to the seller under the price and on the review step; the seller may still publish.

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const heading = (page: Page, name: string, timeout?: number) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout });

test('a price far from the usual range is flagged, and the listing still publishes', async ({
  page,
  request,
  signedIn,
}) => {
  test.slow(); // five listings to set up, then the five steps
  // The last unregulated sub-category of the seed: the other specs post into the first one.
  const all = (await (
    await request.get('/api/categories?limit=100', { headers: clientAddress() })
  ).json()) as TCategoryPageResponse;
  const subs = all.categories.filter(
    (c): c is TCategory & { parent_id: string } => !c.regulated && c.parent_id !== null,
  );
  const sub = subs.at(-1);
  const parent = all.categories.find((c) => c.id === sub?.parent_id);
  if (!sub || !parent) throw new Error('no unregulated sub-category in the seed');
  const seller = await createAccount(request);
  const [photo] = await uploadImage(request, seller);
  if (!photo) throw new Error('no upload');
  for (const price of [100, 110, 120, 130, 140])
    await createPost(request, seller, {
      medias: [{ name: photo.name, url: photo.url }],
      title: `Usual price ${String(price)}`,
      description: 'Listings that set the usual price of the sub-category.',
      category: parent.id,
      sub_category: sub.id,
      price,
      contactPhone: '+251911223344',
    });

  const { problems } = watchForProblems(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/post/step-1-media-upload');
  await heading(page, 'Photos', 20_000);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles([{ name: 'teal.png', mimeType: 'image/png', buffer: TEAL_PNG }]);
  await expect(page.getByText('1 of 10 photos')).toBeVisible();
  await next(page);
  await heading(page, 'Description');
  await page.getByRole('textbox', { name: 'Title' }).fill('Sterile swabs, box of 100');
  await page.getByRole('textbox', { name: 'Description' }).fill('Sealed boxes, expiry 2028.');
  await next(page);

  await heading(page, 'Details');
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: parent.name, exact: true }).click();
  await page.getByRole('combobox', { name: 'Sub-category' }).click();
  await page.getByRole('option', { name: sub.name, exact: true }).click();
  const price = page.getByRole('textbox', { name: 'Price', exact: true });
  const warning = page.getByText(POST_MESSAGES.priceOutlier, { exact: false });
  await price.fill('120');
  await expect(warning).toHaveCount(0);
  await price.fill('90,000');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`Most ${sub.name} listings are ETB`);
  await price.fill('125');
  await expect(warning).toHaveCount(0);
  await price.fill('90,000');
  await expect(warning).toBeVisible();
  await next(page);
  await heading(page, 'Additional info');
  await next(page);

  // The review says it again; Publish still works.
  await heading(page, 'Review');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(
    POST_MESSAGES.priceOutlier,
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/post\/confirmation$/);
  // Published as typed: the warning changed nothing.
  const mine = (await (
    await request.get(`/api/post?createdBy=${signedIn.session.user.id}&limit=50`, {
      headers: headersFor(signedIn),
    })
  ).json()) as TPostListResponse;
  expect(mine.posts.posts.find((p) => p.title === 'Sterile swabs, box of 100')?.price).toBe(90_000);
  expect(problems).toEqual([]);
});
