import type { TAuditAction } from '@dawa/contract';
import { and, count, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
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

/** Where a page continues: the last row's (created_at, id), created_at in whole microseconds
 * since 1970 (what the database keeps; a JS Date has milliseconds only). */
export interface LogKeyset {
  createdAtMicros: number;
  id: string;
}

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
  // Exact (numeric extract, PostgreSQL 14+): the keyset must name the row exactly.
  createdAtMicros: sql<string>`(extract(epoch from ${auditLog.createdAt}) * 1000000)::bigint::text`,
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

/** Newest first, `limit` rows after `after` (keyset: stable while new rows arrive). */
export async function listLogRows(
  db: Orm,
  {
    scope,
    filter,
    after,
    limit,
  }: { scope: LogScope; filter: LogFilter; after?: LogKeyset | undefined; limit: number },
) {
  const at =
    after === undefined
      ? undefined
      : sql`(timestamptz 'epoch' + ${after.createdAtMicros}::bigint * interval '1 microsecond')`;
  const keyset =
    after === undefined || at === undefined
      ? undefined
      : or(lt(auditLog.createdAt, at), and(eq(auditLog.createdAt, at), lt(auditLog.id, after.id)));
  return (
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(and(whereOf(scope, filter), keyset))
      // NULLS LAST as the index is built (drizzle's .desc()); the columns are never null, but the
      // planner uses an index for ORDER BY only when the null order matches too.
      .orderBy(sql`${auditLog.createdAt} desc nulls last`, sql`${auditLog.id} desc nulls last`)
      .limit(limit)
  );
}

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
