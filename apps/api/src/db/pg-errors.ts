// Postgres error codes as pg and PGlite report them; Drizzle wraps the driver's error in `cause`.

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A foreign key declared ON DELETE RESTRICT refused a delete (NO ACTION answers 23503). */
export const RESTRICT_VIOLATION = '23001';

export function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** `text` for a LIKE/ILIKE pattern, its own `%`, `_` and `\` taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A SERIALIZABLE (or REPEATABLE READ) transaction could not be ordered: run it again. */
export const SERIALIZATION_FAILURE = '40001';
/** PostgreSQL broke a lock cycle by aborting this transaction: run it again. */
export const DEADLOCK_DETECTED = '40P01';
