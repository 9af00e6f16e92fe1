import { HEADERS, MESSAGES, ZUser, type TErrorResponse } from '@dawa/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser, createTestWorld, NIL_ID, randomIp } from '../../test/factories.ts';
import { updateUserStatus } from './users.repo.ts';

describe.each(databases())('users (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  const world = () => createTestWorld(t.app, t.db);

  describe('GET /api/user/detail', () => {
    it('answers myself and people I share a pharmacy with; others look not found', async () => {
      const { owner, user, outsider } = await world();
      const self = await call({
        method: 'GET',
        url: `/api/user/detail?id=${user.user.id}`,
        ...as(user.token),
      });
      expect(ZUser.parse(self.json())).toMatchObject({ id: user.user.id, email: user.email });
      expect(
        (
          await call({
            method: 'GET',
            url: `/api/user/detail?id=${owner.user.id}`,
            ...as(user.token),
          })
        ).statusCode,
      ).toBe(200);
      const stranger = await call({
        method: 'GET',
        url: `/api/user/detail?id=${user.user.id}`,
        ...as(outsider.token),
      });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ message: 'User not found.', code: 'NOT_FOUND' });
      const bad = await call({ method: 'GET', url: '/api/user/detail?id=42', ...as(user.token) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MESSAGES.idInvalid('user'));
    });
  });

  describe('PUT /api/user/:id', () => {
    it('lets me update myself, with the spec messages on bad input', async () => {
      const { user } = await world();
      const res = await call({
        method: 'PUT',
        url: `/api/user/${user.user.id}`,
        payload: {
          username: `selam_${Date.now()}`,
          full_name: 'Selam T.',
          phone_number: '+251900000000',
        },
        ...as(user.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ fullName: 'Selam T.', phoneNumber: '+251900000000' });
      for (const [field, value, message] of [
        ['username', 'ab', MESSAGES.usernameMin],
        ['username', 'x'.repeat(31), MESSAGES.usernameMax],
        ['phone_number', 'abc', MESSAGES.phone],
        ['full_name', '', MESSAGES.fullNameRequired],
        ['email', 'nope', MESSAGES.emailInvalid],
        ['picture', 'nope', MESSAGES.pictureInvalid],
      ] as const) {
        const bad = await call({
          method: 'PUT',
          url: `/api/user/${user.user.id}`,
          payload: { [field]: value },
          ...as(user.token),
        });
        expect(bad.statusCode, field).toBe(400);
        expect(bad.json<TErrorResponse>().issues).toEqual([{ path: field, message }]);
      }
    });

    it('answers 409 when the username is taken', async () => {
      const { owner, user } = await world();
      const name = `taken_${Date.now()}`;
      await call({
        method: 'PUT',
        url: `/api/user/${owner.user.id}`,
        payload: { username: name },
        ...as(owner.token),
      });
      const res = await call({
        method: 'PUT',
        url: `/api/user/${user.user.id}`,
        payload: { username: name },
        ...as(user.token),
      });
      expect(res.statusCode).toBe(409);
    });

    it("never lets anyone else change a person's account, not even their pharmacy's owner (issue 12)", async () => {
      const { owner, admin, user, outsider, tenant, otherTenant } = await world();
      const put = (token: string, id: string, tenantId?: string) =>
        call({
          method: 'PUT',
          url: `/api/user/${id}`,
          payload: { full_name: 'Changed', email: 'someone-else@example.com' },
          ...as(token, tenantId),
        });
      // A pharmacy's power stops at the pharmacy: members are visible to each other, never editable.
      for (const [actor, target] of [
        [owner, user],
        [admin, user],
        [owner, admin],
        [admin, owner],
        [user, admin],
      ] as const) {
        expect((await put(actor.token, target.user.id, tenant.id)).statusCode).toBe(403);
        expect((await put(actor.token, target.user.id)).statusCode).toBe(403);
      }
      // Another pharmacy's people look like nothing at all, whatever header is sent.
      expect((await put(outsider.token, user.user.id, otherTenant.id)).statusCode).toBe(404);
      expect((await put(outsider.token, user.user.id, tenant.id)).statusCode).toBe(404);
      const detail = await call({
        method: 'GET',
        url: `/api/user/detail?id=${user.user.id}`,
        ...as(user.token),
      });
      expect(detail.json()).toMatchObject({ email: user.email, fullName: user.user.fullName });
    });
  });

  describe('DELETE /api/user/:id', () => {
    it('deletes my own account and ends all its sessions at once', async () => {
      const { user } = await world();
      const res = await call({
        method: 'DELETE',
        url: `/api/user/${user.user.id}`,
        ...as(user.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'The account was deleted.' });
      expect(
        (await call({ method: 'GET', url: '/api/auth/me', ...as(user.token) })).statusCode,
      ).toBe(401);
      const refresh = await call({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: user.session.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
      const login = await call({
        method: 'POST',
        url: '/api/login',
        remoteAddress: randomIp(),
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(401);
    });

    it('refuses to delete the only owner of a pharmacy that has other members (409)', async () => {
      const { owner } = await world();
      const res = await call({
        method: 'DELETE',
        url: `/api/user/${owner.user.id}`,
        ...as(owner.token),
      });
      expect(res.statusCode).toBe(409);
      expect(
        (await call({ method: 'GET', url: '/api/auth/me', ...as(owner.token) })).statusCode,
      ).toBe(200);
    });

    it('refuses other people (403 when visible, 404 when not) and lets a platform admin delete', async () => {
      const { owner, user, outsider } = await world();
      expect(
        (await call({ method: 'DELETE', url: `/api/user/${user.user.id}`, ...as(owner.token) }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call({ method: 'DELETE', url: `/api/user/${user.user.id}`, ...as(outsider.token) }))
          .statusCode,
      ).toBe(404);
      const admin = await createSignedInUser(t.app, t.db, { name: 'root', isPlatformAdmin: true });
      expect(
        (await call({ method: 'DELETE', url: `/api/user/${user.user.id}`, ...as(admin.token) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call({ method: 'GET', url: '/api/auth/me', ...as(user.token) })).statusCode,
      ).toBe(401);
    });
  });

  it('disabling a user ends their sessions at once', async () => {
    const { user } = await world();
    await updateUserStatus(t.db.orm, user.user.id, 'INACTIVE');
    expect((await call({ method: 'GET', url: '/api/auth/me', ...as(user.token) })).statusCode).toBe(
      401,
    );
  });

  describe('user settings', () => {
    it('starts as a new joiner, becomes has_tenant with a pharmacy, and can be set', async () => {
      const { token } = await createSignedInUser(t.app, t.db);
      const get = () => call({ method: 'GET', url: '/api/user/settings', ...as(token) });
      expect((await get()).json()).toEqual({ new_joiner_actions: { has_tenant: false } });
      await call({
        method: 'POST',
        url: '/api/tenants',
        payload: {
          name: 'Mine',
          org_type: 'CLINIC',
          address: 'Piazza 1 2',
          city: 'Addis',
          tin_number: '12345',
        },
        ...as(token),
      });
      expect((await get()).json()).toEqual({ new_joiner_actions: { has_tenant: true } });
      const put = await call({
        method: 'PUT',
        url: '/api/user/settings',
        payload: { new_joiner_actions: { has_tenant: false } },
        ...as(token),
      });
      expect(put.json()).toEqual({ new_joiner_actions: { has_tenant: false } });
      expect(
        (await call({ method: 'PUT', url: '/api/user/settings', payload: {}, ...as(token) }))
          .statusCode,
      ).toBe(400);
    });
  });

  it.each([
    ['GET', `/api/user/detail?id=${NIL_ID}`],
    ['GET', '/api/user/settings'],
    ['PUT', '/api/user/settings'],
    ['PUT', `/api/user/${NIL_ID}`],
    ['POST', '/api/user/employee'],
    ['DELETE', `/api/user/${NIL_ID}`],
    ['GET', '/api/users'],
    ['PUT', `/api/users/${NIL_ID}/status`],
    ['GET', '/api/auth/me'],
  ] as const)('%s %s answers 401 to a guest', async (method, url) => {
    const res = await call({ method, url, headers: { [HEADERS.tenant]: NIL_ID } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
