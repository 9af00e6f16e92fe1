import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations to ./drizzle (committed). They are applied by the app
// at start (src/db/migrate.ts), never by `drizzle-kit migrate` (docs/stack.md#pitfall-1).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
