import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import {
  startLocalOidcProvider,
  TEST_CLIENT_ID,
  type LocalOidcProvider,
} from '../../platform/testing/local-oidc-provider.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createSignedInUser,
  createTestUser,
  randomIp,
  signUpAndSignIn,
  uniqueEmail,
  waitForOutboxMail,
} from '../../test/factories.ts';
import { updateUser } from './users.repo.ts';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

let provider: LocalOidcProvider;
beforeAll(async () => {
  provider = await startLocalOidcProvider();
});
afterAll(async () => {
  await provider.stop();
});

/**
 * Issue 29: platform-admin rights follow only an explicit, audited grant. ADMIN_EMAILS bootstraps
 * the first administrators, and only for an address proven at sign-up or by Google, never through
 * an e-mail change.
 */
describe.each(databases())('ADMIN_EMAILS administrators (%s)', (driver) => {
  const t = useTestApp(driver);
  const me = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', ...as(token) });
  const grantsOf = (userId: string) =>
    t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, 'admin-grant')));
  const flagOf = async (userId: string) =>
    (await t.db.orm.select().from(users).where(eq(users.id, userId)))[0]?.isPlatformAdmin;

  it('a listed address proven by the sign-up code is granted, with an audit entry by the platform', async () => {
    const email = uniqueEmail('root');
    const app = await t.build({ env: { ADMIN_EMAILS: email } });
    const session = await signUpAndSignIn(app, email);
    expect((await me(app, session.accessToken)).json()).toMatchObject({ isPlatformAdmin: true });
    const grants = await grantsOf(session.user.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      actorUserId: null,
      after: { isPlatformAdmin: true, via: 'ADMIN_EMAILS' },
    });
  });

  it('a listed address proven by Google is granted', async () => {
    const email = uniqueEmail('google-root');
    const app = await t.build({
      env: {
        ADMIN_EMAILS: email,
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      },
    });
    const token = await provider.issueIdToken({
      sub: `google-${Math.random().toString(36).slice(2)}`,
      email,
      email_verified: true,
      name: 'Root',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: randomIp(),
      payload: { token: `Bearer ${token}` },
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.json<{ accessToken: string }>();
    expect((await me(app, session.accessToken)).json()).toMatchObject({ isPlatformAdmin: true });
  });

  it('an e-mail change to a listed address, even with its code, grants nothing', async () => {
    const listed = uniqueEmail('listed');
    const app = await t.build({ env: { ADMIN_EMAILS: listed } });
    const mover = await createSignedInUser(app, t.db, { name: 'mover' });
    const call = (options: InjectOptions) => app.inject({ ...options, ...as(mover.token) });
    await call({
      method: 'POST',
      url: '/api/user/email-change',
      payload: { email: listed, password: mover.password },
    });
    const otp = codeIn((await waitForOutboxMail(app, listed, /confirm your new e-mail/)).text);
    const confirmed = await call({
      method: 'POST',
      url: '/api/user/email-change/confirm',
      payload: { otp },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: listed, emailVerified: true });
    expect((await me(app, mover.token)).json()).toMatchObject({ isPlatformAdmin: false });
    // Nor at the next start.
    const restarted = await t.build({ env: { ADMIN_EMAILS: listed } });
    expect((await me(restarted, mover.token)).json()).toMatchObject({ isPlatformAdmin: false });
    expect(await grantsOf(mover.user.id)).toHaveLength(0);
  });

  it('at start, an existing listed account proven at sign-up is granted once, by two instances at once', async () => {
    const early = await createTestUser(t.db, { name: 'early' });
    const changed = await createTestUser(t.db, { name: 'changed' });
    await updateUser(t.db.orm, changed.user.id, { emailProof: 'EMAIL_CHANGE' });
    const unproven = await createTestUser(t.db, { name: 'unproven' });
    await updateUser(t.db.orm, unproven.user.id, { emailVerified: false, emailProof: null });
    const env = { ADMIN_EMAILS: [early, changed, unproven].map((u) => u.email).join(',') };
    const apps = await Promise.all([t.build({ env }), t.build({ env })]);
    await Promise.all(apps.map((app) => app.ready()));
    expect(await flagOf(early.user.id)).toBe(true);
    expect(await grantsOf(early.user.id)).toHaveLength(1);
    expect(await flagOf(changed.user.id)).toBe(false);
    expect(await flagOf(unproven.user.id)).toBe(false);
  });

  it("a listed administrator's rights are not taken in the app: the answer says to edit the list", async () => {
    const root = await createSignedInUser(t.app, t.db, { name: 'root', isPlatformAdmin: true });
    const listed = await createTestUser(t.db, { name: 'listed' });
    const app = await t.build({ env: { ADMIN_EMAILS: listed.email } });
    await app.ready();
    const revoke = await app.inject({
      method: 'PUT',
      url: `/api/users/${listed.user.id}/platform-admin`,
      payload: { isPlatformAdmin: false },
      ...as(root.token),
    });
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().message).toMatch(/ADMIN_EMAILS/);
    expect(await flagOf(listed.user.id)).toBe(true);
  });
});
