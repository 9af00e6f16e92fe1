import { ROLE_PERMISSIONS, rolesWith } from '@dawa/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';
import { as, createSignedInUser, createTestWorld, NIL_ID } from '../test/factories.ts';
import { NOT_A_PLATFORM_ADMIN, PERMISSION_DENIED } from './access-guard.ts';
import { access } from './access.ts';

/**
 * Issue 30: declaring is enforcing. Each route's access declaration installs its own check, for
 * any plugin that registers a route under /api; a route that declares nothing does not start.
 */
describe.each(databases())('the access guard (%s)', (driver) => {
  const t = useTestApp(driver);
  const reached: string[] = [];
  const withTestRoutes = (app: FastifyInstance) => {
    const handler = (name: string) => () => {
      reached.push(name);
      return { ok: true };
    };
    app.get('/api/test-guard/user', { config: { access: access.user() } }, handler('user'));
    app.get(
      '/api/test-guard/viewer',
      { config: { access: access.publicWithViewer() } },
      handler('viewer'),
    );
    app.get(
      '/api/test-guard/admin',
      { config: { access: access.platformAdmin() } },
      handler('admin'),
    );
    app.post(
      '/api/test-guard/manage',
      { config: { access: access.tenant('members.manage') } },
      handler('manage'),
    );
    app.get(
      '/api/test-guard/tenants/:id',
      { config: { access: access.tenantPath('logs.view', { params: { id: 'tenant' } }) } },
      handler('path'),
    );
  };

  it('a route under /api that declares nothing stops the app from starting, with the line to add', async () => {
    const app = await t.build({
      configure: (built) => built.get('/api/test-guard/undeclared', () => ({ ok: true })),
    });
    await expect(app.ready()).rejects.toThrow(
      /GET \/api\/test-guard\/undeclared declares no access: add config: \{ access/,
    );
  });

  it('holds routes any plugin registers to their declaration, HEAD included', async () => {
    const app = await t.build({ configure: withTestRoutes });
    const { owner, user, tenant } = await createTestWorld(app, t.db);
    reached.length = 0;
    const call = (
      method: 'GET' | 'HEAD' | 'POST',
      url: string,
      token: string | null,
      tenantId?: string,
    ) => app.inject({ method, url, ...as(token, tenantId) });

    expect((await call('GET', '/api/test-guard/user', null)).statusCode).toBe(401);
    expect((await call('HEAD', '/api/test-guard/user', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/test-guard/user', user.token)).statusCode).toBe(200);

    expect((await call('GET', '/api/test-guard/viewer', null)).statusCode).toBe(200);
    expect((await call('GET', '/api/test-guard/viewer', 'not-a-token')).statusCode).toBe(401);

    const notAdmin = await call('GET', '/api/test-guard/admin', owner.token);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe(NOT_A_PLATFORM_ADMIN);

    const asUser = await call('POST', '/api/test-guard/manage', user.token, tenant.id);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().message).toBe(PERMISSION_DENIED);
    expect((await call('POST', '/api/test-guard/manage', owner.token)).statusCode).toBe(400);
    expect((await call('POST', '/api/test-guard/manage', owner.token, NIL_ID)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/test-guard/manage', owner.token, tenant.id)).statusCode).toBe(
      200,
    );

    const path = `/api/test-guard/tenants/${tenant.id}`;
    expect((await call('GET', path, user.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/test-guard/tenants/${NIL_ID}`, owner.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', path, owner.token)).statusCode).toBe(200);
    // Only the allowed calls reached a handler (HEAD's twin is the user's GET).
    expect(reached).toEqual(['user', 'viewer', 'manage', 'path']);
  });

  it("another pharmacy's id in the path answers exactly like a missing one", async () => {
    const app = await t.build({ configure: withTestRoutes });
    const outsider = await createSignedInUser(app, t.db, { name: 'outsider' });
    const { tenant } = await createTestWorld(app, t.db);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/test-guard/tenants/${tenant.id}`,
      ...as(outsider.token),
    });
    const missing = await app.inject({
      method: 'GET',
      url: `/api/test-guard/tenants/${NIL_ID}`,
      ...as(outsider.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });
});

describe('roles are sets of permissions', () => {
  it('owners hold every permission; a user holds only working in the organisation', () => {
    expect(rolesWith('members.manage')).toEqual(['OWNER', 'ADMIN']);
    expect(rolesWith('organisation.view')).toEqual(['OWNER', 'ADMIN', 'USER']);
    expect(ROLE_PERMISSIONS.USER).toEqual(['organisation.view']);
  });
});
