import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databases, testConfig, useTestApp } from '../test/build-test-app.ts';
import { migrateDatabase } from './migrate.ts';
import { auditLog } from './schema/index.ts';

describe.each(databases())('migrations (%s)', (driver) => {
  const t = useTestApp(driver);

  it('are re-runnable: applying them again changes nothing', async () => {
    const applied = () =>
      t.db.orm.execute(sql`select hash from drizzle.__drizzle_migrations order by id`);
    const before = await applied();
    await migrateDatabase(t.db, testConfig().MIGRATIONS_DIR);
    const after = await applied();
    expect(after.rows).toEqual(before.rows);
    // One row per migration of the journal, whoever adds the next one.
    const journal = JSON.parse(
      await readFile(join(testConfig().MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(after.rows).toHaveLength(journal.entries.length);
  });

  it('create pg_trgm and the audit_log table with its defaults', async () => {
    const trgm = await t.db.orm.execute(
      sql`select similarity('paracetamol', 'paracetamole') > 0.5 as close`,
    );
    expect(trgm.rows[0]).toEqual({ close: true });

    const [row] = await t.db.orm
      .insert(auditLog)
      .values({
        action: 'create',
        entity: 'post',
        entityId: 'p1',
        after: { title: 'Aspirin' },
        requestId: 'r1',
      })
      .returning();
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.after).toEqual({ title: 'Aspirin' });
    expect(row?.tenantId).toBeNull();
  });

  it('fail clearly when the migrations folder is missing', async () => {
    await expect(migrateDatabase(t.db, '/nowhere')).rejects.toThrow(
      /No migrations found in \/nowhere/,
    );
  });
});
