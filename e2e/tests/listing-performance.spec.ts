import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createAccount, headersFor, signInBrowser, type TestAccount } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';
import { readCsv } from '../../apps/api/src/test/exports.ts';

// The listing-performance report (issue 32, docs/reports.md): a seller whose listings buyers
// opened, saved and asked about sees the figures, changes the period (the address follows, Back
// goes back), downloads the CSV of exactly what the table shows, and the screen fits a phone.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const PATH = '/report/listing-performance';
const DAY_MS = 86_400_000;
/** Today's day in Addis Ababa (UTC+3), as the report counts days. */
const addisDay = (offsetDays = 0) =>
  new Date(Date.now() + 3 * 3_600_000 + offsetDays * DAY_MS).toISOString().slice(0, 10);

async function sellerWithActivity(request: Parameters<typeof createAccount>[0]) {
  const tag = Date.now().toString(36);
  const seller = await createAccount(request, { full_name: 'Hana Seller' });
  const buyers = [await createAccount(request), await createAccount(request)];
  const gloves = await publishListing(request, seller, { title: `Nitrile gloves ${tag}` });
  const masks = await publishListing(request, seller, { title: `Surgical masks ${tag}` });
  const open = async (id: string, buyer: TestAccount | null) =>
    expect(
      (await request.get(`/api/post/${id}`, buyer ? { headers: headersFor(buyer) } : {})).status(),
    ).toBe(200);
  // Three buyers' views of the gloves (one without an account), one of the masks.
  for (const buyer of [...buyers, null]) await open(gloves.id, buyer);
  await open(masks.id, buyers[0]!);
  // A save, and a buyer's chat about the gloves.
  const saved = await request.post('/api/saved-post', {
    headers: headersFor(buyers[0]!),
    data: { id: gloves.id },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const room = await request.post('/api/chat/rooms', {
    headers: headersFor(buyers[1]!),
    data: { seller_id: seller.session.user.id, post_id: gloves.id },
  });
  expect(room.status(), await room.text()).toBeLessThan(300);
  const sent = await request.post('/api/chat/message', {
    headers: headersFor(buyers[1]!),
    data: {
      chat_id: ((await room.json()) as { id: string }).id,
      message: 'Do you have 40 boxes?',
      message_type: 'TEXT',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { seller, gloves, masks };
}

/** The table's rows as the person reads them: the title and the four figures. */
async function tableRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Listings and their figures' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i += 1)
    out.push((await rows.nth(i).getByRole('cell').allInnerTexts()).map((text) => text.trim()));
  return out;
}

test('a seller sees the figures, changes the period, goes Back, downloads the CSV, and it fits a phone', async ({
  page,
  request,
}) => {
  const { seller, gloves, masks } = await sellerWithActivity(request);
  const { problems } = watchForProblems(page);
  await signInBrowser(page, seller);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Listing performance' })).toBeVisible();

  // The server's totals, and each listing's figures, most viewed first.
  const totals = page.getByRole('region', { name: 'Totals for the period' });
  await expect(totals.locator('[data-total="views"]')).toHaveText('4');
  await expect(totals.locator('[data-total="saves"]')).toHaveText('1');
  await expect(totals.locator('[data-total="chats"]')).toHaveText('1');
  await expect(totals.locator('[data-total="offers"]')).toHaveText('0');
  await expect
    .poll(() => tableRows(page))
    .toEqual([
      [gloves.title, '3', '1', '1', '0'],
      [masks.title, '1', '0', '0', '0'],
    ]);
  // The chart: one panel per measure, each described for screen readers.
  await expect(page.getByRole('img', { name: /^Views per day from/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Offers per day from/ })).toBeVisible();

  // Another period: the address says so; last month holds none of today's activity.
  const presets = page.getByRole('group', { name: 'Choose a period' });
  await presets.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(`${PATH}?from=${addisDay(-6)}&to=${addisDay()}`);
  await expect(presets.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await presets.getByRole('button', { name: 'Last month' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  await expect(totals.locator('[data-total="views"]')).toHaveText('0');
  // (Equal figures keep the server's order, whichever that is.)
  await expect
    .poll(async () => (await tableRows(page)).sort())
    .toEqual(
      [
        [gloves.title, '0', '0', '0', '0'],
        [masks.title, '0', '0', '0', '0'],
      ].sort(),
    );
  // Back: the last 7 days again, with their figures.
  await page.goBack();
  await expect(page).toHaveURL(`${PATH}?from=${addisDay(-6)}&to=${addisDay()}`);
  await expect(totals.locator('[data-total="views"]')).toHaveText('4');

  // Order by saves, ascending, through the header: kept in the address.
  await page.getByRole('button', { name: 'Saves' }).click();
  await expect(page).toHaveURL(/sort=saves/);
  await expect
    .poll(async () => (await tableRows(page)).map((row) => row[0]))
    .toEqual([masks.title, gloves.title]);
  await page.goBack();
  await expect
    .poll(async () => (await tableRows(page)).map((row) => row[0]))
    .toEqual([gloves.title, masks.title]);

  // The CSV of exactly the period shown: the table's rows, then the totals.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `listing-performance-${addisDay(-6)}-to-${addisDay()}.csv`,
  );
  const csv = readCsv(readFileSync(await download.path(), 'utf8'));
  expect(csv[0]).toEqual(['title', 'views', 'saves', 'chats', 'offers', 'post_id']);
  expect(csv.slice(1).map((line) => line.slice(0, 5))).toEqual([
    ...(await tableRows(page)),
    ['Total', '4', '1', '1', '0'],
  ]);
  expect(csv.slice(1, 3).map((line) => line[5])).toEqual([gloves.id, masks.id]);

  // A phone: cards instead of the table, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Listings and their figures' })).toContainText(
    gloves.title,
  );
  await expect(totals.locator('[data-total="views"]')).toHaveText('4');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scroll at 360 px').toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});

// For a person to look at (kept in the test's output folder): the screen at 360 and 1280 px,
// light and dark, English and Amharic; none may scroll sideways.
test('the report fits at 360 and 1280 px, light and dark, in English and Amharic', async ({
  browser,
  request,
}) => {
  test.slow();
  const { seller } = await sellerWithActivity(request);
  for (const locale of ['en-GB', 'am-ET'] as const)
    for (const scheme of ['light', 'dark'] as const)
      for (const width of [360, 1280]) {
        const context = await browser.newContext({
          locale,
          colorScheme: scheme,
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        await signInBrowser(page, seller);
        await page.goto(PATH);
        await expect(page.locator('[data-total="views"]')).toHaveText('4');
        await page.waitForLoadState('networkidle');
        const name = `${locale.slice(0, 2)}-${width}-${scheme}`;
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: test.info().outputPath(`listing-performance-${name}.png`),
          fullPage: true,
        });
        await context.close();
      }
});
