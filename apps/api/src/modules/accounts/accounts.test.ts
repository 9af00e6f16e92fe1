import { ZSessionResponse } from '@dawa/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLocalSmtpServer,
  type LocalSmtpServer,
} from '../../platform/testing/local-smtp-server.ts';
import { oneTimeCodes, users } from '../../db/schema/index.ts';
import { createMemoryCounterStore } from '../../platform/counters/counter-store.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createTestUser,
  randomIp,
  signIn,
  signupBody,
  signupPersonBody,
  uniqueEmail,
} from '../../test/factories.ts';
import { listTenantsOfUser } from '../tenants/tenants.repo.ts';
import { CODE_REJECTED } from '../codes/codes.service.ts';

// Codes are read from real mail, received by a real SMTP server on 127.0.0.1.
let smtp: LocalSmtpServer;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe.each(databases())('e-mail accounts (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.build({ env: { SMTP_URL: smtp.url } });
  });
  const post = (url: string, payload: object, target: FastifyInstance = app) =>
    target.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });
  const mailedCode = async (email: string) => codeIn((await smtp.waitForMail(email)).text);

  it('signs up, verifies by the mailed code, signs in, refreshes, detects reuse and signs out', async () => {
    const email = uniqueEmail('selam');
    const signup = await post('/api/signup', signupBody(email.toUpperCase()));
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toEqual({ message: expect.stringMatching(/6-digit code/) });
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toMatch(/verification code/);
    const otp = codeIn(mail.text);
    expect(otp).toMatch(/^\d{6}$/);

    // Not verified yet: no password, so no sign-in.
    expect((await post('/api/login', { email, password: 'secret-123' })).statusCode).toBe(401);

    const verify = await post('/api/verify-otp', {
      otp,
      email,
      password: 'secret-123',
      confirm_password: 'secret-123',
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json()).toEqual({ message: 'Your e-mail is verified. You can now sign in.' });

    const login = await post('/api/login', { email, password: 'secret-123' });
    expect(login.statusCode).toBe(200);
    const session = ZSessionResponse.parse(login.json());
    expect(session.user).toMatchObject({
      email,
      emailVerified: true,
      fullName: 'Selam Tesfaye',
      phoneNumber: '+251911223344',
    });

    // The organisation of the sign-up became a pharmacy the user owns.
    const { rows } = await listTenantsOfUser(t.db.orm, {
      userId: session.user.id,
      limit: 10,
      offset: 0,
    });
    expect(rows.map((r) => [r.tenant.name, r.tenant.orgType, r.role])).toEqual([
      ['Selam Pharmacy', 'PHARMACY', 'OWNER'],
    ]);

    const refreshed = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const next = ZSessionResponse.parse(refreshed.json());
    expect(
      (await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', ...as(next.accessToken) }))
        .statusCode,
    ).toBe(401);

    const again = ZSessionResponse.parse(
      (await post('/api/login', { email, password: 'secret-123' })).json(),
    );
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      ...as(again.accessToken),
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', ...as(again.accessToken) }))
        .statusCode,
    ).toBe(401);
    // A used code does not verify twice.
    expect(
      (
        await post('/api/verify-otp', {
          otp,
          email,
          password: 'other-1',
          confirm_password: 'other-1',
        })
      ).statusCode,
    ).toBe(400);
  });

  it("mails in the sender's language: the device's cookie first, else the browser's", async () => {
    const send = (url: string, payload: object, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
    const amharic = uniqueEmail('almaz');
    expect(
      (await send('/api/signup', signupBody(amharic), { 'accept-language': 'am-ET,am;q=0.9' }))
        .statusCode,
    ).toBe(200);
    const mail = await smtp.waitForMail(amharic);
    // Through real SMTP: the Ethiopic subject and text arrive intact, the code still readable.
    expect(mail.subject).toMatch(/^Dawa፦ የማረጋገጫ ኮድዎ \d{6}$/);
    expect(mail.text).toContain('በ10 ደቂቃ ውስጥ ጊዜው ያልፋል');
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    // The device's choice wins over the browser's.
    const english = uniqueEmail('dawit');
    await send('/api/signup', signupBody(english), {
      'accept-language': 'am-ET',
      cookie: 'dawa_lang=en',
    });
    expect((await smtp.waitForMail(english)).subject).toMatch(/^Dawa: your verification code/);
    const user = await createTestUser(t.db);
    await send('/api/send-email-reset-password', { email: user.email }, { cookie: 'dawa_lang=am' });
    expect((await smtp.waitForMail(user.email)).subject).toMatch(/^Dawa፦ የይለፍ ቃል መቀየሪያ ኮድዎ/);
  });

  it('signs up without an organisation: verification makes no pharmacy, POST /tenants then does', async () => {
    const email = uniqueEmail('abebe');
    const signup = await post('/api/signup', signupPersonBody(email));
    expect(signup.statusCode, signup.body).toBe(200);
    // The same answer as a sign-up naming its organisation.
    expect(signup.json()).toEqual((await post('/api/signup', signupBody(uniqueEmail()))).json());
    const otp = await mailedCode(email);
    const password = 'secret-123';
    const verify = await post('/api/verify-otp', {
      otp,
      email,
      password,
      confirm_password: password,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const session = ZSessionResponse.parse((await post('/api/login', { email, password })).json());
    const auth = as(session.accessToken);

    const mine = () => app.inject({ method: 'GET', url: '/api/tenants/mine', ...auth });
    expect((await mine()).json()).toMatchObject({ docs: [], total: 0 });
    const settings = () => app.inject({ method: 'GET', url: '/api/user/settings', ...auth });
    expect((await settings()).json()).toEqual({ new_joiner_actions: { has_tenant: false } });

    const created = await app.inject({
      method: 'POST',
      url: '/api/tenants',
      ...auth,
      payload: {
        name: 'Abebe Pharmacy',
        org_type: 'RETAIL_PHARMACY',
        address: 'Piassa, Building 4',
        city: 'Addis Ababa',
        tin_number: '0098765432',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Abebe Pharmacy', role: 'OWNER' });
    expect((await mine()).json<{ docs: { name: string }[] }>().docs.map((d) => d.name)).toEqual([
      'Abebe Pharmacy',
    ]);
    expect((await settings()).json()).toEqual({ new_joiner_actions: { has_tenant: true } });
  });

  it('drops the pending organisation when a later sign-up of the same e-mail names none', async () => {
    const email = uniqueEmail();
    await post('/api/signup', signupBody(email));
    const otp = await mailedCode(email);
    expect(
      (await post('/api/signup', { ...signupPersonBody(email), full_name: 'Selam T.' })).statusCode,
    ).toBe(200);
    // Within the resend cooldown no new code goes out: the first one still works.
    const body = { otp, email, password: 'secret-123', confirm_password: 'secret-123' };
    expect((await post('/api/verify-otp', body)).statusCode).toBe(200);
    const [user] = await t.db.orm.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ fullName: 'Selam T.', pendingOrganisation: null });
    const { rows } = await listTenantsOfUser(t.db.orm, {
      userId: user?.id ?? '',
      limit: 10,
      offset: 0,
    });
    expect(rows).toEqual([]);
  });

  it('answers the same for a registered e-mail, and mails its owner instead of a code', async () => {
    const existing = await createTestUser(t.db);
    const res = await post('/api/signup', signupBody(existing.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await post('/api/signup', signupBody(uniqueEmail()))).json());
    expect((await smtp.waitForMail(existing.email)).subject).toMatch(/already have an account/);
    // The existing password still works: a sign-up never touches a verified account.
    await signIn(app, existing);
  });

  it('locks the code after 5 wrong tries: even the right code is then refused', async () => {
    const email = uniqueEmail();
    await post('/api/signup', signupBody(email));
    const otp = await mailedCode(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/verify-otp', {
        otp: wrong,
        email,
        password: 'secret-123',
        confirm_password: 'secret-123',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: CODE_REJECTED, code: 'BAD_REQUEST' });
    }
    const right = await post('/api/verify-otp', {
      otp,
      email,
      password: 'secret-123',
      confirm_password: 'secret-123',
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(CODE_REJECTED);
  });

  it('counts parallel wrong guesses one by one: the lock holds at exactly 5', async () => {
    const email = uniqueEmail();
    await post('/api/signup', signupBody(email));
    const otp = await mailedCode(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const body = { email, password: 'secret-123', confirm_password: 'secret-123' };
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => post('/api/verify-otp', { ...body, otp: wrong })),
    );
    expect(guesses.map((g) => g.statusCode)).toEqual(Array(8).fill(400));
    const [row] = await t.db.orm
      .select({ failedAttempts: oneTimeCodes.failedAttempts })
      .from(oneTimeCodes)
      .innerJoin(users, eq(users.id, oneTimeCodes.userId))
      .where(and(eq(users.email, email), eq(oneTimeCodes.purpose, 'verify')));
    expect(row?.failedAttempts).toBe(5);
    expect((await post('/api/verify-otp', { ...body, otp })).json().message).toBe(CODE_REJECTED);
  });

  it('refuses an expired code (10 minutes) and accepts a new one sent after the cooldown', async () => {
    const email = uniqueEmail();
    await post('/api/signup', signupBody(email));
    const old = await mailedCode(email);
    const later = await t.build({
      env: { SMTP_URL: smtp.url },
      now: () => new Date(Date.now() + 11 * 60_000),
    });
    const body = { email, password: 'secret-123', confirm_password: 'secret-123' };
    expect((await post('/api/verify-otp', { ...body, otp: old }, later)).json().message).toBe(
      CODE_REJECTED,
    );

    expect((await post('/api/send-otp-verification-code', { email }, later)).statusCode).toBe(200);
    const fresh = await mailedCode(email);
    expect((await post('/api/verify-otp', { ...body, otp: fresh }, later)).statusCode).toBe(200);
  });

  it('does not send a new code within the 60 s cooldown, and rate-limits the resend per e-mail', async () => {
    const email = uniqueEmail();
    await post('/api/signup', signupBody(email));
    await smtp.waitForMail(email);
    const first = await post('/api/send-otp-verification-code', { email });
    expect(first.statusCode).toBe(200);
    await expect(smtp.waitForMail(email, { timeoutMs: 300 })).rejects.toThrow(/No mail/);
    const second = await post('/api/send-otp-verification-code', { email });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts/),
      code: 'RATE_LIMITED',
    });
    // Unknown e-mails are limited the same way, so a 429 reveals nothing.
    const unknown = uniqueEmail();
    expect((await post('/api/send-otp-verification-code', { email: unknown })).json()).toEqual(
      first.json(),
    );
    expect((await post('/api/send-otp-verification-code', { email: unknown })).statusCode).toBe(
      429,
    );
  });

  it('caps the codes one mailbox can be sent at 5 an hour; a refused request uses none of them', async () => {
    let clock = Date.now();
    const timed = await t.build({ counters: createMemoryCounterStore({ now: () => clock }) });
    const MINUTE = 60_000;
    for (const url of ['/api/send-email-reset-password', '/api/send-otp-verification-code']) {
      const start = clock;
      // Known or not, an address is limited the same way (a 429 reveals nothing).
      const email = uniqueEmail('flooded');
      const send = () => post(url, { email }, timed);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await send()).statusCode);
        clock += 10_000;
        statuses.push((await send()).statusCode); // within the 60 s cooldown
        clock += MINUTE;
      }
      expect(statuses).toEqual([200, 429, 200, 429, 200, 429, 200, 429, 200, 429]);
      const capped = await send();
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toBe('Too many attempts. Please try again in 55 minutes.');
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(50 * 60);
      // The hour over, the owner of the mailbox can ask again.
      clock = start + 60 * MINUTE + 1_000;
      expect((await send()).statusCode).toBe(200);
    }
  });

  it('rate-limits sign-ups per e-mail', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await post('/api/signup', signupBody(email))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('resets a password with the mailed code and ends every session', async () => {
    const user = await createTestUser(t.db);
    const before = await signIn(app, user);
    const sent = await post('/api/send-email-reset-password', { email: user.email });
    expect(sent.statusCode).toBe(200);
    const otp = await mailedCode(user.email);
    // The code is in the answer only to a client on this machine (a development aid); this
    // request comes from another address, so only the mailbox has it.
    expect(sent.json()).toEqual({ message: expect.any(String) });

    const reset = await post('/api/reset-password', {
      otp,
      email: user.email,
      new_password: 'brand-new-1',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      message: 'Your password has been changed. Sign in with your new password.',
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', ...as(before.accessToken) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    await signIn(app, { email: user.email, password: 'brand-new-1' });
    expect(
      (await post('/api/reset-password', { otp, email: user.email, new_password: 'again-123' }))
        .statusCode,
    ).toBe(400);
  });

  it('answers a reset request for an unknown e-mail exactly like a known one, without a code', async () => {
    const res = await post('/api/send-email-reset-password', { email: uniqueEmail() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'If an account uses this e-mail, we sent it a password reset code.',
    });
    const reset = await post('/api/reset-password', {
      otp: '123456',
      email: uniqueEmail(),
      new_password: 'brand-new-1',
    });
    expect(reset.json()).toEqual({ message: CODE_REJECTED, code: 'BAD_REQUEST' });
  });

  it('never puts the reset code in the answer in production', async () => {
    const prod = await t.build({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: smtp.url,
        AUTH_TOKEN_SECRET: 'p'.repeat(40),
        OTP_PEPPER: 'q'.repeat(40),
      },
    });
    const user = await createTestUser(t.db);
    const res = await post('/api/send-email-reset-password', { email: user.email }, prod);
    expect(res.json()).toEqual({
      message: 'If an account uses this e-mail, we sent it a password reset code.',
    });
    expect(await mailedCode(user.email)).toMatch(/^\d{6}$/);
  });

  it('does not accept a reset code as a verification code', async () => {
    const user = await createTestUser(t.db);
    await post('/api/send-email-reset-password', { email: user.email });
    const otp = await mailedCode(user.email);
    const res = await post('/api/verify-otp', {
      otp,
      email: user.email,
      password: 'secret-123',
      confirm_password: 'secret-123',
    });
    expect(res.json().message).toBe(CODE_REJECTED);
  });
});
