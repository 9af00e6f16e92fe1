import { ZUserListResponse } from '@dawa/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser, createTestWorld, NIL_ID, randomIp } from '../../test/factories.ts';
import { updateUser } from './users.repo.ts';

describe.each(databases())('platform administrators (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  const world = () => createTestWorld(t.app, t.db);

  it('PUT /api/users/:id/status: a platform admin disables (sessions end) and re-enables', async () => {
    const { user, owner } = await world();
    const root = await createSignedInUser(t.app, t.db, { name: 'root', isPlatformAdmin: true });
    const setStatus = (token: string, id: string, status: string) =>
      call({ method: 'PUT', url: `/api/users/${id}/status`, payload: { status }, ...as(token) });
    expect((await setStatus(owner.token, user.user.id, 'INACTIVE')).statusCode).toBe(403);
    expect((await setStatus(root.token, root.user.id, 'INACTIVE')).statusCode).toBe(409);
    expect((await setStatus(root.token, NIL_ID, 'INACTIVE')).statusCode).toBe(404);
    expect((await setStatus(root.token, user.user.id, 'ASLEEP')).statusCode).toBe(400);

    const disabled = await setStatus(root.token, user.user.id, 'INACTIVE');
    expect(disabled.json()).toMatchObject({
      id: user.user.id,
      status: 'INACTIVE',
      isPlatformAdmin: false,
    });
    expect((await call({ method: 'GET', url: '/api/auth/me', ...as(user.token) })).statusCode).toBe(
      401,
    );
    const login = { email: user.email, password: user.password };
    const refused = await call({
      method: 'POST',
      url: '/api/login',
      remoteAddress: randomIp(),
      payload: login,
    });
    expect(refused.statusCode).toBe(403);

    expect((await setStatus(root.token, user.user.id, 'ACTIVE')).statusCode).toBe(200);
    // The old session stays ended; signing in again works.
    expect((await call({ method: 'GET', url: '/api/auth/me', ...as(user.token) })).statusCode).toBe(
      401,
    );
    const again = await call({
      method: 'POST',
      url: '/api/login',
      remoteAddress: randomIp(),
      payload: login,
    });
    expect(again.statusCode).toBe(200);
  });

  describe('GET /api/users (platform administrators)', () => {
    it('lists users for an ADMIN_EMAILS administrator, paginated, and forbids everyone else', async () => {
      const plain = await createSignedInUser(t.app, t.db);
      const listed = await createSignedInUser(t.app, t.db, { name: 'boss' });
      const app = await t.build({ env: { ADMIN_EMAILS: listed.email } });
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', ...as(listed.token) });
      expect(me.json().isPlatformAdmin).toBe(true);
      const page = ZUserListResponse.parse(
        (
          await app.inject({ method: 'GET', url: '/api/users?limit=2', ...as(listed.token) })
        ).json(),
      );
      expect(page.docs).toHaveLength(2);
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.hasMore).toBe(page.total > 2);
      expect(
        (await app.inject({ method: 'GET', url: '/api/users', ...as(plain.token) })).statusCode,
      ).toBe(403);
    });

    it('searches by name, e-mail or username, literally, for administrators only', async () => {
      const root = await createSignedInUser(t.app, t.db, { name: 'root', isPlatformAdmin: true });
      const plain = await createSignedInUser(t.app, t.db);
      const found = await createSignedInUser(t.app, t.db, { name: 'zebra' });
      await updateUser(t.db.orm, found.user.id, { fullName: 'Zebra_50% Pharmacy' });
      const search = (token: string, searchKey: string) =>
        call({ method: 'GET', url: '/api/users', query: { searchKey }, ...as(token) });
      const byName = ZUserListResponse.parse((await search(root.token, 'ZEBRA_50%')).json());
      expect(byName.docs.map((u) => u.id)).toEqual([found.user.id]);
      expect(byName.total).toBe(1);
      const byEmail = ZUserListResponse.parse((await search(root.token, found.email)).json());
      expect(byEmail.docs.map((u) => u.id)).toEqual([found.user.id]);
      // `%` and `_` are not wildcards: "50_" does not match "50%".
      expect(ZUserListResponse.parse((await search(root.token, 'zebra_50_')).json()).total).toBe(0);
      expect((await search(plain.token, 'zebra')).statusCode).toBe(403);
      const tooLong = await search(root.token, 'x'.repeat(101));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('Search can be up to 100 characters');
      expect((await call({ method: 'GET', url: '/api/users?searchKey=zebra' })).statusCode).toBe(
        401,
      );
    });
  });
});
