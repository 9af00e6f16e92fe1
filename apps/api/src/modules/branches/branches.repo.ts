import type { TTenantRole } from '@dawa/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { memberships, tenants, users } from '../../db/schema/index.ts';
import type { TenantRow } from '../tenants/index.ts';

/** The branches of `parentId`, each with the caller's role there (null where they are not a member). */
export async function listBranchesOf(
  db: Orm,
  {
    parentId,
    userId,
    limit,
    offset,
  }: { parentId: string; userId: string; limit: number; offset: number },
): Promise<{ rows: { tenant: TenantRow; role: TTenantRole | null }[]; total: number }> {
  const rows = await db
    .select({ tenant: tenants, role: memberships.role })
    .from(tenants)
    .leftJoin(
      memberships,
      and(eq(memberships.tenantId, tenants.id), eq(memberships.userId, userId)),
    )
    .where(eq(tenants.parentId, parentId))
    .orderBy(asc(tenants.name), asc(tenants.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await db
    .select({ total: count() })
    .from(tenants)
    .where(eq(tenants.parentId, parentId));
  return { rows, total: totals?.total ?? 0 };
}

/** Whether `parentId` already has a branch of this name, ignoring case and surrounding spaces. */
export async function hasBranchNamed(
  db: Orm,
  { parentId, name }: { parentId: string; name: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.parentId, parentId), sql`lower(${tenants.name}) = lower(${name})`))
    .limit(1);
  return row !== undefined;
}

/** The live owners of a tenant: they own its branches too. */
export async function listOwnerIds(db: Orm, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.role, 'OWNER'),
        isNull(users.deletedAt),
      ),
    );
  return rows.map((r) => r.userId);
}

export interface NewBranch {
  parent: TenantRow;
  name: string;
  address: string;
  city: string;
  createdBy: string;
  members: { userId: string; role: TTenantRole }[];
}

/** Inserts the branch (type and TIN taken from its pharmacy) and its first members. */
export async function insertBranch(db: Orm, branch: NewBranch): Promise<TenantRow> {
  const [tenant] = await db
    .insert(tenants)
    .values({
      parentId: branch.parent.id,
      name: branch.name,
      orgType: branch.parent.orgType,
      address: branch.address,
      city: branch.city,
      tinNumber: branch.parent.tinNumber,
      createdBy: branch.createdBy,
    })
    .returning();
  if (!tenant) throw new Error('branch insert returned nothing');
  if (branch.members.length > 0) {
    await db
      .insert(memberships)
      .values(branch.members.map((m) => ({ tenantId: tenant.id, ...m })))
      .onConflictDoNothing();
  }
  return tenant;
}
