import { signInBrowser } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

// No horizontal scrolling on a 360 px phone, in both layouts.
test.use({ viewport: { width: 360, height: 740 } });

for (const path of ['/', '/terms-and-condition', '/no-such-page', '/dashboard', '/report/stock']) {
  test(`${path} fits a 360 px screen`, async ({ page, account }) => {
    await page.goto('/terms-and-condition');
    if (path === '/dashboard' || path.startsWith('/report')) await signInBrowser(page, account);
    await page.goto(path);
    await expect(page.locator('h1:visible')).toHaveCount(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
