import { rolesWith, type TOrgType, type TTenantRole } from '@dawa/contract';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { memberships, tenants, users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/index.ts';

export type TenantRow = typeof tenants.$inferSelect;

export interface NewTenant {
  name: string;
  orgType: TOrgType;
  address: string;
  city: string;
  tinNumber: string;
  createdBy: string;
}

/** Creates the tenant with its creator as OWNER, in one transaction. */
export async function insertTenantWithOwner(db: Orm, values: NewTenant): Promise<TenantRow> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx.insert(tenants).values(values).returning();
    if (!tenant) throw new Error('tenant insert returned nothing');
    await tx
      .insert(memberships)
      .values({ tenantId: tenant.id, userId: values.createdBy, role: 'OWNER' });
    return tenant;
  });
}

/** The caller's membership of a live tenant; undefined for non-members (answered as not found). */
export async function findMembership(
  db: Orm,
  { tenantId, userId }: { tenantId: string; userId: string },
): Promise<{ tenant: TenantRow; role: TTenantRole } | undefined> {
  const [row] = await db
    .select({ tenant: tenants, role: memberships.role })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  return row;
}

export async function listTenantsOfUser(
  db: Orm,
  { userId, limit, offset }: { userId: string; limit: number; offset: number },
): Promise<{ rows: { tenant: TenantRow; role: TTenantRole }[]; total: number }> {
  const mine = eq(memberships.userId, userId);
  const rows = await db
    .select({ tenant: tenants, role: memberships.role })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(mine)
    .orderBy(asc(tenants.name), asc(tenants.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await db.select({ total: count() }).from(memberships).where(mine);
  return { rows, total: totals?.total ?? 0 };
}

// Deleted users keep their membership rows (history), but are no longer members.
const liveMemberOf = (tenantId: string) =>
  and(eq(memberships.tenantId, tenantId), isNull(users.deletedAt));

export async function listMembers(
  db: Orm,
  { tenantId, limit, offset }: { tenantId: string; limit: number; offset: number },
): Promise<{ rows: { user: UserRow; role: TTenantRole; joinedAt: Date }[]; total: number }> {
  const rows = await db
    .select({ user: users, role: memberships.role, joinedAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(liveMemberOf(tenantId))
    // Owners first, then administrators, then users; by name within a role.
    .orderBy(
      sql`case ${memberships.role} when 'OWNER' then 0 when 'ADMIN' then 1 else 2 end`,
      asc(users.fullName),
      asc(users.id),
    )
    .limit(limit)
    .offset(offset);
  const [totals] = await db
    .select({ total: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(liveMemberOf(tenantId));
  return { rows, total: totals?.total ?? 0 };
}

export async function findMember(
  db: Orm,
  { tenantId, userId }: { tenantId: string; userId: string },
): Promise<{ user: UserRow; role: TTenantRole; joinedAt: Date } | undefined> {
  const [row] = await db
    .select({ user: users, role: memberships.role, joinedAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(liveMemberOf(tenantId), eq(memberships.userId, userId)));
  return row;
}

/** The live member of the tenant whose account has this (normalised) e-mail, if any. */
export async function findMemberByEmail(
  db: Orm,
  { tenantId, email }: { tenantId: string; email: string },
): Promise<{ userId: string; role: TTenantRole } | undefined> {
  const [row] = await db
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(liveMemberOf(tenantId), eq(users.email, email)));
  return row;
}

/** Adds a member; false when they already are one. */
export async function insertMembership(
  db: Orm,
  values: { tenantId: string; userId: string; role: TTenantRole },
): Promise<boolean> {
  const rows = await db.insert(memberships).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Live owners other than `exceptUserId`: a change that would leave none is refused. */
export async function countOtherOwners(
  db: Orm,
  { tenantId, exceptUserId }: { tenantId: string; exceptUserId: string },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        liveMemberOf(tenantId),
        eq(memberships.role, 'OWNER'),
        ne(memberships.userId, exceptUserId),
      ),
    );
  return row?.total ?? 0;
}

export async function updateMemberRole(
  db: Orm,
  { tenantId, userId, role }: { tenantId: string; userId: string; role: TTenantRole },
): Promise<void> {
  // A role that now answers the shared inbox, where the old one did not, starts its unread there:
  // the inbox's earlier messages are history to them (decision 018). SET reads the row's old role.
  const answers = rolesWith('listings.manage');
  const gainsInbox = answers.includes(role)
    ? sql`${memberships.role} NOT IN (${sql.join(
        answers.map((r) => sql`${r}`),
        sql`, `,
      )})`
    : sql`false`;
  await db
    .update(memberships)
    .set({
      role,
      inboxSince: sql`CASE WHEN ${gainsInbox} THEN now() ELSE ${memberships.inboxSince} END`,
    })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
}

export async function deleteMembership(
  db: Orm,
  { tenantId, userId }: { tenantId: string; userId: string },
): Promise<void> {
  await db
    .delete(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
}

/** True when the two users share at least one tenant (and so may see each other's details). */
export async function shareATenant(db: Orm, a: string, b: string): Promise<boolean> {
  const result = await db.execute<{ shared: boolean }>(sql`
    select exists (
      select 1 from memberships m1 join memberships m2 on m1.tenant_id = m2.tenant_id
      where m1.user_id = ${a} and m2.user_id = ${b}
    ) as shared`);
  return result.rows[0]?.shared === true;
}

/** Locks the tenant row for the rest of the transaction, so owner checks and role changes serialise. */
export async function lockTenant(db: Orm, tenantId: string): Promise<void> {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}

/**
 * Locks every tenant the user owns, in id order (two transactions locking overlapping sets in the
 * same order cannot deadlock): deleting an account checks "last owner" under these locks.
 */
export async function lockTenantsOwnedBy(db: Orm, userId: string): Promise<void> {
  await db
    .select({ id: tenants.id })
    .from(tenants)
    .innerJoin(memberships, eq(memberships.tenantId, tenants.id))
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'OWNER')))
    .orderBy(asc(tenants.id))
    .for('update', { of: tenants });
}

/** Pharmacies where `userId` is the only live owner yet other live members remain. */
export async function countPharmaciesOwnedAlone(db: Orm, userId: string): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from memberships mine
    where mine.user_id = ${userId} and mine.role = 'OWNER'
      and not exists (
        select 1 from memberships o join users u on u.id = o.user_id
        where o.tenant_id = mine.tenant_id and o.role = 'OWNER' and o.user_id <> ${userId}
          and u.deleted_at is null)
      and exists (
        select 1 from memberships m join users u on u.id = m.user_id
        where m.tenant_id = mine.tenant_id and m.user_id <> ${userId} and u.deleted_at is null)`);
  return Number(result.rows[0]?.total ?? 0);
}
