import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { memberships, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { randomIp, signupBody, uniqueEmail, waitForOutboxMail } from '../../test/factories.ts';
import { describeRaces, installRaceGate, releasedTogether } from '../../test/race.ts';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/**
 * Issue 29: sign-up, its verification and password resets read the account, decide and write; each
 * now does so in one transaction on the locked user row. These release the competing requests at
 * the same instant.
 */
describeRaces('accounts under concurrency', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  const post = (url: string, payload: object) => ({
    method: 'POST' as const,
    url,
    payload,
    remoteAddress: randomIp(),
  });

  it('the right code sent twice at once verifies once and makes one pharmacy', async () => {
    app ??= await t.build({ configure: installRaceGate });
    const email = uniqueEmail('twice');
    expect((await app.inject(post('/api/signup', signupBody(email)))).statusCode).toBe(200);
    const otp = codeIn((await waitForOutboxMail(app, email, /verification code/)).text);
    const body = { otp, email, password: 'secret-123', confirm_password: 'secret-123' };
    const answers = await releasedTogether(app, [
      post('/api/verify-otp', body),
      post('/api/verify-otp', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const [row] = await t.db.orm.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ emailVerified: true, emailProof: 'SIGN_UP' });
    const owned = await t.db.orm
      .select()
      .from(memberships)
      .where(eq(memberships.userId, row?.id ?? ''));
    expect(owned).toHaveLength(1);
  });

  it("a sign-up racing the address's verification never rewrites the proven account", async () => {
    app ??= await t.build({ configure: installRaceGate });
    for (let round = 0; round < 3; round += 1) {
      const email = uniqueEmail(`proven-${round}`);
      expect((await app.inject(post('/api/signup', signupBody(email)))).statusCode).toBe(200);
      const otp = codeIn((await waitForOutboxMail(app, email, /verification code/)).text);
      const [verify, squatter] = await releasedTogether(app, [
        post('/api/verify-otp', {
          otp,
          email,
          password: 'secret-123',
          confirm_password: 'secret-123',
        }),
        post('/api/signup', { ...signupBody(email), full_name: 'Someone Else' }),
      ]);
      expect(verify?.statusCode).toBe(200);
      expect(squatter?.statusCode).toBe(200);
      const [row] = await t.db.orm.select().from(users).where(eq(users.email, email));
      // The sign-up came first (an unfinished sign-up is the prover's to complete, as it says) or
      // after; after, it must find the account proven and leave it alone (it mails the holder).
      const toldRegistered = await waitForOutboxMail(app, email, /already have an account/).then(
        () => true,
        () => false,
      );
      if (toldRegistered) expect(row?.fullName, `round ${round}`).toBe('Selam Tesfaye');
      else expect(row?.fullName).toBe('Someone Else');
    }
  });
});
