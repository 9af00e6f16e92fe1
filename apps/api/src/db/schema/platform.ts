import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The secrets the environment leaves unset (AUTH_TOKEN_SECRET, OTP_PEPPER), one row each: the
 * first instance to start on the database inserts them, every instance reads the same values, so
 * a token signed by one is accepted by all (stored-secrets.ts). No grant to the tenant role
 * (migration 0023): a tenant scope can neither read nor write them.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
