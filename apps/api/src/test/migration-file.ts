// Tests of a data migration run its SQL again on a database they prepared.
import { sql } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Orm } from '../db/client.ts';

const DRIZZLE = new URL('../../drizzle/', import.meta.url);

/**
 * The migration whose file name ends in `_${name}.sql`: found by name, not number, since
 * migrations are renumbered when branches that add them are merged.
 */
export function migrationFile(name: string): URL {
  return new URL(
    readdirSync(DRIZZLE).find((f) => f.endsWith(`_${name}.sql`)) ?? 'missing.sql',
    DRIZZLE,
  );
}

/** Runs the migration's statements one by one, as the migrator does (PGlite takes one at a time). */
export async function rerunMigration(db: Orm, file: URL): Promise<void> {
  for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement));
}
