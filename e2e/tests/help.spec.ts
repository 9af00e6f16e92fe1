import type { Page } from '@playwright/test';
import { watchForProblems } from '../support/console-guard.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';

// First loads on the shared, busy test machine take longer than the default wait.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

// /help is public (issue 13): the terms and the not-found page send visitors to real answers,
// never to a sign-in wall.

const QUESTIONS = [
  'How do I sign up?',
  'How do I post a listing?',
  'How does a regulated listing get approved?',
  'How do I switch organisation?',
  'How do I contact the platform?',
];

async function expectHelp(page: Page) {
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  for (const question of QUESTIONS)
    await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Sign in/ })).toHaveCount(0);
  await expect(page.getByText('This page belongs to a signed-in account')).toHaveCount(0);
}

test('a visitor reads /help from the terms, without signing in', async ({ page }) => {
  const { problems } = watchForProblems(page);
  await page.goto('/terms-and-condition');
  await page.getByRole('link', { name: 'Read the help' }).click();
  await expectHelp(page);
  // The answers link on: a question's anchor, and sign-up.
  await page.getByRole('link', { name: 'How do I switch organisation?' }).click();
  await expect(page).toHaveURL(/#switch-organisation$/);
  // No SUPPORT_EMAIL/SUPPORT_PHONE in the test server: Help says so, with no dead link (issue 31).
  const contact = page.getByRole('region', { name: 'How do I contact the platform?' });
  await expect(contact).toContainText('no platform contact configured');
  await expect(contact.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a visitor lost on a missing page gets help, not a sign-in wall', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Get help' }).click();
  await expectHelp(page);
});

test('help fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
