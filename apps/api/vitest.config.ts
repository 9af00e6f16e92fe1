import { defineProject } from 'vitest/config';

// Integration tests run on a real database (fresh PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// so migrations make the first test of a file slow: the timeouts are generous on purpose.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
