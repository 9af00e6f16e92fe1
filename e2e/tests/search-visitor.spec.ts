import type { TCategory, TCategoryPageResponse, TPost } from '@dawa/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  clientAddress,
  createAccount,
  signInBrowser,
  type TestAccount,
} from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPost, openCategory, uploadImage } from '../support/listings.ts';

// Issue 13, "search a visitor can use": a visitor (never signed in) on a phone searches from the
// front page, sees the count and results on the first screen, then narrows on /search by
// sub-category, order and location; the address alone reproduces the results, and Back undoes the
// last filter.

let sequence = 0;
const uniqueWord = () => `zv${Date.now().toString(36)}${process.pid}${(sequence += 1)}`;

/** Another unregulated sub-category of `parent`, when the seed has one. */
async function siblingOf(
  request: APIRequestContext,
  parent: TCategory,
  sub: TCategory,
): Promise<TCategory | undefined> {
  const response = await request.get(`/api/sub-category?category=${parent.id}&limit=100`, {
    headers: clientAddress(),
  });
  const { categories } = (await response.json()) as TCategoryPageResponse;
  return categories.find((c) => !c.regulated && c.id !== sub.id);
}

async function post(
  request: APIRequestContext,
  seller: TestAccount,
  fields: { title: string; price: number; location: string; category: string; sub: string },
): Promise<TPost> {
  const files = await uploadImage(request, seller);
  return createPost(request, seller, {
    medias: files.map((f) => ({ name: f.name, url: f.url, isPrimary: true })),
    title: fields.title,
    description: 'Sealed boxes of 50 masks, three layers, with invoice.',
    category: fields.category,
    sub_category: fields.sub,
    condition: 'NEW',
    price: fields.price,
    contactPhone: '+251911223344',
    location: fields.location,
  });
}

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('article');
const FIRST_LOAD_MS = 20_000;
const count = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Three listings of one sub-category (300, 9000, 1200 birr; two in Bole), one of a sibling. */
async function seed(request: APIRequestContext) {
  const seller = await createAccount(request);
  const word = uniqueWord();
  const { parent, sub } = await openCategory(request);
  const other = await siblingOf(request, parent, sub);
  const where = { category: parent.id, sub: sub.id };
  await post(request, seller, {
    ...where,
    title: `Masks ${word} small`,
    price: 300,
    location: 'Bole, near Edna Mall',
  });
  await post(request, seller, {
    ...where,
    title: `Masks ${word} large`,
    price: 9000,
    location: 'Bole',
  });
  await post(request, seller, {
    ...where,
    title: `Masks ${word} boxed`,
    price: 1200,
    location: 'Kirkos',
  });
  if (other)
    await post(request, seller, {
      category: parent.id,
      sub: other.id,
      title: `Masks ${word} other kind`,
      price: 500,
      location: 'Bole',
    });
  return { word, parent, sub, all: other ? 4 : 3 };
}

