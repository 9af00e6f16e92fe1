import { expect, test } from '@playwright/test';

test('the theme toggle switches light/dark and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const body = page.locator('body');
  await expect(body).toHaveClass(/theme-light/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(body).toHaveClass(/theme-dark/);
  await expect(body).not.toHaveClass(/theme-light/);

  await page.reload();
  await expect(body).toHaveClass(/theme-dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(body).toHaveClass(/theme-light/);
  await page.reload();
  await expect(body).toHaveClass(/theme-light/);
});
