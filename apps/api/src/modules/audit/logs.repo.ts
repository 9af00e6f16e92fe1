import type { TAuditAction } from '@dawa/contract';
import { and, count, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

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

function whereOf(scope: LogScope, filter: LogFilter): SQL | undefined {
  return and(
    scope.kind === 'tenant' ? eq(auditLog.tenantId, scope.tenantId) : isNull(auditLog.tenantId),
    filter.actor === undefined ? undefined : eq(auditLog.actorUserId, filter.actor),
    filter.actions === undefined || filter.actions.length === 0
      ? undefined
      : inArray(auditLog.action, [...filter.actions]),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
    filter.until === undefined ? undefined : lt(auditLog.createdAt, filter.until),
  );
}

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
