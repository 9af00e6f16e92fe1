import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createTestWorld } from '../../test/factories.ts';
import { describeRaces, inRounds, installRaceGate, releasedTogether } from '../../test/race.ts';

/**
 * Opening a branch reads (is the name taken?), decides and writes inside the pharmacy's tenant wall:
 * two managers opening a branch of the same name at the same instant are serialised by the
 * pharmacy's row lock, so one opens it and the other is told the name is taken.
 */
describeRaces('branches under concurrency', (driver) => {
  const t = useTestApp(driver);

  it('two managers open a branch of one name at once: one branch, one 409', async () => {
    const app = await t.build({ configure: installRaceGate });
    await inRounds(async (round) => {
      const w = await createTestWorld(app, t.db);
      const open = (token: string): InjectOptions => ({
        method: 'POST',
        url: `/api/tenants/${w.tenant.id}/branches`,
        payload: { name: 'Piassa branch', address: 'Churchill Ave 4', city: 'Addis Ababa' },
        ...as(token),
      });
      const answers = await releasedTogether(app, [open(w.owner.token), open(w.admin.token)]);
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([201, 409]);
      const branches = await t.db.orm
        .select()
        .from(tenants)
        .where(and(eq(tenants.parentId, w.tenant.id), eq(tenants.name, 'Piassa branch')));
      expect(branches, `round ${round}`).toHaveLength(1);
    });
  });
});
