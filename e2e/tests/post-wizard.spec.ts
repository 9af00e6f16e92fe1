import type { Page } from '@playwright/test';
import { POST_MESSAGES, type TPostDetail, type TPostListResponse } from '@dawa/contract';
import { createAccount, headersFor, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { AMBER_PNG, TEAL_PNG } from '../support/listings.ts';

/** A brand no other listing has, long enough that one missing letter is still a close match. */
const uniqueBrand = () =>
  Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );
/** The brand with its sixth letter missing: a buyer's typo. */
const misspelt = (brand: string) => brand.slice(0, 5) + brand.slice(6);

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const heading = (page: Page, name: string, timeout?: number) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout });
/** The first page of a test loads the app and the wizard's chunks: a cold server takes longer. */
const FIRST_LOAD_MS = 20_000;

test('a seller posts a listing with two photos through the five steps, then edits it', async ({
  page,
  browser,
  request,
  signedIn,
}) => {
  test.slow(); // five steps, two uploads, an edit and a buyer's visit
  const brand = uniqueBrand();
  const { problems } = watchForProblems(page);
  await page.goto('/post/step-1-media-upload');
  await heading(page, 'Photos', FIRST_LOAD_MS);

  // Step 1: two photos through the file picker; each is presigned and PUT to storage.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'teal.png', mimeType: 'image/png', buffer: TEAL_PNG },
    { name: 'amber.png', mimeType: 'image/png', buffer: AMBER_PNG },
  ]);
  await expect(page.getByRole('button', { name: 'Remove photo 2' })).toBeVisible();
  await expect(page.getByText('2 of 10 photos')).toBeVisible();
  // In the order picked, whichever upload finished first.
  const photo = (n: number) => page.getByRole('img', { name: new RegExp(`^Photo ${String(n)}: `) });
  await expect(photo(1)).toHaveAccessibleName('Photo 1: teal.png');
  await expect(photo(2)).toHaveAccessibleName('Photo 2: amber.png');
  // The second photo becomes the primary one, then moves first with the keyboard-usable button.
  await page.getByRole('button', { name: 'Make photo 2 the primary photo' }).click();
  await page.getByRole('button', { name: 'Move photo 2 left' }).click();
  await expect(
    page.getByRole('button', { name: 'Make photo 1 the primary photo' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // Dragging works too: the second photo dragged to the first place (the star stays with the
  // primary one), then dragged back.
  // The drag events a browser sends, one DataTransfer carried from start to drop: independent of
  // how the headless browser turns mouse moves into a drag.
  const drag = async (from: number, to: number) => {
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await photo(from).dispatchEvent('dragstart', { dataTransfer });
    await photo(to).dispatchEvent('dragenter', { dataTransfer });
    await photo(to).dispatchEvent('dragover', { dataTransfer });
    await photo(to).dispatchEvent('drop', { dataTransfer });
    await photo(from).dispatchEvent('dragend', { dataTransfer });
  };
  await drag(2, 1);
  await expect(photo(1)).toHaveAccessibleName('Photo 1: teal.png');
  await expect(
    page.getByRole('button', { name: 'Make photo 2 the primary photo' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await drag(2, 1);
  await expect(photo(1)).toHaveAccessibleName('Photo 1: amber.png');
  await next(page);

  // Step 2: the contract's messages under the fields, then a title and a description.
  await heading(page, 'Description');
  await next(page);
  await expect(page.getByText(POST_MESSAGES.titleRequired)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Title' })
    .fill(`Paracetamol ${brand} 500 mg, box of 100`);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Sealed boxes from the manufacturer, expiry March 2028.');
  await next(page);

  // Step 3: category, sub-category, condition, price; the phone comes from the account.
  await heading(page, 'Details');
  await next(page);
  await expect(page.getByText(POST_MESSAGES.categoryRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(POST_MESSAGES.priceRequired)).toBeVisible();
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Medicines' }).click();
  await page.getByRole('combobox', { name: 'Sub-category' }).click();
  await page.getByRole('option', { name: 'Analgesics & pain relief' }).click();
  await page.getByRole('radio', { name: 'New' }).check();
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('1,250.50');
  await page.getByRole('textbox', { name: 'Location' }).fill('Bole, Addis Ababa');
  await expect(page.getByRole('textbox', { name: 'Contact phone' })).not.toHaveValue('');
  await next(page);

  // Step 4: a bulk offer needs its price and quantity.
  await heading(page, 'Additional info');
  await page.getByLabel(/Bulk offer available/).check();
  await next(page);
  // Both empty halves say so, and the first takes the focus.
  await expect(page.getByText(POST_MESSAGES.bulkPriceRequired)).toHaveCount(2);
  const bulkPrice = page.getByRole('textbox', { name: 'Bulk price (per unit)' });
  await expect(bulkPrice).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Minimum quantity' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await bulkPrice.fill('1100');
  await page.getByRole('textbox', { name: 'Minimum quantity' }).fill('20');
  await next(page);

  // Step 5: everything, then Publish.
  await heading(page, 'Review');
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Analgesics & pain relief');
  await expect(details).toContainText('ETB 1,250.50');
  await expect(page.getByRole('region', { name: 'Additional info' })).toContainText(
    'ETB 1,100 each from 20 units',
  );
  // The first Publish reaches the server, but its answer is lost on the way back: the page says
  // so, and Publish again answers the listing already made (same Idempotency-Key), not a second.
  let lostAnswer = true;
  await page.route('**/api/post', async (route) => {
    if (route.request().method() !== 'POST' || !lostAnswer) return route.fallback();
    lostAnswer = false;
    await route.fetch();
    await route.abort('aborted');
  });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not published' })).toBeVisible();
  await expect(page).toHaveURL(/\/post\/step-5-review/);
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(/\/post\/confirmation$/);
  await expect(page.getByRole('heading', { name: 'Your listing is live' })).toBeVisible();
  const href = await page.getByRole('link', { name: 'View listing' }).getAttribute('href');
  const id = /^\/listing\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1];
  expect(id, `listing link ${String(href)}`).toBeTruthy();

  const detail = async () => {
    const response = await request.get(`/api/post/${String(id)}`, {
      headers: headersFor(signedIn),
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as TPostDetail;
  };
  const post = await detail();
  expect(post).toMatchObject({
    title: `Paracetamol ${brand} 500 mg, box of 100`,
    price: 1250.5,
    condition: 'NEW',
    bulk_available: true,
    bulk_price: 1100,
    bulk_quantity: 20,
    location: 'Bole, Addis Ababa',
  });
  expect(post.medias).toHaveLength(2);
  expect(post.medias[0]?.isPrimary).toBe(true);
  const mine = await request.get(
    `/api/post?createdBy=${signedIn.session.user.id}&searchKey=${brand}&limit=50`,
    { headers: headersFor(signedIn) },
  );
  const listed = (await mine.json()) as TPostListResponse;
  expect(listed.posts.posts.map((p) => p.id)).toEqual([id]);

  // Edit: the listing loads into its own draft; Save changes sends what changed.
  await page.goto(`/post/step-1-media-upload?edit=${String(id)}`);
  await heading(page, 'Photos');
  await expect(page.getByText('2 of 10 photos')).toBeVisible();
  await next(page);
  await page
    .getByRole('textbox', { name: 'Title' })
    .fill(`Paracetamol ${brand} 500 mg, box of 200`);
  await next(page);
  await heading(page, 'Details');
  await next(page);
  await heading(page, 'Additional info');
  await page.getByLabel(/Bulk offer available/).uncheck();
  await next(page);
  await heading(page, 'Review');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Your changes are saved' })).toBeVisible();
  expect(await detail()).toMatchObject({
    title: `Paracetamol ${brand} 500 mg, box of 200`,
    bulk_available: false,
    bulk_price: null,
    price: 1250.5,
  });

  // A new ad starts empty: the published draft is gone.
  await page.getByRole('link', { name: 'Post another ad' }).click();
  await heading(page, 'Photos');
  await expect(page.getByText('0 of 10 photos')).toBeVisible();
  expect(problems).toEqual([]);

  // Someone else cannot edit it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInBrowser(otherPage, await createAccount(request));
  await otherPage.goto(`/post/step-1-media-upload?edit=${String(id)}`);
  await expect(otherPage.getByText(POST_MESSAGES.notOwner)).toBeVisible();

  // That buyer finds it from the front page with a misspelt search, saves it, and sees it in /fav.
  const title = `Paracetamol ${brand} 500 mg, box of 200`;
  await otherPage.goto('/');
  await otherPage.getByRole('searchbox', { name: 'Search listings' }).fill(misspelt(brand));
  const found = otherPage.getByRole('article', { name: title });
  // The results of the search, not the newest listings still shown while it loads.
  await expect(otherPage).toHaveURL(/[?&]q=/);
  await expect(otherPage.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(found).toBeVisible();
  await found.getByRole('button', { name: `Save ${title}` }).click();
  await expect(found.getByRole('button', { name: `Remove ${title} from saved` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await otherPage.goto('/fav');
  await expect(otherPage.getByRole('article', { name: title })).toBeVisible();
  await other.close();
});

test('a guest fills the wizard and is asked to sign in to publish', async ({ page }) => {
  test.slow();
  await page.goto('/post/step-1-media-upload');
  await heading(page, 'Photos', FIRST_LOAD_MS);
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await next(page);
  await heading(page, 'Description');
  await page.getByRole('textbox', { name: 'Title' }).fill('Nitrile gloves, box of 100');
  await page.getByRole('textbox', { name: 'Description' }).fill('Powder-free, size M and L.');
  await next(page);
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'PPE' }).click();
  await page.getByRole('combobox', { name: 'Sub-category' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('checkbox', { name: 'Price is negotiable' }).check();
  await page.getByRole('textbox', { name: 'Contact phone' }).fill('+251911223344');
  await next(page);
  await heading(page, 'Additional info');
  // A reload loses nothing.
  await page.reload();
  await heading(page, 'Additional info');
  await next(page);
  await heading(page, 'Review');
  await expect(page.getByText(POST_MESSAGES.mediasMin)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Description' })).toContainText(
    'Nitrile gloves, box of 100',
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText('Sign in to publish.', { exact: false })).toBeVisible();

  // The review's issue links lead to the step, with the message under what to fix.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Photos' }).last().click();
  await heading(page, 'Photos');
  await expect(page.getByText(POST_MESSAGES.mediasMin)).toBeVisible();
});
