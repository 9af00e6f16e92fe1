import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { TPost } from '@dawa/contract';
import { createAccount, signInBrowser, type TestAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPost, openCategory, TEAL_PNG, uploadImage } from '../support/listings.ts';

// Chat between a buyer and a seller in two browser contexts, live over /api/ws: the buyer opens
// the room from the listing, both exchange text (typing hint, unread badge, read ticks), the buyer
// sends a photo and an offer, the seller accepts; and the two phone screens at 360 px. The seller
// posts for their pharmacy (decision 018), so the room is the pharmacy's shared inbox: the buyer
// talks to the pharmacy, the seller sees whom it is for (chat-shared-inbox.spec.ts has a colleague
// answer it).

let sequence = 0;
const uniqueWord = () => `zc${Date.now().toString(36)}${process.pid}${(sequence += 1)}`;

async function postListing(
  request: APIRequestContext,
  seller: TestAccount,
  title: string,
): Promise<TPost> {
  const { parent, sub } = await openCategory(request);
  const files = await uploadImage(request, seller);
  return createPost(request, seller, {
    medias: files.map((f) => ({ name: f.name, url: f.url, isPrimary: true })),
    title,
    description: 'Sealed boxes of 100 gloves, powder free, with invoice.',
    category: parent.id,
    sub_category: sub.id,
    condition: 'NEW',
    price: 120,
    negotiable: true,
    contactPhone: '+251911223344',
    location: 'Merkato',
    delivery_available: false,
  });
}

