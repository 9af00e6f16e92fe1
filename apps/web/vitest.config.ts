import { defineProject } from 'vitest/config';

// Unit tests of the web: stores, API client, helpers and small components, in happy-dom.
export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
