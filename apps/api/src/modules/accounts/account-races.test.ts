import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { memberships, users } from '../../db/schema/index.ts';
import { OTP_RESEND_COOLDOWN_MS } from '../../platform/auth/one-time-codes.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createSignedInUser,
  createTestUser,
  outboxMailsTo,
  randomIp,
  signupBody,
  uniqueEmail,
  waitForOutboxMail,
} from '../../test/factories.ts';
import { describeRaces, inRounds, installRaceGate, releasedTogether } from '../../test/race.ts';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/**
 * Issue 29: sign-up, its verification, codes, password changes and resets read the account,
 * decide and write; each does so in one transaction on the locked user row (and the code row).
 * These release the competing requests at the same instant.
 */
describeRaces('accounts under concurrency', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  // A second instance on the same database: its rate-limit counters are its own (no Redis), so a
  // request to each is decided by the database alone, as behind a load balancer.
  let other: FastifyInstance;
  // The clock moves past a resend cooldown where a race needs a second code to be due.
  let clockOffsetMs = 0;
  beforeAll(async () => {
    const options = {
      configure: installRaceGate,
      now: () => new Date(Date.now() + clockOffsetMs),
    };
    [app, other] = await Promise.all([t.build(options), t.build(options)]);
  });
  const post = (url: string, payload: object) => ({
    method: 'POST' as const,
    url,
    payload,
    remoteAddress: randomIp(),
  });
  const signedUp = async (name: string) => {
    const email = uniqueEmail(name);
    expect((await app.inject(post('/api/signup', signupBody(email)))).statusCode).toBe(200);
    const otp = codeIn((await waitForOutboxMail(app, email, /verification code/)).text);
    return { email, otp };
  };

  it('the right code sent twice at once verifies once and makes one pharmacy', async () => {
    await inRounds(async (round) => {
      const { email, otp } = await signedUp(`twice-${round}`);
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
      expect(owned, `round ${round}`).toHaveLength(1);
    });
  });

  it("a sign-up racing the address's verification never rewrites the proven account", async () => {
    await inRounds(async (round) => {
      const { email, otp } = await signedUp(`proven-${round}`);
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
      // Either way the proven account holds no organisation still waiting for a proof.
      expect(row?.pendingOrganisation).toBeNull();
    });
  });

  it('two requests for a new verification code at once mail one code', async () => {
    await inRounds(async (round) => {
      const { email } = await signedUp(`resend-${round}`);
      clockOffsetMs += OTP_RESEND_COOLDOWN_MS + 1_000;
      const resend = post('/api/send-otp-verification-code', { email });
      const answers = await releasedTogether([app, other], [resend, resend]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      // The sign-up's code and exactly one new one.
      expect(await outboxMailsTo(t.db, email, /verification code/), `round ${round}`).toHaveLength(
        2,
      );
    });
  });

  it('two password-reset requests at once mail one code', async () => {
    await inRounds(async (round) => {
      const holder = await createTestUser(t.db, { name: `forgetful-${round}` });
      const reset = post('/api/send-email-reset-password', { email: holder.email });
      const answers = await releasedTogether([app, other], [reset, reset]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const mails = await outboxMailsTo(t.db, holder.email, /password reset code/);
      expect(mails, `round ${round}`).toHaveLength(1);
    });
  });

  it('the reset code sent twice at once sets one password', async () => {
    await inRounds(async (round) => {
      const holder = await createTestUser(t.db, { name: `reset-twice-${round}` });
      await app.inject(post('/api/send-email-reset-password', { email: holder.email }));
      const otp = codeIn((await waitForOutboxMail(app, holder.email, /password reset code/)).text);
      const answers = await releasedTogether(
        app,
        ['first-pass-1', 'second-pass-2'].map((password) =>
          post('/api/reset-password', {
            email: holder.email,
            otp,
            new_password: password,
            confirm_password: password,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([200, 400]);
    });
  });

  it('two password changes from the same current password at once: one changes it', async () => {
    await inRounds(async (round) => {
      const holder = await createSignedInUser(app, t.db, { name: `two-devices-${round}` });
      const change = (password: string) => ({
        method: 'POST' as const,
        url: '/api/user/password',
        payload: {
          current_password: holder.password,
          new_password: password,
          confirm_password: password,
        },
        ...as(holder.token),
      });
      const answers = await releasedTogether(app, [change('pass-one-1'), change('pass-two-2')]);
      // The second is decided on the password the first wrote: the one it checked is gone.
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([200, 400]);
    });
  });
});
