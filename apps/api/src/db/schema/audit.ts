import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every write in a tenant leaves one row here: who, what, when, before and after (docs/architecture.md#rules). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Null for platform-level actions (outside any pharmacy) and for writes without a signed-in user.
    tenantId: uuid(),
    actorUserId: uuid(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    // Null when the write comes from a background job rather than a request.
    requestId: text(),
    // Where the request came from: the peer address as the server judges it (TRUST_PROXY), and the
    // client's User-Agent. Null for background jobs and rows older than the columns.
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  // The log screens list a tenant's entries (or the platform's, tenant_id null) newest first, in
  // keyset pages of (created_at, id).
  (t) => [index('audit_log_tenant_created_id_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc())],
);
