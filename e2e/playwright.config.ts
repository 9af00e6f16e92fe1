import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium.ts';

// The product runs as `npm start` runs it (the built API serving the built web app),
// on a throw-away data dir and port. Both are chosen once, in the runner process;
// workers inherit them through the environment. The ranges hold none of the ports that
// browsers and fetch() refuse to reach (the Fetch standard's "bad ports": 4190, 5060 and
// 5061 sit just below and inside the ranges used before, and failed a CI run).
process.env.E2E_PORT ??= String(4200 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dawa-e2e-'));
process.env.E2E_OIDC_PORT ??= String(5100 + 2 * Math.floor(Math.random() * 400));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// A local OpenID provider plays Google (support/oidc-server.ts); the product trusts it.
const oidcPort = Number(process.env.E2E_OIDC_PORT);
const E2E_GOOGLE_CLIENT_ID = 'dawa-e2e.apps.example';

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_500 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]]
    : [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx support/oidc-server.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_OIDC_PORT: String(oidcPort),
        E2E_GOOGLE_CLIENT_ID,
        E2E_OIDC_REDIRECT_URI: `${baseURL}/login`,
      },
    },
    {
      command: 'node ../apps/api/dist/server.js',
      url: `${baseURL}/api/ready`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Link previews and the sitemaps write absolute addresses on it (issue 31).
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        // The specs read sign-up and reset codes from the dev outbox (support/accounts.ts), which
        // exists only in development and answers only loopback peers (these requests are).
        // Secrets are generated into the throw-away DATA_DIR.
        NODE_ENV: 'development',
        // Tests claim their own client addresses (support/accounts.ts) so abuse limits stay on.
        TRUST_PROXY: '127.0.0.1',
        // A visitor's first page carries the API's answers unless the database is slower than
        // this; a loaded CI machine must not drop the answers a spec checks.
        PAGE_HINT_MS: '5000',
        GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
        // Platform administrators, each signed up by the tests that use it (/users, /moderation,
        // /categories), so specs running in parallel never race for one account.
        ADMIN_EMAILS:
          'platform.admin@e2e.dawa.test,moderator@e2e.dawa.test,catalogue.admin@e2e.dawa.test,' +
          'menu-admin@e2e.dawa.test,home-admin@e2e.dawa.test,sitemap-admin@e2e.dawa.test,' +
          'jobs-admin@e2e.dawa.test',
      },
    },
  ],
});
