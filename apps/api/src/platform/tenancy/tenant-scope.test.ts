import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { hasPgCode } from '../../db/pg-errors.ts';
import { auditLog, tenants } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { createTestTenant, createTestUser } from '../../test/factories.ts';
import { TENANT_ROLE, withTenantScope } from './tenant-scope.ts';

// The database's second wall (docs/decisions/011): inside a tenant scope, queries WITHOUT a tenant
// filter still see only the current pharmacy's rows.

/** Insufficient privilege: what PostgreSQL answers a write a policy (or a grant) refuses. */
const REFUSED = '42501';

/**
 * Pharmacy A (owner `a`, user `a2`) with a branch; pharmacy B of `b`; pharmacy C of `c` where `a`
 * is a plain user; one audit event in A, one in B and one platform event.
 */
async function seedPharmacies(db: Database) {
  const user = async (name: string) => (await createTestUser(db, { name })).user;
  const [a, a2, b, c] = await Promise.all([user('a'), user('a2'), user('b'), user('c')]);
  const pharmacyA = await createTestTenant(db, {
    owner: a,
    members: [{ user: a2, role: 'USER' }],
    name: 'Pharmacy A',
  });
  const [branchA] = await db.orm
    .insert(tenants)
    .values({ parentId: pharmacyA.id, name: 'A branch', orgType: 'PHARMACY', createdBy: a.id })
    .returning();
  if (!branchA) throw new Error('seed: branch missing');
  const pharmacyB = await createTestTenant(db, { owner: b, name: 'Pharmacy B' });
  const pharmacyC = await createTestTenant(db, {
    owner: c,
    members: [{ user: a, role: 'USER' }],
    name: 'Pharmacy C',
  });
  const event = (tenantId: string | null, entityId: string) => ({
    tenantId,
    action: 'create',
    entity: 'rls-test',
    entityId,
  });
  await db.orm
    .insert(auditLog)
    .values([event(pharmacyA.id, 'in-a'), event(pharmacyB.id, 'in-b'), event(null, 'platform')]);
  return { a, a2, b, c, pharmacyA, branchA, pharmacyB, pharmacyC };
}

type Seed = Awaited<ReturnType<typeof seedPharmacies>>;
const scopeOfA = (s: Seed) => ({ tenantId: s.pharmacyA.id, userId: s.a.id });

