import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures.ts';

// The marketplace's first page carries only what it draws (issue 13): no validation library (zod
// comes with the forms that need it) and no back-office screen. Sizes are measured by
// `npm run bench:first-page`, not asserted here; this guards what the page must never pull in.
const NOT_ON_FIRST_PAGE = [
  // zod's core, which every schema brings along.
  'ZodError',
  // The audit log and the members screens (back office).
  'Nothing recorded yet',
  'once they accept, you can change their role here',
];

// Each marker is in the build, or the test could not fail.
test('the markers are in the built app', () => {
  const dir = fileURLToPath(new URL('../../apps/web/dist/assets/', import.meta.url));
  const code = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
  for (const marker of NOT_ON_FIRST_PAGE) expect(code.includes(marker), marker).toBe(true);
});

for (const path of ['/', '/search?q=amoxicillin', '/help']) {
  test(`${path} loads no form validation or back-office code`, async ({ page }) => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(path);
    await expect(page.locator('h1:visible')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    for (const { url, body } of loaded)
      for (const marker of NOT_ON_FIRST_PAGE)
        expect(body.includes(marker), `${marker} in ${url}`).toBe(false);
  });
}
