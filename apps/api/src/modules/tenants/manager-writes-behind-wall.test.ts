import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TENANT_ROLE } from '../../platform/tenancy/tenant-scope.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createTestWorld, uniqueEmail } from '../../test/factories.ts';

/**
 * A manager's writes to their pharmacy (a member's role, removing a member, inviting, withdrawing
 * an invitation) run behind the database's tenant wall (decision 011), not only its reads: a write
 * there that forgot its tenant filter could change this pharmacy's rows only.
 *
 * A probe trigger records, for every row written to the tables these routes change, the role that
 * wrote it and the tenant the transaction was confined to. Outside a scope the role is the app's
 * own (the table owner, which row-level security does not restrict), so the test fails if one of
 * these routes goes back to an unscoped transaction.
 */
describe.each(databases())('manager writes behind the tenant wall (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);

  interface ProbeRow {
    tbl: string;
    op: string;
    role: string;
    scope: string | null;
    row_tenant: string;
  }

  beforeAll(async () => {
    await t.db.orm.execute(sql`create table write_probe (
      tbl text, op text, role text, scope text, row_tenant text, at timestamptz default clock_timestamp())`);
    // Written from inside scoped transactions: the tenant role must be able to insert its rows.
    await t.db.orm.execute(sql.raw(`grant insert on write_probe to ${TENANT_ROLE}`));
    await t.db.orm.execute(sql`create function write_probe_record() returns trigger
      language plpgsql as $$
      declare
        tenant text;
      begin
        if tg_op = 'DELETE' then tenant := old.tenant_id; else tenant := new.tenant_id; end if;
        insert into write_probe (tbl, op, role, scope, row_tenant)
          values (tg_table_name, tg_op, current_user, nullif(current_setting('app.tenant_id', true), ''), tenant);
        return null;
      end $$`);
    for (const table of ['memberships', 'tenant_invitations', 'audit_log']) {
      await t.db.orm.execute(
        sql.raw(`create trigger write_probe after insert or update or delete on ${table}
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

  it('changing a role, inviting, withdrawing and removing write only as the tenant role, confined to the pharmacy', async () => {
    const w = await createTestWorld(t.app, t.db);
    /**
     * Makes the call, expects `status`, and expects only `tables` to have been written, each row
     * by the tenant role in a scope of this pharmacy. Answers the call's response.
     */
    const expectConfined = async (options: InjectOptions, tables: string[], status = 200) => {
      let res: Awaited<ReturnType<typeof call>> | undefined;
      const rows = await writesOf(async () => {
        res = await call(options);
        expect(res.statusCode, res.body).toBe(status);
      });
      expect(new Set(rows.map((row) => row.tbl))).toEqual(new Set(tables));
      const confined = { role: TENANT_ROLE, scope: w.tenant.id, row_tenant: w.tenant.id };
      expect(rows).toEqual(rows.map((row) => ({ ...row, ...confined })));
      return res!;
    };
    const member = (userId: string) => `/api/tenants/${w.tenant.id}/members/${userId}`;

    await expectConfined(
      {
        method: 'PUT',
        url: member(w.user.user.id),
        payload: { role: 'ADMIN' },
        ...as(w.owner.token),
      },
      ['memberships', 'audit_log'],
    );
    const invited = await expectConfined(
      {
        method: 'POST',
        url: '/api/user/employee',
        payload: {
          phone_number: '0911223344',
          full_name: 'New Hire',
          email: uniqueEmail('hire'),
          role: 'USER',
        },
        ...as(w.admin.token, w.tenant.id),
      },
      ['tenant_invitations', 'audit_log'],
      201,
    );
    const invitationId = invited.json<{ id: string }>().id;
    await expectConfined(
      {
        method: 'DELETE',
        url: `/api/tenants/${w.tenant.id}/invitations/${invitationId}`,
        ...as(w.owner.token),
      },
      ['tenant_invitations', 'audit_log'],
    );
    // Removing someone, then leaving.
    await expectConfined({ method: 'DELETE', url: member(w.user.user.id), ...as(w.owner.token) }, [
      'memberships',
      'audit_log',
    ]);
    await expectConfined({ method: 'DELETE', url: member(w.admin.user.id), ...as(w.admin.token) }, [
      'memberships',
      'audit_log',
    ]);
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
    });
    expect(rows).toEqual([]);
  });
});
