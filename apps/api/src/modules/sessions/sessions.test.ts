import { MESSAGES, ZSessionResponse, type TErrorResponse } from '@dawa/contract';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { ABUSE_LIMITS } from '../../platform/rate-limits.ts';
import { as, createSignedInUser, createTestUser, randomIp, signIn } from '../../test/factories.ts';

describe.each(databases())('sessions: password login, refresh, logout (%s)', (driver) => {
  const t = useTestApp(driver);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: randomIp(),
    });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', ...as(token) });

  it('signs in with e-mail and password and answers tokens and the user', async () => {
    const { email, password, user } = await createTestUser(t.db);
    const res = await post('/api/login', { email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    const body = ZSessionResponse.parse(res.json());
    expect(body.user).toMatchObject({
      id: user.id,
      email,
      emailVerified: true,
      fbId: null,
      status: 'ACTIVE',
    });
    expect(Object.keys(body.user)).not.toContain('passwordHash');
    expect((await me(body.accessToken)).json()).toMatchObject({
      user: { id: user.id },
      isPlatformAdmin: false,
    });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await createTestUser(t.db);
    const wrong = await post('/api/login', { email, password: 'not-the-password' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: 'Incorrect e-mail or password.',
      code: 'UNAUTHORIZED',
    });
  });

  it.each([
    [
      'a bad e-mail',
      { email: 'not-an-email', password: 'secret-123' },
      'email',
      MESSAGES.emailInvalid,
    ],
    [
      'a short password',
      { email: 'a@example.com', password: '123' },
      'password',
      MESSAGES.passwordMin,
    ],
    ['no password', { email: 'a@example.com' }, 'password', MESSAGES.passwordMin],
    ['nothing', {}, 'email', MESSAGES.emailRequired],
    ['a token without Bearer', { token: 'abc' }, 'token', 'Token must be "Bearer <token>"'],
  ])('rejects %s with 400 and the message', async (_case, payload, path, message) => {
    const res = await post('/api/login', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<TErrorResponse>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toContainEqual({ path, message });
  });

  it('refuses a disabled account with 403', async () => {
    const { email, password, user } = await createTestUser(t.db);
    const { updateUserStatus } = await import('../users/users.repo.ts');
    await updateUserStatus(t.db.orm, user.id, 'INACTIVE');
    const res = await post('/api/login', { email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('rotates the refresh token; reusing an old one revokes the whole session', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const first = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = ZSessionResponse.parse(first.json());
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect((await me(rotated.accessToken)).statusCode).toBe(200);

    // The old token again: theft is assumed, and every token of the family dies with it.
    const reuse = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('UNAUTHORIZED');
    expect(
      (await post('/api/auth/refresh', { refreshToken: rotated.refreshToken })).statusCode,
    ).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with one token through, then ends the session', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const both = await Promise.all([
      post('/api/auth/refresh', { refreshToken: session.refreshToken }),
      post('/api/auth/refresh', { refreshToken: session.refreshToken }),
    ]);
    const statuses = both.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    // The same token twice is a theft signal: the winner's new tokens die with the family.
    const winner = ZSessionResponse.parse(both.find((r) => r.statusCode === 200)?.json());
    expect(
      (await post('/api/auth/refresh', { refreshToken: winner.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('answers 401 for unknown or malformed refresh tokens and 400 without one', async () => {
    expect((await post('/api/auth/refresh', { refreshToken: 'x'.repeat(43) })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/refresh', { refreshToken: 'short' })).statusCode).toBe(401);
    const missing = await post('/api/auth/refresh', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.required('Refresh token'));
  });

  it('logout revokes the session: access and refresh tokens stop working', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const res = await post(
      '/api/auth/logout',
      { refreshToken: session.refreshToken },
      { authorization: `Bearer ${session.accessToken}` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are signed out.' });
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('logout with only the refresh token (expired access token) still ends the session', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    expect(
      (await post('/api/auth/logout', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user alive on logout', async () => {
    const created = await createTestUser(t.db);
    const phone = await signIn(t.app, created);
    const laptop = await signIn(t.app, created);
    await post('/api/auth/logout', {}, { authorization: `Bearer ${phone.accessToken}` });
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['a malformed header', 'Token abc'],
    ['a forged token', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.abc'],
  ])('answers 401 with %s', async (_case, authorization) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'UNAUTHORIZED' });
  });

  it('answers 401 once the access token has expired (15 minutes)', async () => {
    const { token } = await createSignedInUser(t.app, t.db);
    const later = await t.build({ now: () => new Date(Date.now() + 16 * 60_000) });
    const res = await later.inject({ method: 'GET', url: '/api/auth/me', ...as(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has ended. Please sign in again.');
  });

  // Issue 12: a limit per e-mail locked the right password out too (anyone could lock any owner
  // out); guessing is now slowed per address and account, see sign-in-throttle.test.ts.

  it('limits failed attempts per client address across e-mails', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { email: `spray${i}@example.com`, password: 'whatever' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('limits token renewals per client address (429 + Retry-After), other addresses unaffected', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const address = randomIp();
    const refresh = (remoteAddress: string, refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        remoteAddress,
        payload: { refreshToken },
      });
    const { max } = ABUSE_LIMITS.refresh.perIp;
    for (let i = 0; i < max; i += 1)
      expect((await refresh(address, 'x'.repeat(43))).statusCode).toBe(401);
    const limited = await refresh(address, session.refreshToken);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await refresh(randomIp(), session.refreshToken)).statusCode).toBe(200);
  });
});
