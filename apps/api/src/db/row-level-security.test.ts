import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withTenantScope, TENANT_ROLE } from '../platform/tenancy/tenant-scope.ts';
import { databases, testConfig, useTestApp } from '../test/build-test-app.ts';
import { createTestTenant, createTestUser } from '../test/factories.ts';
import { openDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';

// Row-level security covers every tenant table, today's and tomorrow's (docs/decisions/011).

/** Tenant tables without a `tenant_id` column; every table WITH one is found by itself. */
const ALSO_TENANT_SCOPED = ['tenants'];

/**
 * Marketplace tables whose `tenant_id` names the organisation selling (docs/decisions/018): every
 * visitor reads their rows and they are written outside any tenant wall, so row-level security
 * cannot confine them; who may change a row is decided per row by its own rules (sellerSideOf, the
 * shared inbox's membership check), tested in their modules. A new table is a tenant table unless
 * it is added here with the same reason.
 */
const MARKETPLACE_TABLES = ['chat_rooms', 'posts', 'shops'];

/** `(a, b, ...)` as parameters, for `in`. */
const oneOf = (values: string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The custom migration's statements, whatever number the migration has by now. */
async function rlsMigrationStatements(): Promise<string[]> {
  const folder = testConfig().MIGRATIONS_DIR;
  const file = (await readdir(folder)).find((f) => f.endsWith('_row-level-security.sql'));
  if (!file) throw new Error('row-level-security migration not found');
  const text = await readFile(join(folder, file), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Every table of the app's schema that a pharmacy's rows live in. */
async function tenantTables(db: Database): Promise<string[]> {
  const result = await db.orm.execute<{ table: string }>(sql`
    select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and (exists (select 1 from pg_attribute a
                   where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
           or c.relname in ${oneOf(ALSO_TENANT_SCOPED)})
      and c.relname not in ${oneOf(MARKETPLACE_TABLES)}
    order by 1`);
  return result.rows.map((r) => r.table);
}

describe.each(databases())('row-level security coverage (%s)', (driver) => {
  const t = useTestApp(driver);

  it('every table with a tenant_id column has RLS enabled and a policy for the tenant role', async () => {
    const tables = await tenantTables(t.db);
    // Not vacuous: today's tenant tables are found.
    expect(tables).toEqual(expect.arrayContaining(['audit_log', 'memberships', 'tenants']));
    const result = await t.db.orm.execute<{
      table: string;
      rls: boolean;
      reads: boolean;
      writes: boolean;
    }>(sql`
      select c.relname as table, c.relrowsecurity as rls,
        exists (select 1 from pg_policies p
                where p.schemaname = 'public' and p.tablename = c.relname
                  and ${TENANT_ROLE} = any(p.roles) and p.cmd in ('ALL', 'SELECT')) as reads,
        exists (select 1 from pg_policies p
                where p.schemaname = 'public' and p.tablename = c.relname
                  and ${TENANT_ROLE} = any(p.roles) and p.cmd in ('ALL', 'INSERT')
                  and p.with_check is not null) as writes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname in ${oneOf(tables)}
      order by 1`);
    // A table listed here was added without the pattern of docs/decisions/011: add it to a migration.
    const unprotected = result.rows.filter((r) => !r.rls || !r.reads || !r.writes);
    expect(unprotected).toEqual([]);
  });

  it('inside a scope of a pharmacy with no data, every tenant table reads empty', async () => {
    // Rows of some pharmacy exist (so a table without a wall would show them)...
    const { user } = await createTestUser(t.db);
    const tenant = await createTestTenant(t.db, { owner: user });
    await t.db.orm.execute(sql`insert into audit_log (tenant_id, action, entity)
      values (${tenant.id}, 'create', 'rls-test')`);
    const tables = await tenantTables(t.db);
    // ...but a scope naming another pharmacy and person sees none of them, in any tenant table.
    const counts = await withTenantScope(
      t.db.orm,
      { tenantId: randomUUID(), userId: randomUUID() },
      async (tx) => {
        const seen: Record<string, number> = {};
        for (const table of tables) {
          const r = await tx.execute<{ n: number }>(
            sql`select count(*)::int as n from ${sql.identifier(table)}`,
          );
          seen[table] = r.rows[0]?.n ?? -1;
        }
        return seen;
      },
    );
    expect(counts).toEqual(Object.fromEntries(tables.map((table) => [table, 0])));
  });

  it('the tenant role can bypass nothing: no superuser, no BYPASSRLS, owns no table', async () => {
    const result = await t.db.orm.execute<{ super: boolean; bypass: boolean; owns: number }>(sql`
      select r.rolsuper as super, r.rolbypassrls as bypass,
        (select count(*)::int from pg_class c where c.relowner = r.oid) as owns
      from pg_roles r where r.rolname = ${TENANT_ROLE}`);
    expect(result.rows).toEqual([{ super: false, bypass: false, owns: 0 }]);
  });

  it('the migration is re-runnable: applying its statements again changes nothing', async () => {
    const policies = () =>
      t.db.orm.execute(sql`select tablename, policyname, cmd, qual, with_check from pg_policies
        where schemaname = 'public' order by 1, 2`);
    const before = await policies();
    for (const statement of await rlsMigrationStatements()) {
      await t.db.orm.execute(sql.raw(statement));
    }
    expect((await policies()).rows).toEqual(before.rows);
  });
});

// Server PostgreSQL only: roles are shared by the cluster's databases, and production may run the
// app as a non-superuser that owns its tables.
describe.runIf(process.env.TEST_DATABASE_URL)('row-level security on a server cluster', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const connect = async (url = adminUrl) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  };

  it('two databases migrating at once both create the shared role without failing', async () => {
    const [createRole] = await rlsMigrationStatements();
    if (!createRole?.includes('CREATE ROLE')) throw new Error('first statement creates the role');
    // A role of its own, so the race is real even though dawa_tenant already exists.
    const role = `dawa_test_race_${randomUUID().replaceAll('-', '')}`;
    const block = createRole.replaceAll(TENANT_ROLE, role);
    const [first, second] = await Promise.all([connect(), connect()]);
    try {
      await first.query('begin');
      await first.query(block);
      await second.query('begin');
      // Blocks on the first's uncommitted role until it commits, then must not fail.
      const racing = second.query(block);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query('commit');
      await racing;
      await second.query('commit');
      const { rows } = await first.query(
        'select count(*)::int as n from pg_roles where rolname = $1',
        [role],
      );
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await first.query(`drop role if exists ${role}`).catch(() => undefined);
      await Promise.all([first.end(), second.end()]);
    }
  });

  it('works for an app that owns its tables without being a superuser', async () => {
    const suffix = randomUUID().replaceAll('-', '');
    const owner = `dawa_test_owner_${suffix}`;
    const name = `dawa_test_${suffix}`;
    const admin = await connect();
    let db: Database | undefined;
    try {
      // CREATEROLE lets the migration grant itself membership of the tenant role (PostgreSQL 15).
      await admin.query(`create role ${owner} login createrole`);
      await admin.query(`create database ${name} owner ${owner}`);
      const url = new URL(adminUrl);
      url.username = owner;
      url.pathname = `/${name}`;
      db = await openDatabase({
        driver: 'postgres',
        url: url.href,
        poolMax: 2,
        onPoolError: () => {},
      });
      await migrateDatabase(db, testConfig().MIGRATIONS_DIR);
      const whoami = await db.orm.execute<{ su: boolean }>(
        sql`select rolsuper as su from pg_roles where rolname = current_user`,
      );
      expect(whoami.rows).toEqual([{ su: false }]);

      const { user: a } = await createTestUser(db, { name: 'a' });
      const { user: b } = await createTestUser(db, { name: 'b' });
      const pharmacyA = await createTestTenant(db, { owner: a, name: 'A' });
      const pharmacyB = await createTestTenant(db, { owner: b, name: 'B' });
      // The owner, outside a scope, is not subject to the policies (RLS enabled, not forced).
      const all = await db.orm.execute<{ n: number }>(sql`select count(*)::int as n from tenants`);
      expect(all.rows).toEqual([{ n: 2 }]);
      // Inside one, the unfiltered read sees A only.
      const seen = await withTenantScope(db.orm, { tenantId: pharmacyA.id, userId: a.id }, (tx) =>
        tx.execute<{ id: string }>(sql`select id from tenants`),
      );
      expect(seen.rows.map((r) => r.id)).toEqual([pharmacyA.id]);
      expect(seen.rows.map((r) => r.id)).not.toContain(pharmacyB.id);
    } finally {
      await db?.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop role if exists ${owner}`);
      await admin.end();
    }
  });
});
