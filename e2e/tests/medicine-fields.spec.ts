import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';

// Issue 31, "listings that fit medicines and supplies": on /search a buyer keeps only listings
// with enough shelf life (listings without an expiry date are left out), the choice lives in the
// address like the other filters, and the cards show the pack size whole and a near expiry.

let sequence = 0;
const uniqueWord = () => `sl${Date.now().toString(36)}${process.pid}${(sequence += 1)}`;

/** `YYYY-MM` of the month `months` from now. */
function monthFromNow(months: number): string {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return `${String(at.getUTCFullYear())}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('article');
const count = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const FIRST_LOAD_MS = 20_000;
const PACK = 'Box of 10 blister strips × 10 tablets';

for (const width of [360, 1280]) {
  test(`shelf life filters the search at ${String(width)} px and stays in the address`, async ({
    page,
    request,
    context,
  }) => {
    test.slow(); // an account and three listings to set up
    const seller = await createAccount(request);
    const word = uniqueWord();
    const long = await publishListing(request, seller, {
      title: `Amoxicillin ${word} long`,
      expiry_date: monthFromNow(30),
      pack_size: PACK,
    });
    const soon = await publishListing(request, seller, {
      title: `Amoxicillin ${word} soon`,
      expiry_date: monthFromNow(2),
      pack_size: 'Bottle of 100 ml',
    });
    await publishListing(request, seller, { title: `Amoxicillin ${word} undated` });

    const { problems } = watchForProblems(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/search?q=${word}`);
    await expect(count(page, '3 listings')).toBeVisible({ timeout: FIRST_LOAD_MS });

    // The pack size is on the card whole; the listing expiring soon says when.
    const longCard = cards(page).filter({ hasText: long.title });
    await expect(longCard.getByText(PACK, { exact: true })).toBeVisible();
    const soonCard = cards(page).filter({ hasText: soon.title });
    await expect(soonCard.getByText(/^Expires /)).toBeVisible();
    await expect(longCard.getByText(/^Expires /)).toHaveCount(0);
    const packBox = await longCard.getByText(PACK, { exact: true }).boundingBox();
    const cardBox = await longCard.boundingBox();
    expect(packBox && cardBox && packBox.x + packBox.width <= cardBox.x + cardBox.width).toBe(true);

    // At least 12 months left: the near one and the undated one leave.
    await page.getByLabel('Shelf life').selectOption({ label: '12+ months left' });
    await expect(page).toHaveURL(/shelfLife=12/);
    await expect(count(page, '1 listing')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName(long.title);
    // 3+ months: the near one (about 2 months left) still out.
    await page.getByLabel('Shelf life').selectOption({ label: '3+ months left' });
    await expect(page).toHaveURL(/shelfLife=3/);
    await expect(cards(page)).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    // The address alone gives the same results; Back undoes the last choice.
    const shared = await context.newPage();
    await shared.setViewportSize({ width, height: 800 });
    await shared.goto(`/search?q=${word}&shelfLife=12`);
    await expect(shared.getByLabel('Shelf life')).toHaveValue('12');
    await expect(count(shared, '1 listing')).toBeVisible({ timeout: FIRST_LOAD_MS });
    await shared.close();
    await page.goBack();
    await expect(page).toHaveURL(/shelfLife=12/);
    await page.getByLabel('Shelf life').selectOption({ label: 'Any expiry' });
    await expect(page).not.toHaveURL(/shelfLife=/);
    await expect(cards(page)).toHaveCount(3);
    expect(problems).toEqual([]);
  });
}

test('the listing page shows the product details', async ({ page, request }) => {
  const seller = await createAccount(request);
  const post = await publishListing(request, seller, {
    title: `Metformin ${uniqueWord()}`,
    expiry_date: '2031-06',
    pack_size: PACK,
    quantity_available: 40,
    min_order_quantity: 2,
    manufacturer: 'Ethiopian Pharmaceuticals Manufacturing',
    registration_number: 'EFDA/MA/0420/2024',
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/listing/${post.id}`);
  const details = page.getByRole('region', { name: 'Product details' });
  await expect(details).toBeVisible({ timeout: FIRST_LOAD_MS });
  for (const text of [
    'Jun 2031',
    PACK,
    '40 in stock',
    '2 packs',
    'Ethiopian Pharmaceuticals Manufacturing',
    'EFDA/MA/0420/2024',
  ])
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
