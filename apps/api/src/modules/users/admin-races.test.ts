import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser } from '../../test/factories.ts';
import { describeRaces, inRounds, installRaceGate, releasedTogether } from '../../test/race.ts';

/**
 * An administrator cannot take their own rights, so the platform is never left without one by
 * accident; nor by two administrators taking each other's at the same instant: both rows are locked
 * and the actor must still be an administrator under the lock.
 */
describeRaces('platform-admin rights under concurrency', (driver) => {
  const t = useTestApp(driver);

  it("two administrators taking each other's rights at once: one keeps them", async () => {
    const app = await t.build({ configure: installRaceGate });
    await inRounds(async (round) => {
      const [a, b] = await Promise.all(
        ['a', 'b'].map((name) =>
          createSignedInUser(app, t.db, { name: `admin-${name}-${round}`, isPlatformAdmin: true }),
        ),
      );
      if (!a || !b) throw new Error('admins');
      const revoke = (actor: typeof a, target: typeof a): InjectOptions => ({
        method: 'PUT',
        url: `/api/users/${target.user.id}/platform-admin`,
        payload: { isPlatformAdmin: false },
        ...as(actor.token),
      });
      const answers = await releasedTogether(app, [revoke(a, b), revoke(b, a)]);
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 403]);
      const flags = await Promise.all(
        [a, b].map(
          async (who) =>
            (await t.db.orm.select().from(users).where(eq(users.id, who.user.id)))[0]
              ?.isPlatformAdmin,
        ),
      );
      expect(flags.filter(Boolean)).toHaveLength(1);
    });
  });
});
