import type { TAuditAction } from '@dawa/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { auditLog, memberships, posts, tenants } from '../../db/schema/index.ts';
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
 * The pharmacy a listing event belongs to (issue 31): listings belong to their seller, not to a
 * pharmacy, but a member who posts, edits or sells while the pharmacy is their chosen organisation
 * acts for it, and its log shows it. Read in the writing transaction: the organisation the request
 * named (x-tenant-id), if the actor is an active member of it and the listing is the actor's own.
 * Null otherwise (no organisation chosen, or a platform administrator removing someone's listing).
 */
async function listingTenantOf(db: Orm, entry: Omit<AuditEntry, 'origin'>, origin: RequestOrigin) {
  const chosen = origin.chosenTenantId;
  if (
    entry.entity !== 'post' ||
    entry.tenantId !== null ||
    !SELLER_ACTIONS.has(entry.action) ||
    !chosen ||
    entry.actorUserId === null ||
    entry.entityId === null
  ) {
    return entry.tenantId;
  }
  const [row] = await db
    .select({ tenantId: memberships.tenantId })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .innerJoin(
      posts,
      and(eq(posts.id, sql`${entry.entityId}::uuid`), eq(posts.createdBy, memberships.userId)),
    )
    .where(
      and(
        eq(memberships.tenantId, chosen),
        eq(memberships.userId, entry.actorUserId),
        eq(tenants.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row?.tenantId ?? null;
}

/** One row per write that matters: who, what, when, from where, before and after. Append-only. */
export async function recordAudit(db: Orm, { origin, ...entry }: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    tenantId: await listingTenantOf(db, entry, origin),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: origin.requestId,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
}