async function pageFor(browser: Browser, account: TestAccount, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await signInBrowser(page, account);
  return page;
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('a buyer and a seller chat live: text, typing, a photo, and an offer the seller accepts', async ({
  browser,
  request,
}) => {
  test.slow(); // two accounts, a listing, two browsers
  const [seller, buyer] = await Promise.all([createAccount(request), createAccount(request)]);
  const title = `Nitrile gloves ${uniqueWord()}`;
  const post = await postListing(request, seller, title);
  const sellerPage = await pageFor(browser, seller);
  const buyerPage = await pageFor(browser, buyer);

  await sellerPage.goto('/chat');
  // The first load on a busy machine can take a while: the live part starts once it is there.
  await expect(sellerPage.getByText('No conversations yet')).toBeVisible({ timeout: 20_000 });

  // The buyer starts from the listing; the room is made on first use.
  await buyerPage.goto(`/listing/${post.id}`);
  await buyerPage.getByRole('link', { name: 'Chat with seller' }).click();
  await expect(buyerPage).toHaveURL(/\/chat\?room=[0-9a-f-]{36}$/);
  await expect(buyerPage.getByTestId('conversation-title')).toHaveText(seller.tenant.name);
  await expect(buyerPage.getByTestId('conversation-detail')).toHaveText(
    `Listed by ${seller.fullName}`,
  );
  await messageBox(buyerPage).fill('Hello, are these in stock?');
  await messageBox(buyerPage).press('Enter');
  await expect(
    buyerPage.getByTestId('message-mine').filter({ hasText: 'Hello, are these in stock?' }),
  ).toBeVisible();

  // The seller sees it without reloading: the room with its unread count, the top bar's total.
  // (Opening the room from the listing also sent its card: two unread.)
  const room = sellerPage.getByRole('link', {
    name: `${buyer.fullName}, For ${seller.tenant.name}, 2 unread`,
  });
  await expect(room).toBeVisible();
  await expect(room).toContainText('Hello, are these in stock?');
  await expect(room).toContainText(title);
  await expect(sellerPage.getByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();
  await room.click();
  await expect(
    sellerPage.getByTestId('message-theirs').filter({ hasText: 'Hello, are these in stock?' }),
  ).toBeVisible();
  // Opening it reads it: the badge goes, and the buyer's message shows as seen.
  // The top bar's link (the sidebar has a "Messages" item too, whose count clears on its own time).
  await expect(
    sellerPage.getByRole('banner').getByRole('link', { name: 'Messages', exact: true }),
  ).toBeVisible();
  const hello = buyerPage
    .getByTestId('message-mine')
    .filter({ hasText: 'Hello, are these in stock?' });
  await expect(hello.getByTestId('tick-seen')).toBeVisible();

  // Typing shows on the other side; Shift+Enter is a new line, Enter sends.
  await messageBox(sellerPage).pressSequentially('Yes, 40 boxes.');
  await expect(buyerPage.getByTestId('typing-hint')).toHaveText(/is typing/);
  await messageBox(sellerPage).press('Shift+Enter');
  await messageBox(sellerPage).pressSequentially('How many do you need?');
  await messageBox(sellerPage).press('Enter');
  await expect(
    buyerPage
      .getByTestId('message-theirs')
      .filter({ hasText: 'Yes, 40 boxes.\nHow many do you need?' }),
  ).toBeVisible();
  await expect(buyerPage.getByTestId('typing-hint')).toHaveText('');

  // A photo: uploaded with progress, then shown on both sides.
  await buyerPage.getByTestId('chat-image-input').setInputFiles({
    name: 'box.png',
    mimeType: 'image/png',
    buffer: TEAL_PNG,
  });
  await expect(buyerPage.getByTestId('message-mine').getByTestId('message-image')).toBeVisible();
  await expect(sellerPage.getByTestId('message-theirs').getByTestId('message-image')).toBeVisible();

  // An offer on the listing: 10 × ETB 115.50; the total is shown before sending.
  await buyerPage.getByRole('button', { name: 'Make an offer' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Make an offer' });
  await dialog.getByLabel('Quantity').fill('10');
  await dialog.getByLabel('Unit price').fill('115.50');
  await expect(dialog).toContainText('Total: ETB 1,155');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog).toBeHidden();

  const sellerOffer = sellerPage.getByTestId('offer-card');
  await expect(sellerOffer).toHaveAttribute('data-status', 'PENDING');
  await expect(sellerOffer).toContainText('ETB 1,155');
  await expect(
    buyerPage.getByTestId('offer-card').getByRole('button', { name: 'Accept' }),
  ).toHaveCount(0);
  await sellerOffer.getByRole('button', { name: 'Accept' }).click();

  for (const page of [sellerPage, buyerPage]) {
    await expect(page.getByTestId('offer-card')).toHaveAttribute('data-status', 'ACCEPTED');
    await expect(page.getByTestId('offer-update')).toHaveAttribute('data-status', 'ACCEPTED');
  }
  await sellerPage.context().close();
  await buyerPage.context().close();
});

test('at 360 px the list and the conversation are two screens, without sideways scrolling', async ({
  browser,
  request,
}) => {
  test.slow();
  const [seller, buyer] = await Promise.all([createAccount(request), createAccount(request)]);
  const post = await postListing(request, seller, `Masks ${uniqueWord()}`);
  const phone = await pageFor(browser, buyer, 360);

  await phone.goto(`/listing/${post.id}`);
  await phone.getByRole('link', { name: 'Chat with seller' }).click();
  await expect(phone).toHaveURL(/\/chat\?room=/);
  await messageBox(phone).fill('Do you deliver?');
  await messageBox(phone).press('Enter');
  await expect(
    phone.getByTestId('message-mine').filter({ hasText: 'Do you deliver?' }),
  ).toBeVisible();
  await expect(phone.getByRole('list', { name: 'Conversations' })).toBeHidden();
  const noSideways = () =>
    phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSideways()).toBe(true);

  await phone.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(phone).toHaveURL(/\/chat$/);
  await expect(phone.getByRole('link', { name: seller.tenant.name })).toBeVisible();
  await expect(messageBox(phone)).toBeHidden();
  expect(await noSideways()).toBe(true);
  await phone.context().close();
});

test('a visitor who chooses Chat with seller signs in and lands in that room', async ({
  page,
  request,
}) => {
  const [seller, buyer] = await Promise.all([createAccount(request), createAccount(request)]);
  const post = await postListing(request, seller, `Syringes ${uniqueWord()}`);
  await page.goto(`/listing/${post.id}`);
  await page.getByRole('link', { name: 'Chat with seller' }).click();
  // The intent is the address itself: the login dialog opens on it, and signing in carries on.
  await expect(page).toHaveURL(/\/chat\?seller=/);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(buyer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(buyer.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/chat\?room=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('conversation-title')).toHaveText(seller.tenant.name);
  await expect(page.getByTestId('listing-card').first()).toContainText('Syringes');
});
