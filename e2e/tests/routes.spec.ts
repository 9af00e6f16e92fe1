import type { Page } from '@playwright/test';
import { ROUTES, type RouteDefinition } from '@dawa/contract';
import { watchForProblems } from '../support/console-guard.ts';
import { expect, test } from '../support/fixtures.ts';

// Every route of the spec's route table renders its page, titled, with no console error.
async function expectRenders(page: Page, route: RouteDefinition): Promise<void> {
  const { problems } = watchForProblems(page);
  const response = await page.goto(route.path);
  expect(response?.status(), `${route.path} status`).toBe(200);
  await expect(page.locator('h1:visible')).toHaveCount(1);
  await expect(page).toHaveTitle(`${route.title} | Dawa Addis`);
  await page.waitForLoadState('networkidle');
  expect(problems, `problems on ${route.path}`).toEqual([]);
}

// Later sign-up steps need the earlier ones: a fresh visitor lands on the first step instead.
const SIGNUP_FIRST_STEP = '/signup/choose-plan';
const needsEarlierSteps = (path: string) =>
  path.startsWith('/signup/') && path !== SIGNUP_FIRST_STEP;

test.describe('as a guest', () => {
  for (const route of ROUTES.filter((r) => r.access === 'visitor')) {
    test(`${route.path} renders`, async ({ page }) => {
      if (!needsEarlierSteps(route.path)) return expectRenders(page, route);
      const first = ROUTES.find((r) => r.path === SIGNUP_FIRST_STEP);
      if (!first) throw new Error(`no route ${SIGNUP_FIRST_STEP}`);
      await page.goto(route.path);
      await expect(page).toHaveURL(new RegExp(`${SIGNUP_FIRST_STEP}$`));
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
