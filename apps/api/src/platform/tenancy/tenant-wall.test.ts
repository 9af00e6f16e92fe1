import Fastify, { type FastifyInstance, type RouteHandlerMethod } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { createTestTenant, createTestUser } from '../../test/factories.ts';
import { registerErrorHandler } from '../errors.ts';
import { TENANT_ROLE } from './tenant-scope.ts';
import { decorateTenantWall, inTenantWall, SENT_INSIDE_WALL, tenantWallOf } from './tenant-wall.ts';

// The tenant wall around a tenant route's handler (tenant-wall.ts): the handler's queries run as the
// tenant role, confined to the pharmacy; the answer leaves only after the commit; a thrown error
// rolls everything back; effects wait for the commit and are dropped with a rollback.

describe.each(databases())('tenant wall (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A bare app with one route, `handler`, in the wall of a fresh pharmacy. */
  async function withRoute(handler: RouteHandlerMethod) {
    const { user } = await createTestUser(t.db);
    const tenant = await createTestTenant(t.db, { owner: user });
    app = Fastify();
    decorateTenantWall(app);
    registerErrorHandler(app);
    app.get(
      '/probe',
      inTenantWall(
        handler,
        () => t.db.orm,
        () => ({ tenantId: tenant.id, userId: user.id }),
      ),
    );
    await app.ready();
    const event = (entityId: string) => ({
      tenantId: tenant.id,
      action: 'create',
      entity: 'wall-test',
      entityId,
    });
    const eventsNamed = async (entityId: string) =>
      (
        await t.db.orm.execute(
          sql`select 1 from audit_log where entity = 'wall-test' and entity_id = ${entityId}`,
        )
      ).rows.length;
    return { app, tenant, event, eventsNamed };
  }

  it('runs the handler as the tenant role, in the pharmacy, and answers after the commit', async () => {
    const order: string[] = [];
    const route = await withRoute(async (request) => {
      const wall = tenantWallOf(request);
      const { rows } = await wall.db.execute<{ role: string; tenant: string }>(
        sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`,
      );
      await wall.db.insert(auditLog).values(route.event('committed'));
      wall.afterCommit(() => order.push('effect'));
      order.push('handler');
      return rows[0];
    });
    const res = await route.app.inject({ method: 'GET', url: '/probe' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ role: TENANT_ROLE, tenant: route.tenant.id });
    expect(order).toEqual(['handler', 'effect']);
    expect(await route.eventsNamed('committed')).toBe(1);
  });

  it('rolls back what a failing handler wrote, and drops its effects', async () => {
    const order: string[] = [];
    const route = await withRoute(async (request) => {
      const wall = tenantWallOf(request);
      await wall.db.insert(auditLog).values(route.event('rolled-back'));
      wall.afterCommit(() => order.push('effect'));
      throw Object.assign(new Error('refused'), { statusCode: 409 });
    });
    const res = await route.app.inject({ method: 'GET', url: '/probe' });
    expect(res.statusCode).toBe(409);
    expect(order).toEqual([]);
    expect(await route.eventsNamed('rolled-back')).toBe(0);
  });

  it('refuses a handler that sends its answer itself, before the commit, and rolls back', async () => {
    const route = await withRoute(async (request, reply) => {
      await tenantWallOf(request).db.insert(auditLog).values(route.event('sent-early'));
      return reply.send({ early: true });
    });
    const res = await route.app.inject({ method: 'GET', url: '/probe' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('early');
    expect(await route.eventsNamed('sent-early')).toBe(0);
    expect(SENT_INSIDE_WALL).toMatch(/reply\.send/);
  });

  it('has no wall outside a tenant route, and none once the answer has left', async () => {
    let kept: unknown = 'unset';
    const route = await withRoute((request) => {
      kept = request;
      return Promise.resolve({ ok: tenantWallOf(request).scope.tenantId !== '' });
    });
    expect((await route.app.inject({ method: 'GET', url: '/probe' })).json()).toEqual({ ok: true });
    expect(() => tenantWallOf(kept as never)).toThrow(/only a route declared/);
  });
});
