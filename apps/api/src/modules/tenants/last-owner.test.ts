import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, tenants } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser, createTestTenant, createTestWorld } from '../../test/factories.ts';

/**
 * Issue 12 finding 3: every "last owner" rule runs in one transaction holding the tenant's row
 * lock, so owners acting at the same moment cannot leave a pharmacy without one. (PGlite runs
 * transactions one at a time anyway; server PostgreSQL is where the race is real.)
 */
describe.each(databases())('last owner under concurrency (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  const ownersOf = async (tenantId: string) =>
    (await t.db.orm.select().from(memberships).where(eq(memberships.tenantId, tenantId))).filter(
      (m) => m.role === 'OWNER',
    );

  async function twoOwners() {
    const [a, b, clerk] = await Promise.all(
      ['owner-a', 'owner-b', 'clerk'].map((name) => createSignedInUser(t.app, t.db, { name })),
    );
    if (!a || !b || !clerk) throw new Error('users');
    const tenant = await createTestTenant(t.db, {
      owner: a.user,
      members: [
        { user: b.user, role: 'OWNER' },
        { user: clerk.user, role: 'USER' },
      ],
    });
    return { a, b, tenant };
  }

  it('two owners leaving at the same moment: one leaves, the other stays owner', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { a, b, tenant } = await twoOwners();
      const leave = (who: typeof a) =>
        call({
          method: 'DELETE',
          url: `/api/tenants/${tenant.id}/members/${who.user.id}`,
          ...as(who.token),
        });
      const results = await Promise.all([leave(a), leave(b)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await ownersOf(tenant.id)).toHaveLength(1);
    }
  });

  it('two owners demoting each other at the same moment: one stays owner', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { a, b, tenant } = await twoOwners();
      const demote = (actor: typeof a, target: typeof a) =>
        call({
          method: 'PUT',
          url: `/api/tenants/${tenant.id}/members/${target.user.id}`,
          payload: { role: 'USER' },
          ...as(actor.token),
        });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await ownersOf(tenant.id)).toHaveLength(1);
    }
  });

  it('an owner deleting their account while the other owner leaves: the pharmacy keeps one', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { a, b, tenant } = await twoOwners();
      const results = await Promise.all([
        call({ method: 'DELETE', url: `/api/user/${a.user.id}`, ...as(a.token) }),
        call({
          method: 'DELETE',
          url: `/api/tenants/${tenant.id}/members/${b.user.id}`,
          ...as(b.token),
        }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const owners = await ownersOf(tenant.id);
      const live = owners.filter((o) =>
        o.userId === a.user.id ? results[0]?.statusCode !== 200 : true,
      );
      expect(live).toHaveLength(1);
    }
  });

  it('a pharmacy marked INACTIVE cannot be managed through routes with its id in the path', async () => {
    const { owner, user, tenant } = await createTestWorld(t.app, t.db);
    await t.db.orm.update(tenants).set({ status: 'INACTIVE' }).where(eq(tenants.id, tenant.id));
    const base = `/api/tenants/${tenant.id}`;
    const calls: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: `${base}/members` },
      { method: 'GET', url: `${base}/members/${user.user.id}` },
      { method: 'PUT', url: `${base}/members/${user.user.id}`, payload: { role: 'ADMIN' } },
      { method: 'DELETE', url: `${base}/members/${user.user.id}` },
      { method: 'GET', url: `${base}/branches` },
      {
        method: 'POST',
        url: `${base}/branches`,
        payload: { name: 'Piassa branch', address: 'Piassa 1', city: 'Addis Ababa' },
      },
      { method: 'GET', url: `${base}/invitations` },
    ];
    for (const options of calls) {
      const res = await call({ ...options, ...as(owner.token) });
      expect(res.statusCode, `${String(options.method)} ${options.url}`).toBe(404);
    }
    const current = await call({
      method: 'GET',
      url: '/api/tenants/current',
      ...as(owner.token, tenant.id),
    });
    expect(current.statusCode).toBe(404);
  });
});
