import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and integration tests (`npm run test:unit`).
// Under CI a JSON report feeds the closing summary line (scripts/summarize-tests.mjs).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web',
      // The repository's own lint rules (eslint-rules/), run in Node.
      {
        test: { name: 'eslint-rules', include: ['eslint-rules/**/*.test.ts'], environment: 'node' },
      },
      // The repository itself: every document it cites exists (scripts/doc-references.test.ts).
      { test: { name: 'repository', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
  },
});
