import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEADLOCK_DETECTED, hasPgCode, SERIALIZATION_FAILURE } from '../../db/pg-errors.ts';
import { tenants } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createTestTenant, createTestUser } from '../../test/factories.ts';
import { describeRaces } from '../../test/race.ts';
import { TENANT_ROLE } from './tenant-scope.ts';
import { lockInOrder, tenantTransaction } from './tenant-transaction.ts';

// The transaction helper (docs/transactions.md): retries of the whole callback on 40001 / 40P01,
// effects after the commit that counted, the tenant's settings, and locks taken in id order.

/** An error shaped as the drivers report PostgreSQL's (Drizzle wraps it in `cause`). */
const pgError = (code: string) =>
  new Error('failed query', { cause: Object.assign(new Error('pg'), { code }) });

/** Resolves once `count` callers have arrived: both transactions hold their first lock. */
function barrier(count: number) {
  let arrived = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

async function twoPharmacies(t: ReturnType<typeof useTestApp>) {
  const owner = (await createTestUser(t.db, { name: 'tx-owner' })).user;
  const a = await createTestTenant(t.db, { owner, name: 'Tx A' });
  const b = await createTestTenant(t.db, { owner, name: 'Tx B' });
  return { owner, a, b };
}

// One app per database; the real lock cycles need two connections, so server PostgreSQL only
// (PGlite runs one transaction at a time: the cycle cannot form there).
describeRaces('tenantTransaction', (driver) => {
  const t = useTestApp(driver);
  const onPostgres = driver === 'postgres' ? it : it.skip;

  it('runs the whole callback again after a serialization failure; effects run once', async () => {
    const { a } = await twoPharmacies(t);
    const effects: number[] = [];
    const answer = await tenantTransaction(t.db.orm, async (tx, { afterCommit, attempt }) => {
      await tx
        .update(tenants)
        .set({ name: `attempt ${attempt}` })
        .where(eq(tenants.id, a.id));
      afterCommit(() => effects.push(attempt));
      if (attempt === 1) throw pgError(SERIALIZATION_FAILURE);
      return attempt;
    });
    expect(answer).toBe(2);
    expect(effects).toEqual([2]);
    const [row] = await t.db.orm.select().from(tenants).where(eq(tenants.id, a.id));
    expect(row?.name).toBe('attempt 2');
  });

  it('gives up after its attempts, and never retries another error', async () => {
    let runs = 0;
    const always = tenantTransaction(
      t.db.orm,
      () => {
        runs += 1;
        return Promise.reject(pgError(DEADLOCK_DETECTED));
      },
      { attempts: 3 },
    );
    await expect(always).rejects.toSatisfy((e) => hasPgCode(e, DEADLOCK_DETECTED));
    expect(runs).toBe(3);
    runs = 0;
    const other = tenantTransaction(t.db.orm, () => {
      runs += 1;
      return Promise.reject(new Error('a bug'));
    });
    await expect(other).rejects.toThrow('a bug');
    expect(runs).toBe(1);
  });

  it('confines a scoped transaction to the pharmacy, at the isolation level asked', async () => {
    const { owner, a } = await twoPharmacies(t);
    const seen = await tenantTransaction(
      t.db.orm,
      async (tx) =>
        (
          await tx.execute<{ who: string; tenant: string; level: string }>(sql`select
            current_user as who, app_tenant_id()::text as tenant,
            current_setting('transaction_isolation') as level`)
        ).rows[0],
      { scope: { tenantId: a.id, userId: owner.id }, isolation: 'serializable' },
    );
    expect(seen).toEqual({ who: TENANT_ROLE, tenant: a.id, level: 'serializable' });
  });

  it('lockInOrder answers the rows in id order, each once, and nothing for no ids', async () => {
    const { a, b } = await twoPharmacies(t);
    const rows = await tenantTransaction(t.db.orm, (tx) =>
      lockInOrder(tx, tenants, [b.id, a.id, b.id]),
    );
    expect(rows.map((r) => r.id)).toEqual([a.id, b.id].sort());
    expect(await tenantTransaction(t.db.orm, (tx) => lockInOrder(tx, tenants, []))).toEqual([]);
  });

  onPostgres('a deadlock aborts one transaction, which is run again and succeeds', async () => {
    const { a, b } = await twoPharmacies(t);
    const bothHoldOne = barrier(2);
    const attempts: number[] = [];
    /** Locks `first`, waits until the other holds its first, then locks `second`. */
    const crossing = (first: string, second: string) =>
      tenantTransaction(t.db.orm, async (tx, { attempt }) => {
        attempts.push(attempt);
        await tx.select().from(tenants).where(eq(tenants.id, first)).for('update');
        if (attempt === 1) await bothHoldOne();
        await tx.select().from(tenants).where(eq(tenants.id, second)).for('update');
        await tx
          .update(tenants)
          .set({ name: `via ${first}` })
          .where(eq(tenants.id, second));
        return attempt;
      });
    const finals = await Promise.all([crossing(a.id, b.id), crossing(b.id, a.id)]);
    // One of them closed the cycle, was aborted (40P01) and ran a second time.
    expect(finals.sort()).toEqual([1, 2]);
    expect(attempts.sort()).toEqual([1, 1, 2]);
  });

  onPostgres('the same crossing through lockInOrder never deadlocks', async () => {
    const { a, b } = await twoPharmacies(t);
    const bothStarted = barrier(2);
    const ordered = (ids: string[]) =>
      tenantTransaction(t.db.orm, async (tx, { attempt }) => {
        // Whatever order the caller names them in, they are taken in id order.
        const started = bothStarted();
        await Promise.race([started, new Promise((resolve) => setTimeout(resolve, 50))]);
        await lockInOrder(tx, tenants, ids);
        return attempt;
      });
    expect(await Promise.all([ordered([a.id, b.id]), ordered([b.id, a.id])])).toEqual([1, 1]);
  });

  onPostgres('a serialization failure under SERIALIZABLE is run again and succeeds', async () => {
    const { a, b } = await twoPharmacies(t);
    const bothRead = barrier(2);
    const attempts: number[] = [];
    // Each reads both names and writes one of them (write skew): SERIALIZABLE aborts one (40001).
    const skew = (target: string) =>
      tenantTransaction(
        t.db.orm,
        async (tx, { attempt }) => {
          attempts.push(attempt);
          const rows = await tx
            .select({ name: tenants.name })
            .from(tenants)
            .where(sql`${tenants.id} in (${a.id}, ${b.id})`);
          if (attempt === 1) await bothRead();
          await tx
            .update(tenants)
            .set({ name: `${rows.length} seen` })
            .where(eq(tenants.id, target));
          return attempt;
        },
        { isolation: 'serializable' },
      );
    expect((await Promise.all([skew(a.id), skew(b.id)])).sort()).toEqual([1, 2]);
    expect(attempts.sort()).toEqual([1, 1, 2]);
  });
});
