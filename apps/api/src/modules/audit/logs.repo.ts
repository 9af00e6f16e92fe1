import type { TAuditAction, TAuditSortKey } from '@dawa/contract';
import { and, count, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { countUpTo, type KeysetList, type KeysetParts } from '../../platform/lists/index.ts';
import {
  auditLog,
  categories,
  posts,
  shops,
  tenantInvitations,
  tenants,
  users,
} from '../../db/schema/index.ts';

/** Whose log: one pharmacy's, or the platform's (rows without a pharmacy). */
export type LogScope = { kind: 'tenant'; tenantId: string } | { kind: 'platform' };

export interface LogFilter {
  actor?: string | undefined;
  actions?: readonly TAuditAction[] | undefined;
  /** Inclusive lower bound. */
  from?: Date | undefined;
  /** Exclusive upper bound. */
  until?: Date | undefined;
}

/**
 * The log as a keyset list (docs/lists.md): ordered by the time of the entry, ties by id. The
 * index on (tenant_id, created_at desc, id desc) serves both directions.
 */
export const LOG_LIST: KeysetList<TAuditSortKey> = {
  id: auditLog.id,
  sorts: { createdAt: { column: auditLog.createdAt, kind: 'timestamp' } },
};

/**
 * A pharmacy's rows; or the platform's: rows of no pharmacy, and every listing event (listings are
 * the marketplace's, moderated by platform administrators, even when a pharmacy's member posted
 * them and the event is in that pharmacy's log too).
 */
function scopeOf(scope: LogScope): SQL | undefined {
  return scope.kind === 'tenant'
    ? eq(auditLog.tenantId, scope.tenantId)
    : or(isNull(auditLog.tenantId), eq(auditLog.entity, 'post'));
}

function whereOf(scope: LogScope, filter: LogFilter): SQL | undefined {
  return and(
    scopeOf(scope),
    filter.actor === undefined ? undefined : eq(auditLog.actorUserId, filter.actor),
    filter.actions === undefined || filter.actions.length === 0
      ? undefined
      : inArray(auditLog.action, [...filter.actions]),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
    filter.until === undefined ? undefined : lt(auditLog.createdAt, filter.until),
  );
}

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * The name of what a row is about, as it is now (a listing's title, a member's name), read with the
 * page in the same query: one sub-select per row of the page only (they run below the LIMIT), each
 * by primary key. Null when the row is gone or the entity names nothing; the service then falls
 * back to a name the entry recorded. The id is cast only once it looks like a uuid.
 */
const subjectName = sql<string | null>`case when ${auditLog.entityId} ~* ${UUID_PATTERN} then
  case ${auditLog.entity}
    when 'post' then (select ${posts.title} from ${posts} where ${posts.id} = ${auditLog.entityId}::uuid)
    when 'user' then (select ${users.fullName} from ${users} where ${users.id} = ${auditLog.entityId}::uuid)
    when 'membership' then (select ${users.fullName} from ${users} where ${users.id} = ${auditLog.entityId}::uuid)
    when 'invitation' then (select ${tenantInvitations.fullName} from ${tenantInvitations} where ${tenantInvitations.id} = ${auditLog.entityId}::uuid)
    when 'tenant' then (select ${tenants.name} from ${tenants} where ${tenants.id} = ${auditLog.entityId}::uuid)
    when 'branch' then (select ${tenants.name} from ${tenants} where ${tenants.id} = ${auditLog.entityId}::uuid)
    when 'shop' then (select ${shops.name} from ${shops} where ${shops.id} = ${auditLog.entityId}::uuid)
    when 'category' then (select ${categories.name} from ${categories} where ${categories.id} = ${auditLog.entityId}::uuid)
  end
end`;

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
  subjectName,
  actorId: users.id,
  actorName: users.fullName,
  actorEmail: users.email,
};

export type LogRow = Awaited<ReturnType<typeof listLogRows>>[number];

/** A page of the filter in the order and after the keyset `parts` say (platform/lists). */
export async function listLogRows(
  db: Orm,
  { scope, filter, parts }: { scope: LogScope; filter: LogFilter; parts: KeysetParts },
) {
  return db
    .select({ ...columns, ...parts.keyset })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(whereOf(scope, filter), parts.after))
    .orderBy(...parts.orderBy)
    .limit(parts.limit);
}

/** The list's count: exact up to LIST_COUNT_CAP, a bounded walk beyond (docs/lists.md). */
export function countLogRowsUpToCap(
  db: Orm,
  { scope, filter }: { scope: LogScope; filter: LogFilter },
) {
  return countUpTo(db, { table: auditLog, where: whereOf(scope, filter) });
}

/** The exact count, for an export, which says how many rows a too-wide filter selects. */
export async function countLogRows(
  db: Orm,
  { scope, filter }: { scope: LogScope; filter: LogFilter },
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(scope, filter));
  return row?.n ?? 0;
}

/** The names of the categories a page's entries name (one query for the page, none when none). */
export async function categoryNames(db: Orm, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter((id) => new RegExp(UUID_PATTERN, 'i').test(id));
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
