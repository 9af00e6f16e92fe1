import { IDEMPOTENCY_KEY_HEADER } from '@dawa/contract';
import { randomUUID } from 'node:crypto';
import type { InjectOptions, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createTestWorld, uniqueEmail } from '../../test/factories.ts';
import { routesOf } from '../route-table.ts';
import { TENANT_ROLE } from './tenant-scope.ts';

/**
 * Every tenant route writes behind the tenant wall (issue 30, decision 011), and every tenant table
 * is watched. A probe trigger on each table the tenant role has a policy on (found in the
 * database's catalogue, so a new tenant table is watched the day its migration lands) records, for
 * every row written, the role that wrote it and the tenant the transaction was confined to. Outside
 * the wall the role is the app's own (the owner, which row-level security does not restrict), so a
 * tenant route that went back to the unscoped connection fails here.
 *
 * Each tenant route of the real route table (every route declared access.tenant or tenantPath) is
 * called once with a valid request by the pharmacy's owner and must succeed; a tenant route with no
 * case below fails the test, naming itself.
 */

type World = Awaited<ReturnType<typeof createTestWorld>> & { invitationId: string };

interface ProbeRow {
  tbl: string;
  op: string;
  role: string;
  scope: string | null;
  row_tenant: string | null;
}

/** One valid request per tenant route ("METHOD url"), made by the owner of `w.tenant`. */
const CASES: Record<string, (w: World) => InjectOptions> = {
  'GET /api/tenants/current': (w) => ({ method: 'GET', url: '/api/tenants/current', ...own(w) }),
  'GET /api/tenants/:id/members': (w) => ({ method: 'GET', url: `${path(w)}/members` }),
  'GET /api/tenants/:id/members/:userId': (w) => ({
    method: 'GET',
    url: `${path(w)}/members/${w.user.user.id}`,
  }),
  'PUT /api/tenants/:id/members/:userId': (w) => ({
    method: 'PUT',
    url: `${path(w)}/members/${w.user.user.id}`,
    payload: { role: 'ADMIN' },
  }),
  'DELETE /api/tenants/:id/members/:userId': (w) => ({
    method: 'DELETE',
    url: `${path(w)}/members/${w.admin.user.id}`,
  }),
  'GET /api/tenants/:id/branches': (w) => ({ method: 'GET', url: `${path(w)}/branches` }),
  'POST /api/tenants/:id/branches': (w) => ({
    method: 'POST',
    url: `${path(w)}/branches`,
    payload: { name: 'Piassa branch', address: 'Churchill Ave 4', city: 'Addis Ababa' },
    // An idempotent write: its key is kept in the wall too (docs/idempotency.md).
    headers: { ...as(w.owner.token).headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  }),
  'POST /api/user/employee': (w) => ({
    method: 'POST',
    url: '/api/user/employee',
    payload: {
      phone_number: '0911223344',
      full_name: 'New Hire',
      email: uniqueEmail('hire'),
      role: 'USER',
    },
    ...own(w),
  }),
  'GET /api/tenants/:id/invitations': (w) => ({ method: 'GET', url: `${path(w)}/invitations` }),
  'DELETE /api/tenants/:id/invitations/:invitationId': (w) => ({
    method: 'DELETE',
    url: `${path(w)}/invitations/${w.invitationId}`,
  }),
  'GET /api/logs': (w) => ({ method: 'GET', url: '/api/logs', ...own(w) }),
  'GET /api/logs/export.csv': (w) => ({ method: 'GET', url: '/api/logs/export.csv', ...own(w) }),
  'GET /api/logs/export': (w) => ({ method: 'GET', url: '/api/logs/export?format=xlsx', ...own(w) }),
};

const path = (w: World) => `/api/tenants/${w.tenant.id}`;
const own = (w: Pick<World, 'owner' | 'tenant'>) => as(w.owner.token, w.tenant.id);

const isTenantRoute = (route: RouteOptions) => {
  const kind = route.config?.access?.kind;
  return kind === 'tenant' || kind === 'tenantPath';
};
const keyOf = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

describe.each(databases())('tenant routes behind the tenant wall (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  let tables: string[] = [];

  beforeAll(async () => {
    await t.db.orm.execute(sql`create table write_probe (
      tbl text, op text, role text, scope text, row_tenant text, at timestamptz default clock_timestamp())`);
    // Written from inside scoped transactions: the tenant role must be able to insert its rows.
    await t.db.orm.execute(sql.raw(`grant insert on write_probe to ${TENANT_ROLE}`));
    // The row's pharmacy: its tenant_id, or for a pharmacy itself its parent (a branch) or its id.
    await t.db.orm.execute(sql`create function write_probe_record() returns trigger
      language plpgsql as $$
      declare
        j jsonb;
      begin
        if tg_op = 'DELETE' then j := to_jsonb(old); else j := to_jsonb(new); end if;
        insert into write_probe (tbl, op, role, scope, row_tenant)
          values (tg_table_name, tg_op, current_user,
            nullif(current_setting('app.tenant_id', true), ''),
            coalesce(j->>'tenant_id', j->>'parent_id', j->>'id'));
        return null;
      end $$`);
    // Every table the tenant role has a policy on: the tenant tables.
    const { rows } = await t.db.orm.execute<{ tablename: string }>(sql`
      select distinct tablename from pg_policies
      where schemaname = 'public' and ${TENANT_ROLE} = any(roles) order by tablename`);
    tables = rows.map((row) => row.tablename);
    for (const table of tables) {
      await t.db.orm.execute(
        sql.raw(`create trigger write_probe after insert or update or delete on "${table}"
          for each row execute function write_probe_record()`),
      );
    }
  });

  /** The probe's rows written while `action` ran. */
  async function writesOf(action: () => Promise<void>): Promise<ProbeRow[]> {
    await t.db.orm.execute(sql`delete from write_probe`);
    await action();
    const { rows } = await t.db.orm.execute(
      sql`select tbl, op, role, scope, row_tenant from write_probe order by at`,
    );
    return rows as unknown as ProbeRow[];
  }

  it('watches every tenant table', () => {
    expect(tables).toEqual(
      expect.arrayContaining([
        'audit_log',
        'idempotency_keys',
        'memberships',
        'tenant_invitations',
        'tenants',
      ]),
    );
    expect(tables).not.toContain('platform_secrets');
  });

  it('every tenant route succeeds and writes only as the tenant role, confined to the pharmacy', async () => {
    const tenantRoutes = routesOf(t.app).filter(isTenantRoute).map(keyOf).sort();
    expect(
      tenantRoutes.filter((key) => !(key in CASES)),
      'tenant routes with no case in tenant-wall-probe.test.ts',
    ).toEqual([]);

    const world = await createTestWorld(t.app, t.db);
    const invited = await call({
      method: 'POST',
      url: '/api/user/employee',
      payload: {
        phone_number: '0911223344',
        full_name: 'Hire',
        email: uniqueEmail('w'),
        role: 'USER',
      },
      ...own(world),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const w = { ...world, invitationId: invited.json<{ id: string }>().id };
    /** The pharmacy and its branches: the rows its wall may write (a branch's first members). */
    const ours = async () => {
      const { rows } = await t.db.orm.execute<{ id: string }>(
        sql`select id from tenants where id = ${w.tenant.id} or parent_id = ${w.tenant.id}`,
      );
      return rows.map((row) => row.id);
    };

    const written = new Set<string>();
    for (const key of tenantRoutes) {
      const rows = await writesOf(async () => {
        const res = await call({ ...as(w.owner.token), ...CASES[key]!(w) });
        expect(res.statusCode, `${key}: ${res.body}`).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
      });
      const allowed = await ours();
      for (const row of rows) {
        written.add(row.tbl);
        expect(row, `${key} wrote ${row.tbl}`).toMatchObject({
          role: TENANT_ROLE,
          scope: w.tenant.id,
        });
        expect(allowed, `${key} wrote ${row.tbl} of ${row.row_tenant}`).toContain(row.row_tenant);
      }
    }
    // The cases write each tenant table at least once, so the probe is known to see them.
    expect([...written].sort()).toEqual([...tables].sort());
  });

  it('a refused write leaves nothing behind, and another pharmacy is untouched', async () => {
    const w = await createTestWorld(t.app, t.db);
    const rows = await writesOf(async () => {
      // The outsider manages another pharmacy: this one answers like a missing one.
      const res = await call({
        method: 'PUT',
        url: `/api/tenants/${w.tenant.id}/members/${w.user.user.id}`,
        payload: { role: 'OWNER' },
        ...as(w.outsider.token),
      });
      expect(res.statusCode, res.body).toBe(404);
      // A manager's write the service refuses (the last owner cannot step down) rolls back whole.
      const last = await call({
        method: 'PUT',
        url: `/api/tenants/${w.tenant.id}/members/${w.owner.user.id}`,
        payload: { role: 'USER' },
        ...as(w.owner.token),
      });
      expect(last.statusCode, last.body).toBe(409);
    });
    expect(rows).toEqual([]);
  });
});
