import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './client.ts';

/**
 * Applies the committed SQL migrations (apps/api/drizzle) inside the app, at start. Drizzle records
 * applied ones in its own table, so running this again is a no-op. `drizzle-kit migrate` is not used:
 * it fails silently on PGlite with extensions (docs/stack.md#pitfall-1).
 */
export async function migrateDatabase(db: Database, folder: string): Promise<void> {
  // A missing folder would otherwise surface as an obscure "journal not found" deep inside Drizzle.
  if (!existsSync(join(folder, 'meta', '_journal.json'))) {
    throw new Error(
      `No migrations found in ${folder} (MIGRATIONS_DIR); expected meta/_journal.json there.`,
    );
  }
  await db.migrate(folder);
}