describe.each(databases())('tenant scope: row-level security (%s)', (driver) => {
  const t = useTestApp(driver);

  it('an unfiltered select sees only the current pharmacy (and the caller’s own memberships)', async () => {
    const s = await seedPharmacies(t.db);
    const seen = await withTenantScope(t.db.orm, scopeOfA(s), async (tx) => ({
      memberships: (
        await tx.execute<{ tenant_id: string; user_id: string }>(sql`select * from memberships`)
      ).rows,
      audit: (
        await tx.execute<{ tenant_id: string | null; entity_id: string }>(
          sql`select * from audit_log`,
        )
      ).rows,
      tenants: (await tx.execute<{ id: string }>(sql`select * from tenants`)).rows,
    }));

    // A's members, and a's own membership in C ("my pharmacies"); never B's, nor C's other members.
    expect(seen.memberships.map((m) => `${m.tenant_id}/${m.user_id}`).sort()).toEqual(
      [
        `${s.pharmacyA.id}/${s.a.id}`,
        `${s.pharmacyA.id}/${s.a2.id}`,
        `${s.pharmacyC.id}/${s.a.id}`,
      ].sort(),
    );
    // A's events only: neither B's nor platform events.
    expect(seen.audit.length).toBeGreaterThan(0);
    expect(seen.audit.every((e) => e.tenant_id === s.pharmacyA.id)).toBe(true);
    expect(seen.audit.map((e) => e.entity_id)).toContain('in-a');
    // A itself, its branch, and C where a is a member; never B.
    expect(seen.tenants.map((r) => r.id).sort()).toEqual(
      [s.pharmacyA.id, s.branchA.id, s.pharmacyC.id].sort(),
    );
  });

  it('outside a scope (owner or superuser) everything stays visible as before', async () => {
    const s = await seedPharmacies(t.db);
    const memberships = await t.db.orm.execute<{ tenant_id: string }>(
      sql`select tenant_id from memberships`,
    );
    expect(memberships.rows.map((m) => m.tenant_id)).toContain(s.pharmacyB.id);
    const audit = await t.db.orm.execute<{ entity_id: string }>(
      sql`select entity_id from audit_log`,
    );
    expect(audit.rows.map((e) => e.entity_id)).toEqual(
      expect.arrayContaining(['in-a', 'in-b', 'platform']),
    );
    const ids = (await t.db.orm.select({ id: tenants.id }).from(tenants)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([s.pharmacyA.id, s.pharmacyB.id, s.pharmacyC.id]));
  });

  it('the role and the tenant end with the transaction, committed or failed (no leak to the next)', async () => {
    const s = await seedPharmacies(t.db);
    const session = () =>
      t.db.orm.execute<{
        role: string;
        same: boolean;
        tenant: string | null;
        app_user: string | null;
      }>(
        sql`select current_user as role, current_user = session_user as same,
          nullif(current_setting('app.tenant_id', true), '') as tenant,
          nullif(current_setting('app.user_id', true), '') as app_user`,
      );
    const inside = await withTenantScope(t.db.orm, scopeOfA(s), async (tx) =>
      tx.execute<{ role: string; tenant: string }>(
        sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`,
      ),
    );
    expect(inside.rows[0]).toEqual({ role: TENANT_ROLE, tenant: s.pharmacyA.id });
    expect((await session()).rows[0]).toMatchObject({ same: true, tenant: null, app_user: null });

    await expect(
      withTenantScope(t.db.orm, scopeOfA(s), () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect((await session()).rows[0]).toMatchObject({ same: true, tenant: null, app_user: null });
    // And the next plain query sees every pharmacy again.
    const all = await t.db.orm.execute<{ n: number }>(
      sql`select count(*)::int as n from memberships where tenant_id = ${s.pharmacyB.id}`,
    );
    expect(all.rows[0]?.n).toBe(1);
  });

  it('writes into another pharmacy are refused inside the scope; its own go through', async () => {
    const s = await seedPharmacies(t.db);
    const attempt = (statement: ReturnType<typeof sql>) =>
      withTenantScope(t.db.orm, scopeOfA(s), (tx) => tx.execute(statement));
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await attempt(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(hasPgCode(error, REFUSED), String(error)).toBe(true);
    };

    await refused(sql`insert into memberships (tenant_id, user_id, role)
      values (${s.pharmacyB.id}, ${s.a.id}, 'OWNER')`);
    await refused(sql`insert into audit_log (tenant_id, action, entity)
      values (${s.pharmacyB.id}, 'create', 'rls-test')`);
    await refused(
      sql`insert into audit_log (tenant_id, action, entity) values (null, 'create', 'rls-test')`,
    );
    // Moving A's row to B, or making A's new branch hang under B.
    await refused(sql`update memberships set tenant_id = ${s.pharmacyB.id}
      where tenant_id = ${s.pharmacyA.id} and user_id = ${s.a2.id}`);
    await refused(sql`insert into tenants (parent_id, name, org_type)
      values (${s.pharmacyB.id}, 'Stolen branch', 'PHARMACY')`);
    // The audit log is append-only, even for the pharmacy's own events.
    await refused(sql`delete from audit_log where tenant_id = ${s.pharmacyA.id}`);
    await refused(sql`update audit_log set action = 'delete' where tenant_id = ${s.pharmacyA.id}`);

    // Another pharmacy's rows are invisible, so updates and deletes there touch nothing.
    await attempt(sql`update memberships set role = 'USER' where tenant_id = ${s.pharmacyB.id}`);
    await attempt(sql`delete from memberships where tenant_id = ${s.pharmacyB.id}`);
    await attempt(sql`update tenants set name = 'Taken' where id = ${s.pharmacyB.id}`);
    // The caller's own membership elsewhere is readable, not writable from this pharmacy.
    await attempt(sql`delete from memberships where tenant_id = ${s.pharmacyC.id}`);
    const untouched = await t.db.orm.execute<{ role: string; name: string }>(
      sql`select m.role, t.name from memberships m join tenants t on t.id = m.tenant_id
        where m.tenant_id in (${s.pharmacyB.id}, ${s.pharmacyC.id}) order by t.name, m.role`,
    );
    expect(untouched.rows).toEqual([
      { role: 'OWNER', name: 'Pharmacy B' },
      { role: 'OWNER', name: 'Pharmacy C' },
      { role: 'USER', name: 'Pharmacy C' },
    ]);

    // The pharmacy's own writes still work.
    await attempt(sql`insert into audit_log (tenant_id, action, entity, entity_id)
      values (${s.pharmacyA.id}, 'create', 'rls-test', 'own')`);
    await attempt(sql`update memberships set role = 'ADMIN'
      where tenant_id = ${s.pharmacyA.id} and user_id = ${s.a2.id}`);
    const own = await t.db.orm.execute<{ role: string }>(
      sql`select role from memberships where tenant_id = ${s.pharmacyA.id} and user_id = ${s.a2.id}`,
    );
    expect(own.rows[0]?.role).toBe('ADMIN');
  });

  it('the role without a tenant set sees nothing at all (fails closed)', async () => {
    await seedPharmacies(t.db);
    const counts = await t.db.orm.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
      return tx.execute<{ m: number; a: number; t: number }>(sql`select
        (select count(*) from memberships)::int as m,
        (select count(*) from audit_log)::int as a,
        (select count(*) from tenants)::int as t`);
    });
    expect(counts.rows[0]).toEqual({ m: 0, a: 0, t: 0 });
  });

  it('refuses to nest in a transaction or to run with a malformed id', async () => {
    const s = await seedPharmacies(t.db);
    await expect(
      t.db.orm.transaction((tx) => withTenantScope(tx, scopeOfA(s), () => Promise.resolve(1))),
    ).rejects.toThrow(/not a transaction/);
    await expect(
      withTenantScope(t.db.orm, { tenantId: 'x', userId: s.a.id }, () => Promise.resolve(1)),
    ).rejects.toThrow(/uuids/);
  });
});
