import { ZSessionResponse } from '@dawa/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OTHER_CLIENT_ID,
  startLocalOidcProvider,
  TEST_CLIENT_ID,
  type LocalOidcProvider,
  type TestAccount,
} from '../../platform/testing/local-oidc-provider.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createTestUser, randomIp, uniqueEmail } from '../../test/factories.ts';
import { describeRaces, inRounds, installRaceGate, releasedTogether } from '../../test/race.ts';

// Google sign-in through a real OpenID provider on 127.0.0.1: genuine ID tokens from a full
// authorization-code flow, verified by the API through discovery and JWKS. Nothing is mocked.
let provider: LocalOidcProvider;
beforeAll(async () => {
  provider = await startLocalOidcProvider();
});
afterAll(async () => {
  await provider.stop();
});

const account = (overrides: Partial<TestAccount> = {}): TestAccount => ({
  sub: `google-${Math.random().toString(36).slice(2)}`,
  email: uniqueEmail('google'),
  email_verified: true,
  name: 'Ama Mensah',
  picture: 'https://example.com/ama.png',
  ...overrides,
});

describe.each(databases())('POST /api/login with a Google ID token (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.build({
      env: { GOOGLE_ISSUER: provider.issuer, GOOGLE_CLIENT_ID: TEST_CLIENT_ID },
    });
  });
  const login = (target: FastifyInstance, token: string) =>
    target.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: randomIp(),
      payload: { token: `Bearer ${token}` },
    });

  it('creates the user on first sign-in (e-mail verified, fbId = subject) and finds it again', async () => {
    const ama = account();
    const first = await login(app, await provider.issueIdToken(ama));
    expect(first.statusCode, first.body).toBe(200);
    const session = ZSessionResponse.parse(first.json());
    expect(session.user).toMatchObject({
      fbId: ama.sub,
      email: ama.email,
      emailVerified: true,
      fullName: 'Ama Mensah',
      picture: 'https://example.com/ama.png',
    });
    const again = ZSessionResponse.parse(
      (await login(app, await provider.issueIdToken(ama))).json(),
    );
    expect(again.user.id).toBe(session.user.id);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', ...as(again.accessToken) });
    expect(me.json().user.id).toBe(session.user.id);
  });

  it('links Google to an existing e-mail account', async () => {
    const existing = await createTestUser(t.db);
    const res = await login(app, await provider.issueIdToken(account({ email: existing.email })));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: existing.user.id, fbId: expect.any(String) });
  });

  it('rejects a genuine token issued to another client (wrong audience) with 401', async () => {
    const token = await provider.issueIdToken(account(), { clientId: OTHER_CLIENT_ID });
    const res = await login(app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Google sign-in failed. Please try again.',
      code: 'UNAUTHORIZED',
    });
  });

  it('does not count Google sign-ins of different people against one e-mail limit', async () => {
    for (let i = 0; i < 11; i += 1) {
      expect((await login(app, await provider.issueIdToken(account()))).statusCode).toBe(200);
    }
  });

  it('rejects an expired token with 401', async () => {
    const token = await provider.issueIdToken(account());
    const later = await t.build({
      env: { GOOGLE_ISSUER: provider.issuer, GOOGLE_CLIENT_ID: TEST_CLIENT_ID },
      now: () => new Date(Date.now() + 2 * 3600_000),
    });
    expect((await login(later, token)).statusCode).toBe(401);
  });

  it('rejects a token whose e-mail is not verified, and a tampered token, with 401', async () => {
    expect(
      (await login(app, await provider.issueIdToken(account({ email_verified: false }))))
        .statusCode,
    ).toBe(401);
    const token = await provider.issueIdToken(account());
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    forged.email = 'victim@example.com';
    const tampered = [
      header,
      Buffer.from(JSON.stringify(forged)).toString('base64url'),
      signature,
    ].join('.');
    expect((await login(app, tampered)).statusCode).toBe(401);
  });

  it('answers 503 when Google sign-in is not configured', async () => {
    const res = await login(t.app, await provider.issueIdToken(account()));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Google sign-in is not configured on this server.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('answers 503 when the identity provider is unreachable', async () => {
    const token = await provider.issueIdToken(account());
    const offline = await t.build({
      env: { GOOGLE_ISSUER: 'http://127.0.0.1:1', GOOGLE_CLIENT_ID: TEST_CLIENT_ID },
    });
    const res = await login(offline, token);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});

/**
 * Linking a Google identity to the account that holds its address decides on the locked user row:
 * two identities claiming one unlinked account at the same instant link one, and the other is told
 * the address is already linked (issue 29).
 */
describeRaces('Google linking under concurrency', (driver) => {
  const t = useTestApp(driver);

  it('two Google identities with one address at once: one is linked, the other refused', async () => {
    const app = await t.build({
      env: { GOOGLE_ISSUER: provider.issuer, GOOGLE_CLIENT_ID: TEST_CLIENT_ID },
      configure: installRaceGate,
    });
    await inRounds(async (round) => {
      const existing = await createTestUser(t.db, { name: `claimed-${round}` });
      const tokens = await Promise.all(
        [1, 2].map((n) =>
          provider.issueIdToken(
            account({ sub: `google-claim-${n}-${existing.user.id}`, email: existing.email }),
          ),
        ),
      );
      const answers = await releasedTogether(
        app,
        tokens.map((token) => ({
          method: 'POST' as const,
          url: '/api/login',
          remoteAddress: randomIp(),
          payload: { token: `Bearer ${token}` },
        })),
      );
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
    });
  });
});
