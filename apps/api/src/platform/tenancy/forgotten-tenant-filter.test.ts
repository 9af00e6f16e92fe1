import { ZBranchListResponse, ZMemberListResponse } from '@dawa/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type * as BranchesRepo from '../../modules/branches/branches.repo.ts';
import type * as TenantsRepo from '../../modules/tenants/tenants.repo.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createTestWorld } from '../../test/factories.ts';

// The wall where tenant data is read today (docs/decisions/011): the repository functions behind
// the members and branches routes are replaced by versions that FORGET their tenant filter, as a
// future bug would. The routes must still show nothing of another pharmacy, because they run in a
// tenant scope and the database itself leaves the other pharmacy's rows out.

vi.mock('../../modules/tenants/tenants.repo.ts', async (importOriginal) => {
  const original = await importOriginal<typeof TenantsRepo>();
  const { eq } = await import('drizzle-orm');
  const { memberships, users } = await import('../../db/schema/index.ts');
  const columns = { user: users, role: memberships.role, joinedAt: memberships.createdAt };
  return {
    ...original,
    listMembers: async (
      db: Parameters<typeof original.listMembers>[0],
      { limit, offset }: Parameters<typeof original.listMembers>[1],
    ) => {
      const rows = await db
        .select(columns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .limit(limit)
        .offset(offset);
      return { rows, total: rows.length };
    },
    findMember: async (
      db: Parameters<typeof original.findMember>[0],
      { userId }: Parameters<typeof original.findMember>[1],
    ) => {
      const [row] = await db
        .select(columns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.userId, userId));
      return row;
    },
  };
});

vi.mock('../../modules/branches/branches.repo.ts', async (importOriginal) => {
  const original = await importOriginal<typeof BranchesRepo>();
  const { and, eq, isNotNull } = await import('drizzle-orm');
  const { memberships, tenants } = await import('../../db/schema/index.ts');
  return {
    ...original,
    listBranchesOf: async (
      db: Parameters<typeof original.listBranchesOf>[0],
      { userId, limit, offset }: Parameters<typeof original.listBranchesOf>[1],
    ) => {
      const rows = await db
        .select({ tenant: tenants, role: memberships.role })
        .from(tenants)
        .leftJoin(
          memberships,
          and(eq(memberships.tenantId, tenants.id), eq(memberships.userId, userId)),
        )
        .where(isNotNull(tenants.parentId))
        .limit(limit)
        .offset(offset);
      return { rows, total: rows.length };
    },
  };
});

describe.each(databases())('a forgotten tenant filter (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);

  it('GET members lists this pharmacy’s members only, and another’s member is not found', async () => {
    const { owner, admin, user, outsider, tenant } = await createTestWorld(t.app, t.db);
    const res = await call({
      method: 'GET',
      url: `/api/tenants/${tenant.id}/members?limit=100`,
      ...as(owner.token),
    });
    expect(res.statusCode).toBe(200);
    const ids = new Set(ZMemberListResponse.parse(res.json()).docs.map((m) => m.user.id));
    expect([...ids].sort()).toEqual([owner.user.id, admin.user.id, user.user.id].sort());

    const other = await call({
      method: 'GET',
      url: `/api/tenants/${tenant.id}/members/${outsider.user.id}`,
      ...as(owner.token),
    });
    expect(other.statusCode).toBe(404);
  });

  it('GET branches lists this pharmacy’s branches only', async () => {
    const { owner, outsider, tenant, otherTenant } = await createTestWorld(t.app, t.db);
    const open = (token: string, tenantId: string, name: string) =>
      call({
        method: 'POST',
        url: `/api/tenants/${tenantId}/branches`,
        payload: { name, address: 'Piassa, Churchill Ave 4', city: 'Addis Ababa' },
        ...as(token),
      });
    expect((await open(owner.token, tenant.id, 'Our branch')).statusCode).toBe(201);
    expect((await open(outsider.token, otherTenant.id, 'Their branch')).statusCode).toBe(201);

    const res = await call({
      method: 'GET',
      url: `/api/tenants/${tenant.id}/branches?limit=100`,
      ...as(owner.token),
    });
    expect(res.statusCode).toBe(200);
    const branches = ZBranchListResponse.parse(res.json()).docs;
    expect(branches.map((b) => b.parent_id)).toEqual([tenant.id]);
    expect(branches.map((b) => b.name)).toEqual(['Our branch']);
  });
});
