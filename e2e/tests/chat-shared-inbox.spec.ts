import type { Browser, Page } from '@playwright/test';
import { createAccount, signInBrowser, type TestAccount } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';
import { addMember } from '../support/tenancy.ts';

// Issue 31, the shared inbox: a buyer writes about a pharmacy's listing; an administrator of the
// pharmacy who did not post it answers from their own Messages (on a phone, 360 px wide); the buyer
// sees the pharmacy's name and who of its team answered.

/** `member` working in `owner`'s pharmacy, with `role` there. */
const workingIn = (
  member: TestAccount,
  owner: TestAccount,
  role: TestAccount['tenant']['role'],
): TestAccount => ({ ...member, tenant: { ...owner.tenant, role } });

async function pageFor(browser: Browser, account: TestAccount, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await signInBrowser(page, account);
  return page;
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a colleague answers a buyer's question about the pharmacy's listing from their inbox", async ({
  browser,
  request,
}) => {
  test.slow(); // three accounts, two browsers
  const [owner, colleague, buyer] = await Promise.all([
    createAccount(request),
    createAccount(request),
    createAccount(request),
  ]);
  await addMember(request, owner, owner.tenant.id, { member: colleague, role: 'ADMIN' });
  const word = Date.now().toString(36);
  const listing = await publishListing(request, owner, { title: `Surgical masks ${word}` });
  const pharmacy = owner.tenant.name;

  const colleaguePage = await pageFor(browser, workingIn(colleague, owner, 'ADMIN'), 360);
  const buyerPage = await pageFor(browser, buyer, 1280);
  const { problems } = watchForProblems(colleaguePage);
  await colleaguePage.goto('/chat');
  await expect(colleaguePage.getByText('No conversations yet')).toBeVisible({ timeout: 20_000 });

  // The buyer writes to the pharmacy from its listing.
  await buyerPage.goto(`/listing/${listing.id}`);
  await buyerPage.getByRole('link', { name: 'Chat with seller' }).click();
  await expect(buyerPage).toHaveURL(/\/chat\?room=[0-9a-f-]{36}$/);
  await expect(buyerPage.getByTestId('conversation-title')).toHaveText(pharmacy);
  await messageBox(buyerPage).fill('Do you have 40 boxes?');
  await messageBox(buyerPage).press('Enter');
  await expect(
    buyerPage.getByTestId('message-mine').filter({ hasText: 'Do you have 40 boxes?' }),
  ).toBeVisible();

  // The colleague, who did not post it, has the room live in their inbox, with whom it is for.
  const room = colleaguePage.getByRole('link', {
    name: `${buyer.fullName}, For ${pharmacy}, 2 unread`,
  });
  await expect(room).toBeVisible();
  await expect(room).toContainText('Do you have 40 boxes?');
  expect(await noSideways(colleaguePage)).toBe(true);
  await room.click();
  await expect(colleaguePage.getByTestId('conversation-title')).toHaveText(buyer.fullName);
  await expect(colleaguePage.getByTestId('conversation-detail')).toHaveText(`For ${pharmacy}`);
  await expect(
    colleaguePage.getByTestId('message-theirs').filter({ hasText: 'Do you have 40 boxes?' }),
  ).toBeVisible();
  await messageBox(colleaguePage).fill('Yes, 40 boxes are ready for pickup.');
  await messageBox(colleaguePage).press('Enter');
  await expect(
    colleaguePage
      .getByTestId('message-mine')
      .filter({ hasText: 'Yes, 40 boxes are ready for pickup.' }),
  ).toBeVisible();
  expect(await noSideways(colleaguePage)).toBe(true);

  // The buyer sees the answer live, from the pharmacy, naming who of its team answered.
  const answer = buyerPage
    .getByTestId('message-theirs')
    .filter({ hasText: 'Yes, 40 boxes are ready for pickup.' });
  await expect(answer).toBeVisible();
  await expect(
    buyerPage.getByTestId('message-sender').filter({ hasText: colleague.fullName }),
  ).toBeVisible();
  await expect(buyerPage.getByTestId('conversation-title')).toHaveText(pharmacy);
  // The buyer's list names the pharmacy too.
  await expect(
    buyerPage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: pharmacy }),
  ).toBeVisible();
  // The colleague's answer was seen by the buyer.
  await expect(
    colleaguePage
      .getByTestId('message-mine')
      .filter({ hasText: 'Yes, 40 boxes are ready for pickup.' })
      .getByTestId('tick-seen'),
  ).toBeVisible();
  expect(problems).toEqual([]);
  await colleaguePage.context().close();
  await buyerPage.context().close();
});
