import type { Orm } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  tenantId: string | null;
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  requestId: string | null;
}

/** One row per write that matters in a tenant: who, what, when, before and after. */
export async function recordAudit(db: Orm, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
