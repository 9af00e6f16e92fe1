import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * The first answer of each write sent with an `Idempotency-Key` (docs/idempotency.md): a retry
 * with the same key and the same request gets it again instead of writing twice. Written in the
 * same transaction as the write itself, so a key exists exactly when its write committed.
 *
 * Keys are the caller's own: one space per user, and per organisation the user acted for
 * (`tenant_id`, null outside any organisation). Tenant-scoped: row-level security confines a tenant
 * wall to its pharmacy's keys (migration idempotency-keys, docs/decisions/011).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** Method and route pattern ("POST /api/post"): a key names one request of one route. */
    request: text().notNull(),
    /** SHA-256 (base64url) of the canonical JSON of the path parameters, query and body. */
    fingerprint: text().notNull(),
    responseStatus: integer().notNull(),
    /** The answer's body exactly as it was sent (JSON text). */
    responseBody: text().notNull(),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    // NULLS NOT DISTINCT: a user's keys outside any organisation are one space too.
    unique('idempotency_keys_scope_key').on(t.tenantId, t.userId, t.key).nullsNotDistinct(),
    // The retention sweep deletes the oldest first.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
