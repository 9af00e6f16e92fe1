import type { Page } from '@playwright/test';
import { clientAddress } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { TEAL_PNG } from '../support/listings.ts';

// After Next, the keyboard and screen reader start on the new step's heading (the Next button
// that had the focus left with the previous step).

const FIRST_LOAD_MS = 20_000;
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test('the post wizard moves the focus to each new step heading', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/post/step-1-media-upload');
  await expect(stepHeading(page, 'Photos')).toBeVisible({ timeout: FIRST_LOAD_MS });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles([{ name: 'teal.png', mimeType: 'image/png', buffer: TEAL_PNG }]);
  await expect(page.getByText('1 of 10 photos')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Description')).toBeFocused();
  await page.getByRole('textbox', { name: 'Title' }).fill('Amoxicillin 500 mg, box of 100');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Sealed boxes from the manufacturer, expiry March 2028.');
  // With the keyboard: Enter in the title submits the step.
  await page.getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(stepHeading(page, 'Details')).toBeFocused();

  // Back is a step change too.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Description')).toBeFocused();
});

test('the sign-up wizard moves the focus to the new step heading', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await page.goto('/signup/choose-plan');
  await page.getByRole('radio', { name: /^Pharmacy/ }).check({ timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/signup\/basic-info$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
