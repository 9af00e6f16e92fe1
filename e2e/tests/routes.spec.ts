import type { Page } from '@playwright/test';
import { ROUTES, type RouteDefinition } from '@dawa/contract';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';

// A listing or shop no visitor may see (here: the route's own pattern, no real id) is answered 404
// with noindex, and the app still draws its page saying so (issue 31, decision 017).
const MISSING_BY_PATH = new Set(['/listing/:id', '/shop/:id']);

// Every route of the spec's route table renders its page, titled, with no console error.
async function expectRenders(page: Page, route: RouteDefinition): Promise<void> {
  const { problems } = watchForProblems(page);
  const response = await page.goto(route.path);
  expect(response?.status(), `${route.path} status`).toBe(
    MISSING_BY_PATH.has(route.path) ? 404 : 200,
  );
  await expect(page.locator('h1:visible')).toHaveCount(1);
  await expect(page).toHaveTitle(`${route.title} | Dawa Addis`);
  await page.waitForLoadState('networkidle');
  expect(problems, `problems on ${route.path}`).toEqual([]);
}

// A wizard's later steps need the earlier ones (the shop's confirmation needs a publish): a fresh
// visitor lands on the first step not done instead. A guest may pass the post wizard's photos
// (uploading needs an account), so there the description is the first step not done.
const LANDINGS: [RegExp, string][] = [
  [/^\/signup\/(?!choose-plan$)/, '/signup/choose-plan'],
  [/^\/shop\/(step-[2-5]|confirmation)/, '/shop/step-1-setup-shop'],
  [/^\/post\/step-[3-5]/, '/post/step-2-product-description'],
];
const landingOf = (path: string) => LANDINGS.find(([pattern]) => pattern.test(path))?.[1];

test.describe('as a guest', () => {
  for (const route of ROUTES.filter((r) => r.access === 'visitor')) {
    test(`${route.path} renders`, async ({ page }) => {
      const firstPath = landingOf(route.path);
      if (!firstPath) return expectRenders(page, route);
      const first = ROUTES.find((r) => r.path === firstPath);
      if (!first) throw new Error(`no route ${firstPath}`);
      await page.goto(route.path);
      await expect(page).toHaveURL(new RegExp(`${firstPath}$`));
      await expectRenders(page, first);
    });
  }
});

test.describe('signed in', () => {
  for (const route of ROUTES.filter((r) => r.access === 'auth')) {
    test(`${route.path} renders`, async ({ page, signedIn }) => {
      expect(signedIn.email).toBeTruthy();
      await expectRenders(page, route);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
    });
  }
});

test('a screen not built yet says so plainly', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await page.goto('/report/stock');
  await expect(page.getByText(/not built yet/i)).toBeVisible();
});
