import { expect, test } from '@playwright/test';
import { watchForProblems } from '../support/console-guard.ts';

test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
  const { problems } = watchForProblems(page);
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| Dawa Addis$/);
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(problems).toEqual([]);
});

test('an unknown API path answers JSON 404, not the web app', async ({ request }) => {
  const res = await request.get('/api/no-such-endpoint');
  expect(res.status()).toBe(404);
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe('NOT_FOUND');
  expect(body.message).toEqual(expect.any(String));
});
