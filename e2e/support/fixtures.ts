import { test as base } from '@playwright/test';
import { createAccount, signInBrowser, type TestAccount } from './accounts.ts';

/**
 * `account`: one real signed-up account per worker (with its first pharmacy), shared by that
 * worker's tests; `signedIn`: the page opens signed in as it, pharmacy chosen.
 * Tests that change the account (password, membership, sign-out everywhere) make their own with
 * `createAccount`.
 */
export const test = base.extend<{ signedIn: TestAccount }, { account: TestAccount }>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await createAccount(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ page, account }, use) => {
    await signInBrowser(page, account);
    await use(account);
  },
});

export { expect } from '@playwright/test';
