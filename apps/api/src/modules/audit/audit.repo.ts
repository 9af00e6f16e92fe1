import type { TAuditAction } from '@dawa/contract';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { auditLog, posts } from '../../db/schema/index.ts';
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

/** What a seller does to their own listing (moderation is the platform's, never a pharmacy's). */
const SELLER_ACTIONS: ReadonlySet<TAuditAction> = new Set([
  'post-create',
  'post-update',
  'post-status-change',
  'post-delete',
]);

/**
 * The organisation a listing event belongs to (issue 31, docs/decisions/018): the listing's own
 * organisation, whichever of its members acted, so its log shows what was done to its listings.
 * Read in the writing transaction. Null for a listing sold on its author's own account, and for
 * the platform's actions (moderation, an administrator removing someone's listing).
 */
async function listingTenantOf(db: Orm, entry: Omit<AuditEntry, 'origin'>) {
  if (
    entry.entity !== 'post' ||
    entry.tenantId !== null ||
    !SELLER_ACTIONS.has(entry.action) ||
    entry.entityId === null
  ) {
    return entry.tenantId;
  }
  const [row] = await db
    .select({ tenantId: posts.tenantId })
    .from(posts)
    .where(eq(posts.id, sql`${entry.entityId}::uuid`));
  return row?.tenantId ?? null;
}

/** One row per write that matters: who, what, when, from where, before and after. Append-only. */
export async function recordAudit(db: Orm, { origin, ...entry }: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    tenantId: await listingTenantOf(db, entry),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: origin.requestId,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
}
