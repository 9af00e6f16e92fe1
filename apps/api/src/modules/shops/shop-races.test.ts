import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog, shops } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser, createTestTenant } from '../../test/factories.ts';
import { describeRaces, inRounds, installRaceGate, releasedTogether } from '../../test/race.ts';

/**
 * An organisation has one shop (docs/decisions/018): two of its managers setting it up at the same
 * instant make one shop, one creation (201, one 'shop-create' in the log) and one edit of it (200).
 * Deciding "created" from a read before the write would answer 201 twice and log two creations.
 */
describeRaces("an organisation's first shop under concurrency", (driver) => {
  const t = useTestApp(driver);

  it('two managers setting up the shop at once make one shop, created once', async () => {
    const app = await t.build({ configure: installRaceGate });
    await inRounds(async (round) => {
      const [owner, admin] = await Promise.all(
        ['owner', 'admin'].map((name) =>
          createSignedInUser(app, t.db, { name: `${name}-${round}` }),
        ),
      );
      if (!owner || !admin) throw new Error('people');
      const tenant = await createTestTenant(t.db, {
        owner: owner.user,
        name: `Race Pharmacy ${round}`,
        members: [{ user: admin.user, role: 'ADMIN' }],
      });
      const save = (who: typeof owner, name: string): InjectOptions => ({
        method: 'PUT',
        url: '/api/shop',
        payload: { name, address: 'Bole Road 12', city: 'Addis Ababa' },
        ...as(who.token, tenant.id),
      });
      const answers = await releasedTogether(app, [
        save(owner, 'Shop by owner'),
        save(admin, 'Shop by admin'),
      ]);
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 201]);
      const rows = await t.db.orm.select().from(shops).where(eq(shops.tenantId, tenant.id));
      expect(rows).toHaveLength(1);
      const logged = await t.db.orm
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, rows[0]!.id));
      expect(logged.map((r) => r.action).sort()).toEqual(['shop-create', 'shop-update']);
    });
  });
});
