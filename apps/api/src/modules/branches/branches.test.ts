import { MESSAGES, ZBranch, ZBranchListResponse, type TErrorResponse } from '@dawa/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createTestWorld, NIL_ID } from '../../test/factories.ts';

const newBranch = {
  name: 'Piassa Branch',
  address: 'Piassa, Churchill Ave 4',
  city: 'Addis Ababa',
};

describe.each(databases())('branches (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  const world = () => createTestWorld(t.app, t.db);
  const post = (token: string, tenantId: string, payload: Record<string, unknown> = newBranch) =>
    call({ method: 'POST', url: `/api/tenants/${tenantId}/branches`, payload, ...as(token) });
  const list = (token: string, tenantId: string, query = '') =>
    call({ method: 'GET', url: `/api/tenants/${tenantId}/branches${query}`, ...as(token) });

  it('POST by an owner opens a branch: its own tenant, owned by the pharmacy owners (201)', async () => {
    const { owner, admin, tenant } = await world();
    const res = await post(owner.token, tenant.id);
    expect(res.statusCode).toBe(201);
    const branch = ZBranch.parse(res.json());
    expect(branch).toMatchObject({
      name: 'Piassa Branch',
      address: 'Piassa, Churchill Ave 4',
      parent_id: tenant.id,
      // Organisation type and TIN are the pharmacy's.
      org_type: 'PHARMACY',
      tin_number: '0012345678',
      role: 'OWNER',
      status: 'ACTIVE',
    });
    // The owner can switch to it like to any pharmacy; the admin is not a member of it.
    const current = await call({
      method: 'GET',
      url: '/api/tenants/current',
      ...as(owner.token, branch.id),
    });
    expect(current.json()).toMatchObject({ id: branch.id, role: 'OWNER', parent_id: tenant.id });
    const notMine = await call({
      method: 'GET',
      url: '/api/tenants/current',
      ...as(admin.token, branch.id),
    });
    expect(notMine.statusCode).toBe(404);
    const [entry] = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entity, 'branch')));
    expect(entry).toMatchObject({
      actorUserId: owner.user.id,
      action: 'branch-create',
      entityId: branch.id,
    });
  });

  it('POST by an administrator: the owners own the branch, the administrator administers it', async () => {
    const { owner, admin, tenant } = await world();
    const branch = ZBranch.parse((await post(admin.token, tenant.id)).json());
    expect(branch.role).toBe('ADMIN');
    const members = await call({
      method: 'GET',
      url: `/api/tenants/${branch.id}/members`,
      ...as(owner.token),
    });
    expect(
      members
        .json<{ docs: { role: string; user: { id: string } }[] }>()
        .docs.map((m) => [m.user.id, m.role]),
    ).toEqual([
      [owner.user.id, 'OWNER'],
      [admin.user.id, 'ADMIN'],
    ]);
  });

  it('POST by a plain member answers 403; by another pharmacy’s member exactly like not found', async () => {
    const { user, outsider, tenant } = await world();
    const forbidden = await post(user.token, tenant.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<TErrorResponse>().code).toBe('FORBIDDEN');
    const foreign = await post(outsider.token, tenant.id);
    const missing = await post(outsider.token, NIL_ID);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Pharmacy not found.', code: 'NOT_FOUND' });
    expect(missing.json()).toEqual(foreign.json());
    expect((await list(outsider.token, tenant.id)).json()).toEqual(foreign.json());
  });

  it('POST refuses a branch of a branch and a duplicate name (409)', async () => {
    const { owner, tenant } = await world();
    const branch = ZBranch.parse((await post(owner.token, tenant.id)).json());
    const nested = await post(owner.token, branch.id, { ...newBranch, name: 'Sub Branch' });
    expect(nested.statusCode).toBe(409);
    expect(nested.json<TErrorResponse>().message).toMatch(/cannot have branches/);
    const duplicate = await post(owner.token, tenant.id, { ...newBranch, name: ' piassa BRANCH ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<TErrorResponse>().message).toBe(
      'This pharmacy already has a branch with this name.',
    );
  });

  it.each([
    ['name', '', MESSAGES.orgNameRequired],
    ['name', 'x'.repeat(101), MESSAGES.orgNameMax],
    ['address', 'abc', MESSAGES.addressShort],
    ['city', 'A', MESSAGES.cityShort],
  ])('POST with a bad %s answers 400 with the contract message', async (field, value, message) => {
    const { owner, tenant } = await world();
    const res = await post(owner.token, tenant.id, { ...newBranch, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json<TErrorResponse>().issues).toEqual([{ path: field, message }]);
  });

  it('POST and GET with a malformed pharmacy id answer 400', async () => {
    const { owner } = await world();
    for (const res of [await post(owner.token, 'nope'), await list(owner.token, 'nope')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<TErrorResponse>().message).toBe(MESSAGES.idInvalid('pharmacy'));
    }
  });

  it('GET lists the branches to every member, with their own role in each, paginated', async () => {
    const { owner, user, tenant } = await world();
    for (const name of ['Bole Branch', 'Arat Kilo Branch', 'Piassa Branch']) {
      expect((await post(owner.token, tenant.id, { ...newBranch, name })).statusCode).toBe(201);
    }
    const first = ZBranchListResponse.parse(
      (await list(owner.token, tenant.id, '?limit=2')).json(),
    );
    expect(first).toMatchObject({ total: 3, pages: 2, hasMore: true, nextCursor: 2 });
    expect(first.docs.map((b) => [b.name, b.role])).toEqual([
      ['Arat Kilo Branch', 'OWNER'],
      ['Bole Branch', 'OWNER'],
    ]);
    const forUser = ZBranchListResponse.parse((await list(user.token, tenant.id)).json());
    expect(forUser.docs.map((b) => [b.name, b.role])).toEqual([
      ['Arat Kilo Branch', null],
      ['Bole Branch', null],
      ['Piassa Branch', null],
    ]);
    // A branch has no branches; another pharmacy's branches never show.
    const branchId = first.docs[0]!.id;
    expect(ZBranchListResponse.parse((await list(owner.token, branchId)).json()).total).toBe(0);
  });

  it.each([
    ['GET', undefined],
    ['POST', newBranch],
  ] as const)('%s answers 401 to a guest', async (method, payload) => {
    const res = await call({ method, url: `/api/tenants/${NIL_ID}/branches`, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json<TErrorResponse>().code).toBe('UNAUTHORIZED');
  });
});
