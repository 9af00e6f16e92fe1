import type { Page } from '@playwright/test';

/**
 * Collects everything on a page that would mean something is broken for a user:
 * console errors, uncaught exceptions, and failed or 4xx/5xx requests to our origin.
 */
export function watchForProblems(
  page: Page,
  { allowStatuses = [] }: { allowStatuses?: number[] } = {},
): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // Chromium also logs every 4xx/5xx as "Failed to load resource": the response listener below
    // already judges those (and lets a page's own document answer 404 on purpose).
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
      problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    // ERR_ABORTED is the browser dropping a request the page no longer needs (it navigated on,
    // or an image left the screen), not a failure the user meets.
    const aborted = req.failure()?.errorText === 'net::ERR_ABORTED';
    if (!req.url().startsWith('data:') && !aborted)
      problems.push(`requestfailed: ${req.url()} ${req.failure()?.errorText ?? ''}`);
  });
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (
      url.hostname === '127.0.0.1' &&
      res.status() >= 400 &&
      !allowStatuses.includes(res.status()) &&
      res.request().resourceType() !== 'document'
    ) {
      problems.push(`http ${res.status()}: ${url.pathname}`);
    }
  });
  return { problems };
}
