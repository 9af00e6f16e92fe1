import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, signInAsPlatformAdmin, signInBrowser } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishListing } from '../support/listings.ts';

// axe (WCAG 2 A and AA rules) on every public screen and on the signed-in screens of the
// marketplace: no serious or critical violation. The page is audited once its heading is shown
// and its data has arrived (skeletons gone).

const FIRST_LOAD_MS = 20_000;

async function seriousViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

async function aListing(request: APIRequestContext): Promise<string> {
  const seller = await createAccount(request, { full_name: 'Axe Seller' });
  return (await publishListing(request, seller)).id;
}

test.describe('public screens', () => {
  const pages: [string, string][] = [
    ['home', '/'],
    ['search results', '/?q=paracetamol'],
    ['login', '/login'],
    ['sign-up', '/signup'],
    ['terms', '/terms-and-condition'],
    ['not found', '/no-such-page'],
  ];
  for (const [name, path] of pages)
    test(`${name} (${path})`, async ({ page }) => {
      expect(await seriousViolations(page, path)).toEqual([]);
    });

  test('a listing page', async ({ page, request }) => {
    const id = await aListing(request);
    expect(await seriousViolations(page, `/listing/${id}`)).toEqual([]);
  });
});

test.describe('signed-in screens', () => {
  const pages: [string, string][] = [
    ['dashboard', '/dashboard'],
    ['help', '/help'],
    ['post wizard', '/post/step-1-media-upload'],
    ['shop wizard', '/shop/step-1-setup-shop'],
    ['favourites', '/fav'],
  ];
  for (const [name, path] of pages)
    test(`${name} (${path})`, async ({ page, signedIn }) => {
      void signedIn;
      expect(await seriousViolations(page, path)).toEqual([]);
    });

  test('moderation (platform administrator)', async ({ page, request }) => {
    const admin = await signInAsPlatformAdmin(request, 'axe-moderator@e2e.dawa.test', 'Axe Admin');
    await signInBrowser(page, admin);
    expect(await seriousViolations(page, '/moderation')).toEqual([]);
  });
});