test('a visitor searches on a phone, picks a sub-category on /search, shares the link, goes Back', async ({
  page,
  request,
  context,
}) => {
  test.slow(); // an account and four listings to set up
  const { word, parent, sub, all } = await seed(request);
  const { problems } = watchForProblems(page);
  await page.setViewportSize({ width: 360, height: 740 });

  // The front page: once searched, the count and the first results are on the first screen.
  await page.goto('/');
  await page
    .getByRole('searchbox', { name: 'Search listings' })
    .fill(word, { timeout: FIRST_LOAD_MS });
  await expect(count(page, `${all} listings`)).toBeInViewport();
  const found = page.getByRole('list', { name: 'Matching listings' }).getByRole('article');
  await expect(found).toHaveCount(all);
  await expect(found.first()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // More filters: /search, open to a visitor, with the words carried over.
  await page.getByRole('link', { name: 'More filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue(word);
  await expect(count(page, `${all} listings`)).toBeInViewport();
  await expect(cards(page).first()).toBeInViewport();

  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: parent.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`category=${parent.id}`));
  await page
    .getByRole('group', { name: 'Sub-categories' })
    .getByRole('button', { name: sub.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`subCategory=${sub.id}`));
  await expect(count(page, '3 listings')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The address alone shows the same results in a fresh page.
  const shared = await context.newPage();
  const sharedProblems = watchForProblems(shared).problems;
  await shared.setViewportSize({ width: 360, height: 740 });
  await shared.goto(page.url());
  await expect(
    shared
      .getByRole('group', { name: 'Sub-categories' })
      .getByRole('button', { name: sub.name, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(count(shared, '3 listings')).toBeVisible();
  await shared.close();

  // Back undoes the sub-category, then the category.
  await page.goBack();
  await expect(page).not.toHaveURL(/subCategory=/);
  await expect(page).toHaveURL(new RegExp(`category=${parent.id}`));
  await expect(count(page, `${all} listings`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  expect(problems).toEqual([]);
  expect(sharedProblems).toEqual([]);
});

// Needs GET /post's `sort` and `location` (branch mkt-search).
test('a visitor orders by price and filters by location; the link and Back keep both', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  const { word, parent, sub } = await seed(request);
  const { problems } = watchForProblems(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/search?q=${word}&category=${parent.id}&subCategory=${sub.id}`);
  // The first page of a test loads the app's chunks: a cold server takes longer.
  await expect(count(page, '3 listings')).toBeVisible({ timeout: FIRST_LOAD_MS });

  // Cheapest first.
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).first()).toHaveAccessibleName(`Masks ${word} small`);
  await expect(cards(page).last()).toHaveAccessibleName(`Masks ${word} large`);

  // A location: the sub-cities are suggested; a typed one applies once the typing rests.
  await (await reachForLocation(page)).fill('Bo');
  await expect(page.getByRole('option', { name: 'Bole' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).fill('Bole');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/location=Bole/);
  await expect(count(page, '2 listings')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toHaveAccessibleName(`Masks ${word} small`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The address alone shows the same results in a fresh page.
  const shared = await context.newPage();
  const sharedProblems = watchForProblems(shared).problems;
  await shared.setViewportSize({ width: 360, height: 740 });
  await shared.goto(page.url());
  await expect(locationField(shared)).toHaveValue('Bole');
  await expect(count(shared, '2 listings')).toBeVisible();
  await expect(cards(shared).first()).toHaveAccessibleName(`Masks ${word} small`);
  await expect(cards(shared).last()).toHaveAccessibleName(`Masks ${word} large`);
  await shared.close();

  // Back undoes the location, and only the location; then the order.
  await page.goBack();
  await expect(page).not.toHaveURL(/location=/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('');
  await expect(count(page, '3 listings')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page).toHaveURL(new RegExp(`subCategory=${sub.id}`));
  expect(problems).toEqual([]);
  expect(sharedProblems).toEqual([]);
});

test('picking a suggested location after typing part of it is one step back', async ({
  page,
  request,
}) => {
  const { word, parent, sub } = await seed(request);
  await page.goto(`/search?q=${word}&category=${parent.id}&subCategory=${sub.id}`);
  await expect(count(page, '3 listings')).toBeVisible({ timeout: FIRST_LOAD_MS });
  const location = await reachForLocation(page);
  // Typing rests on "Bo" (it applies), then the suggestion is picked with the pointer.
  await location.fill('Bo');
  await expect(page).toHaveURL(/location=Bo(&|$)/);
  await page.getByRole('option', { name: 'Bole' }).click();
  await expect(page).toHaveURL(/location=Bole/);
  await expect(location).toHaveValue('Bole');
  await expect(count(page, '2 listings')).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/location=/);
  await expect(location).toHaveValue('');
  await expect(count(page, '3 listings')).toBeVisible();
});

test("a visitor's first results and listing come with the page; a signed-in buyer asks the API", async ({
  page,
  request,
  browser,
}) => {
  const { word, parent, sub } = await seed(request);
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/post') || pathname.startsWith('/api/category'))
      asked.push(pathname);
  });
  await page.goto(`/search?q=${word}&category=${parent.id}&subCategory=${sub.id}&sort=price_asc`);
  await expect(count(page, '3 listings')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(cards(page).first()).toHaveAccessibleName(`Masks ${word} small`);
  await expect(page.getByRole('button', { name: parent.name, exact: true })).toBeVisible();
  expect(asked).toEqual([]);

  // The listing's page too; then a change of filter asks the API as usual.
  await page.goto(`/listing/${(await firstId(request, word)) ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: `Masks ${word} small` })).toBeVisible();
  expect(asked.filter((p) => /^\/api\/post\/[\w-]+$/.test(p))).toEqual([]);
  await page.goBack();
  await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
  await expect(cards(page).first()).toHaveAccessibleName(`Masks ${word} boxed`);
  expect(asked).toContain('/api/post');

  // Signed in, the page asks as that person (their hearts), and the results are the same.
  const buyer = await browser.newContext();
  const buyerPage = await buyer.newPage();
  await signInBrowser(buyerPage, await createAccount(request));
  const buyerAsked: string[] = [];
  buyerPage.on('request', (r) => buyerAsked.push(new URL(r.url()).pathname));
  await buyerPage.goto(`/search?q=${word}&category=${parent.id}&subCategory=${sub.id}`);
  await expect(count(buyerPage, '3 listings')).toBeVisible({ timeout: FIRST_LOAD_MS });
  expect(buyerAsked).toContain('/api/post');
  await buyer.close();
});

/** The id of the cheapest listing with `word` in its title. */
async function firstId(request: APIRequestContext, word: string): Promise<string | undefined> {
  const response = await request.get(`/api/post?searchKey=${word}&sort=price_asc`, {
    headers: clientAddress(),
  });
  const body = (await response.json()) as { posts: { posts: TPost[] } };
  return body.posts.posts[0]?.id;
}

/** The location filter: a plain field until the person reaches for it, then a combobox. */
function locationField(page: Page): Locator {
  return page
    .getByRole('textbox', { name: 'Location' })
    .or(page.getByRole('combobox', { name: 'Location' }));
}

/** Points at the location filter, as a person does before typing: its suggestions take over. */
async function reachForLocation(page: Page): Promise<Locator> {
  await locationField(page).hover();
  const combobox = page.getByRole('combobox', { name: 'Location' });
  await expect(combobox).toBeVisible();
  return combobox;
}
