import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { tenantInvitations } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createTestWorld, uniqueEmail } from '../../test/factories.ts';
import { describeRaces, inRounds, installRaceGate, releasedTogether } from '../../test/race.ts';

/**
 * Inviting reads (is there an open invitation for this address?), decides (insert or refresh) and
 * writes, inside the pharmacy's tenant wall: two managers inviting the same new address at the same
 * instant are serialised by the pharmacy's row lock, so both succeed and one open invitation is left
 * (the second refreshes the first), never a unique-index error (a 500) nor two open invitations.
 */
describeRaces('invitations under concurrency', (driver) => {
  const t = useTestApp(driver);

  it('two managers invite the same address at once: both answered, one open invitation', async () => {
    const app = await t.build({ configure: installRaceGate });
    await inRounds(async (round) => {
      const w = await createTestWorld(app, t.db);
      const email = uniqueEmail(`twice-${round}`);
      const invite = (token: string, role: 'USER' | 'ADMIN'): InjectOptions => ({
        method: 'POST',
        url: '/api/user/employee',
        payload: { phone_number: '0911223344', full_name: 'New Hire', email, role },
        ...as(token, w.tenant.id),
      });
      const answers = await releasedTogether(app, [
        invite(w.owner.token, 'ADMIN'),
        invite(w.admin.token, 'USER'),
      ]);
      expect(
        answers.map((r) => r.statusCode),
        `round ${round}`,
      ).toEqual([201, 201]);
      const open = await t.db.orm
        .select()
        .from(tenantInvitations)
        .where(
          and(eq(tenantInvitations.tenantId, w.tenant.id), eq(tenantInvitations.email, email)),
        );
      expect(open, `round ${round}`).toHaveLength(1);
    });
  });
});
