import { signInAsPlatformAdmin, signInBrowser } from '../support/accounts.ts';
import { watchForProblems } from '../support/console-guard.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';

// First loads on the shared, busy test machine take longer than the default wait.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

// /jobs (issue 32, docs/jobs.md): platform administrators see every background job with its last
// run, success, failure and next due time, on a 360 px phone too; anyone else is told it is not theirs.

const ADMIN_EMAIL = 'jobs-admin@e2e.dawa.test';
const JOBS = ['idempotency-keys', 'listing-expiry', 'listing-views-flush', 'unused-uploads'];

test('a platform administrator reads every job on a 360 px phone, the view flush having run', async ({
  page,
  request,
}) => {
  const admin = await signInAsPlatformAdmin(request, ADMIN_EMAIL, 'Jobs Admin');
  await signInBrowser(page, admin, { withTenant: false });
  const { problems } = watchForProblems(page);
  await page.setViewportSize({ width: 360, height: 740 });
  // The view flush runs on every instance every 5 s: by now the server has recorded runs.
  await expect
    .poll(async () => {
      await page.goto('/jobs');
      return page
        .getByRole('region', { name: 'listing-views-flush' })
        .getByText('Succeeded')
        .count();
    })
    .toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
  for (const name of JOBS) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  const flush = page.getByRole('region', { name: 'listing-views-flush' });
  await expect(flush.getByText('Every 5 seconds, on each server')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'listing-expiry' })
      .getByText('Every hour, and daily at 00:00:05 UTC'),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});

test('anyone else is told the page is not theirs', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await page.goto('/jobs');
  await expect(
    page.getByText('Only platform administrators can see the background jobs.'),
  ).toBeVisible();
});
