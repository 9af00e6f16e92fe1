import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createSignedInUser,
  createTestTenant,
  outboxMailsTo,
  uniqueEmail,
  waitForOutboxMail,
} from '../../test/factories.ts';
import { describeRaces, inRounds, installRaceGate, releasedTogether } from '../../test/race.ts';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/**
 * Issue 29: two e-mail changes in flight together (one for an address the person reads, one for an
 * address already pending that they do not) left the pending address at the second while the only
 * live code went to the first; confirming made the unread address the account's verified e-mail,
 * and with it platform-admin rights (ADMIN_EMAILS) or a new hire's invitation. A code now proves
 * exactly the address it was mailed to, and each request decides on the locked user row.
 */
describeRaces('e-mail change under concurrency', (driver) => {
  const t = useTestApp(driver);

  async function attempt(round: number) {
    // An ADMIN_EMAILS address nobody has signed up with, and a new hire's invitation to it.
    const unread = uniqueEmail(`root-${round}`);
    const app = await t.build({ env: { ADMIN_EMAILS: unread }, configure: installRaceGate });
    const attacker = await createSignedInUser(app, t.db, { name: `attacker-${round}` });
    const manager = await createSignedInUser(app, t.db, { name: `manager-${round}` });
    const tenant = await createTestTenant(t.db, { owner: manager.user });
    const invited = await app.inject({
      method: 'POST',
      url: '/api/user/employee',
      payload: { email: unread, full_name: 'New Hire', phone_number: '0911223344', role: 'ADMIN' },
      ...as(manager.token, tenant.id),
    });
    expect(invited.statusCode, invited.body).toBe(201);

    const change = (email: string): InjectOptions => ({
      method: 'POST',
      url: '/api/user/email-change',
      payload: { email, password: attacker.password },
      ...as(attacker.token),
    });
    // The unread address is pending first; then, within its resend cooldown, both at once.
    expect((await app.inject(change(unread))).statusCode).toBe(200);
    const readable = uniqueEmail(`mine-${round}`);
    const answers = await releasedTogether(app, [change(readable), change(unread)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);

    const mail = await waitForOutboxMail(app, readable, /confirm your new e-mail/);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/user/email-change/confirm',
      payload: { otp: codeIn(mail.text) },
      ...as(attacker.token),
    });
    const [row] = await t.db.orm.select().from(users).where(eq(users.id, attacker.user.id));
    // The code proves the address it went to, or nothing: never the one the attacker cannot read.
    expect(row?.email, `round ${round}`).not.toBe(unread);
    if (confirmed.statusCode === 200) expect(row?.email).toBe(readable);
    else expect(confirmed.statusCode).toBe(400);
    expect(row?.isPlatformAdmin).toBe(false);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', ...as(attacker.token) });
    expect(me.json()).toMatchObject({ isPlatformAdmin: false });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/invitations/mine',
      ...as(attacker.token),
    });
    expect(mine.json()).toMatchObject({ docs: [] });
  }

  it('a code confirms only the address it was sent to, whatever was requested at the same instant', async () => {
    await inRounds(attempt);
  });

  it('two requests for two readable addresses: each live code proves its own address', async () => {
    const app = await t.build({ configure: installRaceGate });
    await inRounds(async () => {
      const holder = await createSignedInUser(app, t.db, { name: 'two-targets' });
      const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
      const change = (email: string): InjectOptions => ({
        method: 'POST',
        url: '/api/user/email-change',
        payload: { email, password: holder.password },
        ...as(holder.token),
      });
      const answers = await releasedTogether(app, [change(first), change(second)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const codes = await Promise.all(
        [first, second].map(async (email) =>
          codeIn((await waitForOutboxMail(app, email, /confirm your new e-mail/)).text),
        ),
      );
      const outcomes = [];
      for (const otp of codes) {
        outcomes.push(
          await app.inject({
            method: 'POST',
            url: '/api/user/email-change/confirm',
            payload: { otp },
            ...as(holder.token),
          }),
        );
      }
      // One code is live (the later request replaced the other): it confirms its own address.
      const accepted = outcomes.findIndex((o) => o.statusCode === 200);
      expect(outcomes.map((o) => o.statusCode).sort()).toEqual([200, 400]);
      expect(outcomes[accepted]?.json()).toMatchObject({ email: [first, second][accepted] });
    });
  });

  it('confirming verifies the address the code went to, even if the pending one was rewritten since', async () => {
    const holder = await createSignedInUser(t.app, t.db, { name: 'rewritten' });
    const readable = uniqueEmail('readable');
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/user/email-change',
      payload: { email: readable, password: holder.password },
      ...as(holder.token),
    });
    expect(requested.statusCode).toBe(200);
    const otp = codeIn((await waitForOutboxMail(t.app, readable, /confirm your new e-mail/)).text);
    // Whatever changed the pending address in between, it is not what the code proves.
    await t.db.orm
      .update(users)
      .set({ pendingEmail: uniqueEmail('elsewhere') })
      .where(eq(users.id, holder.user.id));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/email-change/confirm',
      payload: { otp },
      ...as(holder.token),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: readable });
    const [row] = await t.db.orm.select().from(users).where(eq(users.id, holder.user.id));
    expect(row).toMatchObject({ email: readable, emailProof: 'EMAIL_CHANGE', pendingEmail: null });
  });

  it('two requests for the same new address at once mail it one code', async () => {
    // Two instances (each with its own rate-limit counters): the database alone decides.
    const [one, two] = await Promise.all([
      t.build({ configure: installRaceGate }),
      t.build({ configure: installRaceGate }),
    ]);
    if (!one || !two) throw new Error('apps');
    await inRounds(async (round) => {
      const holder = await createSignedInUser(one, t.db, { name: `same-target-${round}` });
      // A Google-only account (no password to check first), so both requests reach the database
      // together instead of a slow argon2 check apart.
      await t.db.orm.update(users).set({ passwordHash: null }).where(eq(users.id, holder.user.id));
      const target = uniqueEmail('same-target-new');
      const change: InjectOptions = {
        method: 'POST',
        url: '/api/user/email-change',
        payload: { email: target, password: holder.password },
        ...as(holder.token),
      };
      const answers = await releasedTogether([one, two], [change, change]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const mails = await outboxMailsTo(t.db, target, /confirm your new e-mail/);
      expect(mails, `round ${round}`).toHaveLength(1);
    });
  });

  it('the code sent twice at once changes the address once', async () => {
    const app = await t.build({ configure: installRaceGate });
    await inRounds(async (round) => {
      const holder = await createSignedInUser(app, t.db, { name: 'confirm-twice' });
      const target = uniqueEmail('confirm-twice-new');
      await app.inject({
        method: 'POST',
        url: '/api/user/email-change',
        payload: { email: target, password: holder.password },
        ...as(holder.token),
      });
      const otp = codeIn((await waitForOutboxMail(app, target, /confirm your new e-mail/)).text);
      const confirm: InjectOptions = {
        method: 'POST',
        url: '/api/user/email-change/confirm',
        payload: { otp },
        ...as(holder.token),
      };
      const answers = await releasedTogether(app, [confirm, confirm]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      const changes = await t.db.orm
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, holder.user.id), eq(auditLog.action, 'email-change')));
      expect(changes, `round ${round}`).toHaveLength(1);
    });
  });
});
