import type { TAuditAction } from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { RequestOrigin } from '../../platform/request-origin.ts';

export interface AuditEntry {
  tenantId: string | null;
  actorUserId: string | null;
  action: TAuditAction;
  entity: string;
  /** Null only where nothing is named: a sign-in attempt for an unknown e-mail. */
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  /** Required, so no call site forgets where the change came from: `ctx.origin` for a signed-in
   * caller, `originOf(request)` before there is one. Never put a password, code or token in
   * before/after. */
  origin: RequestOrigin;
}

/** One row per write that matters: who, what, when, from where, before and after. Append-only. */
export async function recordAudit(db: Orm, { origin, ...entry }: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: origin.requestId,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
}
