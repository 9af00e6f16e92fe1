import {
  HEADERS,
  MESSAGES,
  ZMember,
  ZMemberListResponse,
  ZTenantDetail,
  ZTenantListResponse,
  type TErrorResponse,
} from '@dawa/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser, createTestWorld, NIL_ID } from '../../test/factories.ts';

const newTenant = {
  name: 'Bole Pharmacy',
  org_type: 'RETAIL_PHARMACY',
  address: 'Bole Road 12',
  city: 'Addis Ababa',
  tin_number: '0099887766',
};

describe.each(databases())('tenancy (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);

  const world = () => createTestWorld(t.app, t.db);

  it('POST /api/tenants creates a pharmacy owned by the caller (201)', async () => {
    const { token } = await createSignedInUser(t.app, t.db);
    const res = await call({
      method: 'POST',
      url: '/api/tenants',
      payload: newTenant,
      ...as(token),
    });
    expect(res.statusCode).toBe(201);
    const tenant = ZTenantDetail.parse(res.json());
    expect(tenant).toMatchObject({
      name: 'Bole Pharmacy',
      org_type: 'RETAIL_PHARMACY',
      role: 'OWNER',
      status: 'ACTIVE',
    });
    const current = await call({
      method: 'GET',
      url: '/api/tenants/current',
      ...as(token, tenant.id),
    });
    expect(current.json()).toEqual(tenant);
  });

  it.each([
    ['name', '', MESSAGES.orgNameRequired],
    ['name', 'x'.repeat(101), MESSAGES.orgNameMax],
    ['org_type', 'BANK', MESSAGES.orgTypeInvalid],
    ['address', 'abc', MESSAGES.addressShort],
    ['city', 'A', MESSAGES.cityShort],
    ['tin_number', '12', MESSAGES.tinShort],
  ])(
    'POST /api/tenants with a bad %s answers 400 with the spec message',
    async (field, value, message) => {
      const { token } = await createSignedInUser(t.app, t.db);
      const res = await call({
        method: 'POST',
        url: '/api/tenants',
        payload: { ...newTenant, [field]: value },
        ...as(token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<TErrorResponse>().issues).toEqual([{ path: field, message }]);
    },
  );

  it('GET /api/tenants/mine lists only my pharmacies with my role, paginated', async () => {
    const { owner, user } = await world();
    for (const name of ['A Pharmacy', 'B Pharmacy']) {
      await call({
        method: 'POST',
        url: '/api/tenants',
        payload: { ...newTenant, name },
        ...as(owner.token),
      });
    }
    const first = ZTenantListResponse.parse(
      (await call({ method: 'GET', url: '/api/tenants/mine?limit=2', ...as(owner.token) })).json(),
    );
    expect(first).toMatchObject({
      total: 3,
      pages: 2,
      hasMore: true,
      nextCursor: 2,
      cursor: 0,
      limit: 2,
    });
    expect(first.docs.map((d) => d.name)).toEqual(['A Pharmacy', 'B Pharmacy']);
    const second = ZTenantListResponse.parse(
      (
        await call({ method: 'GET', url: '/api/tenants/mine?limit=2&cursor=2', ...as(owner.token) })
      ).json(),
    );
    expect(second.docs.map((d) => [d.name, d.role])).toEqual([['Test Pharmacy', 'OWNER']]);
    expect(second.hasMore).toBe(false);
    const mine = ZTenantListResponse.parse(
      (await call({ method: 'GET', url: '/api/tenants/mine', ...as(user.token) })).json(),
    );
    expect(mine.docs.map((d) => [d.name, d.role])).toEqual([['Test Pharmacy', 'USER']]);
  });

  it('GET /api/tenants/current needs a header naming one of my pharmacies', async () => {
    const { user, tenant, otherTenant } = await world();
    const ok = await call({
      method: 'GET',
      url: '/api/tenants/current',
      ...as(user.token, tenant.id),
    });
    expect(ok.json()).toMatchObject({ id: tenant.id, role: 'USER' });
    const missing = await call({ method: 'GET', url: '/api/tenants/current', ...as(user.token) });
    expect(missing.statusCode).toBe(400);
    // Another pharmacy, a malformed id and a made-up one all look exactly like "not found".
    const answers = await Promise.all(
      [otherTenant.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000'].map((id) =>
        call({
          method: 'GET',
          url: '/api/tenants/current',
          headers: { authorization: `Bearer ${user.token}`, [HEADERS.tenant]: id },
        }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Pharmacy not found.', code: 'NOT_FOUND' });
    }
  });

  it('GET /api/tenants/:id/members lists members for members only', async () => {
    const { user, outsider, tenant } = await world();
    const res = await call({
      method: 'GET',
      url: `/api/tenants/${tenant.id}/members`,
      ...as(user.token),
    });
    expect(res.statusCode).toBe(200);
    const page = ZMemberListResponse.parse(res.json());
    expect(page.docs.map((m) => m.role)).toEqual(['OWNER', 'ADMIN', 'USER']);
    expect(page.total).toBe(3);
    const foreign = await call({
      method: 'GET',
      url: `/api/tenants/${tenant.id}/members`,
      ...as(outsider.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Pharmacy not found.');
    const badId = await call({
      method: 'GET',
      url: '/api/tenants/nope/members',
      ...as(user.token),
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(MESSAGES.idInvalid('pharmacy'));
  });

  it('GET /api/tenants/:id/members/:userId shows one member to the members only', async () => {
    const { owner, user, outsider, tenant } = await world();
    const get = (token: string, tenantId: string, userId: string) =>
      call({ method: 'GET', url: `/api/tenants/${tenantId}/members/${userId}`, ...as(token) });
    const res = await get(user.token, tenant.id, owner.user.id);
    expect(res.statusCode).toBe(200);
    expect(ZMember.parse(res.json())).toMatchObject({
      role: 'OWNER',
      user: { id: owner.user.id, email: owner.email },
    });
    // Another pharmacy's member learns nothing: the pharmacy answers like a missing one.
    const foreign = await get(outsider.token, tenant.id, owner.user.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Pharmacy not found.', code: 'NOT_FOUND' });
    expect((await get(outsider.token, NIL_ID, owner.user.id)).json()).toEqual(foreign.json());
    // Someone who is not a member of this pharmacy is not found in it.
    expect((await get(owner.token, tenant.id, outsider.user.id)).json()).toEqual({
      message: 'Member not found.',
      code: 'NOT_FOUND',
    });
    const badId = await get(owner.token, tenant.id, 'nope');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(MESSAGES.idInvalid('user'));
  });

  it('PUT /api/tenants/:id/members/:userId changes roles by the rules', async () => {
    const { owner, admin, user, outsider, tenant } = await world();
    const put = (token: string, userId: string, role: string) =>
      call({
        method: 'PUT',
        url: `/api/tenants/${tenant.id}/members/${userId}`,
        payload: { role },
        ...as(token),
      });

    expect((await put(user.token, admin.user.id, 'USER')).statusCode).toBe(403);
    expect((await put(outsider.token, user.user.id, 'ADMIN')).statusCode).toBe(404);
    // Administrators manage users and administrators, never owners.
    expect((await put(admin.token, user.user.id, 'OWNER')).statusCode).toBe(403);
    expect((await put(admin.token, owner.user.id, 'USER')).statusCode).toBe(403);
    const promoted = await put(admin.token, user.user.id, 'ADMIN');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'ADMIN', user: { id: user.user.id } });
    expect((await put(owner.token, outsider.user.id, 'USER')).json()).toEqual({
      message: 'Member not found.',
      code: 'NOT_FOUND',
    });

    const lastOwner = await put(owner.token, owner.user.id, 'ADMIN');
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().code).toBe('CONFLICT');
    expect((await put(owner.token, admin.user.id, 'OWNER')).statusCode).toBe(200);
    expect((await put(owner.token, owner.user.id, 'ADMIN')).statusCode).toBe(200);

    // Each change is in the pharmacy's audit log: who, what, before and after.
    const entries = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityId, user.user.id)));
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: admin.user.id,
        action: 'member-role-change',
        entity: 'membership',
        before: { role: 'USER' },
        after: { role: 'ADMIN' },
        requestId: expect.any(String),
        ip: '127.0.0.1',
      }),
    ]);

    const bad = await put(admin.token, user.user.id, 'KING');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.tenantRoleInvalid);
  });

  it('DELETE /api/tenants/:id/members/:userId removes members and lets members leave', async () => {
    const { owner, admin, user, outsider, tenant } = await world();
    const del = (token: string, userId: string) =>
      call({ method: 'DELETE', url: `/api/tenants/${tenant.id}/members/${userId}`, ...as(token) });

    expect((await del(user.token, admin.user.id)).statusCode).toBe(403);
    expect((await del(outsider.token, user.user.id)).statusCode).toBe(404);
    expect((await del(admin.token, owner.user.id)).statusCode).toBe(403);
    expect((await del(owner.token, owner.user.id)).statusCode).toBe(409);
    expect((await del(user.token, user.user.id)).json()).toEqual({
      message: 'You left the pharmacy.',
    });
    expect(
      (await call({ method: 'GET', url: '/api/tenants/current', ...as(user.token, tenant.id) }))
        .statusCode,
    ).toBe(404);
    expect((await del(owner.token, admin.user.id)).json()).toEqual({
      message: 'The member was removed.',
    });
  });

  it.each([
    ['POST', '/api/tenants'],
    ['GET', '/api/tenants/mine'],
    ['GET', '/api/tenants/current'],
    ['GET', '/api/tenants/00000000-0000-4000-8000-000000000000/members'],
    [
      'GET',
      '/api/tenants/00000000-0000-4000-8000-000000000000/members/00000000-0000-4000-8000-000000000001',
    ],
    [
      'PUT',
      '/api/tenants/00000000-0000-4000-8000-000000000000/members/00000000-0000-4000-8000-000000000001',
    ],
    [
      'DELETE',
      '/api/tenants/00000000-0000-4000-8000-000000000000/members/00000000-0000-4000-8000-000000000001',
    ],
  ] as const)('%s %s answers 401 to a guest', async (method, url) => {
    const res = await call({
      method,
      url,
      payload: method === 'PUT' ? { role: 'USER' } : method === 'POST' ? newTenant : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
