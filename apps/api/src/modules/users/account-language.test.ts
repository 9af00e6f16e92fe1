import {
  MESSAGES,
  ZMeResponse,
  ZSessionResponse,
  ZUser,
  type TErrorResponse,
} from '@dawa/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createTestWorld, signIn } from '../../test/factories.ts';

// The account's language (docs/decisions/024-language-per-account.md): chosen by the holder
// through PUT /user/{id}, stored on the account, and handed to every signed-in device with the
// user (sign-in, GET /auth/me), so a fresh browser opens in it.
describe.each(databases())('account language (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  const put = (token: string, id: string, payload: Record<string, unknown>, tenantId?: string) =>
    call({ method: 'PUT', url: `/api/user/${id}`, payload, ...as(token, tenantId) });

  it('is null until chosen, then stored and answered at sign-in and by /auth/me', async () => {
    const { user } = await createTestWorld(t.app, t.db);
    expect(ZSessionResponse.parse(user.session).user.language).toBeNull();

    const saved = await put(user.token, user.user.id, { language: 'am' });
    expect(saved.statusCode, saved.body).toBe(200);
    // Only the language changed: the name and the rest stay as they were.
    expect(ZUser.parse(saved.json())).toMatchObject({
      language: 'am',
      fullName: user.user.fullName,
      email: user.email,
    });

    const me = await call({ method: 'GET', url: '/api/auth/me', ...as(user.token) });
    expect(ZMeResponse.parse(me.json()).user.language).toBe('am');
    // A fresh sign-in (another browser) gets it with the session.
    const again = await signIn(t.app, user);
    expect(ZSessionResponse.parse(again).user.language).toBe('am');

    const back = await put(user.token, user.user.id, { language: 'en' });
    expect(back.json()).toMatchObject({ language: 'en' });
  });

  it('refuses a language the product does not speak, with the contract message (400)', async () => {
    const { user } = await createTestWorld(t.app, t.db);
    for (const language of ['fr', 'AM', '', null, 7]) {
      const res = await put(user.token, user.user.id, { language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json<TErrorResponse>().issues).toEqual([
        { path: 'language', message: MESSAGES.languageInvalid },
      ]);
    }
    const me = await call({ method: 'GET', url: '/api/auth/me', ...as(user.token) });
    expect(me.json()).toMatchObject({ user: { language: null } });
  });

  it("is the holder's alone: a pharmacy's owner or an outsider cannot set it (docs/access.md)", async () => {
    const { owner, user, outsider, tenant } = await createTestWorld(t.app, t.db);
    expect((await put(owner.token, user.user.id, { language: 'am' }, tenant.id)).statusCode).toBe(
      403,
    );
    expect((await put(outsider.token, user.user.id, { language: 'am' })).statusCode).toBe(404);
    expect(
      (await call({ method: 'PUT', url: `/api/user/${user.user.id}`, payload: { language: 'am' } }))
        .statusCode,
    ).toBe(401);
    const me = await call({ method: 'GET', url: '/api/auth/me', ...as(user.token) });
    expect(me.json()).toMatchObject({ user: { language: null } });
  });
});
