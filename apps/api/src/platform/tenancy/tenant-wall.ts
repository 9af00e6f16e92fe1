import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Orm } from '../../db/client.ts';
import { withTenantScope, type TenantScope } from './tenant-scope.ts';

// Tenant routes run inside the tenant wall by default (issue 30, docs/access.md): the access guard
// wraps the handler of every route declared `access.tenant` or `access.tenantPath` in one
// transaction that the database confines to the caller's pharmacy (row-level security,
// docs/decisions/011). The handler finds it with `tenantWallOf(request)`; it never opens one itself
// and never needs the unscoped connection (the `dawa/tenant-wall` lint rule flags that).

/** What a tenant route's handler works with. */
export interface TenantWall {
  /** The pharmacy and the caller the transaction is confined to. */
  scope: TenantScope;
  /** This request's transaction, in the tenant role: what a forgotten filter reads is this pharmacy's. */
  db: Orm;
  /**
   * Runs `effect` once the transaction has committed (a mail, a live event): never for a change
   * that was rolled back, and never before the change is visible to whoever the effect tells.
   */
  afterCommit(effect: () => void): void;
  /**
   * A new transaction behind the same wall, for work that outlives this request's: the batches of
   * an export streamed after the answer has started.
   */
  again<T>(work: (db: Orm) => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenantWall: TenantWall | null;
  }
}

export const SENT_INSIDE_WALL =
  'A tenant route returns its answer, which is sent once its transaction has committed: it must not call reply.send itself.';

/** The wall of the request being handled; only tenant routes have one. */
export function tenantWallOf(request: FastifyRequest): TenantWall {
  if (!request.tenantWall) {
    throw new Error(
      'tenantWallOf: only a route declared access.tenant or access.tenantPath has one',
    );
  }
  return request.tenantWall;
}

export function decorateTenantWall(app: FastifyInstance): void {
  app.decorateRequest('tenantWall', null);
}

/**
 * `handler`, run inside a transaction confined to `scopeOf(request)`: it commits when the handler
 * returns its answer and rolls back when it throws; the answer is sent after the commit, so a
 * client never sees a success the database then refused. Effects registered with `afterCommit` run
 * after the commit, in order.
 */
export function inTenantWall(
  handler: RouteHandlerMethod,
  orm: () => Orm,
  scopeOf: (request: FastifyRequest) => TenantScope,
): RouteHandlerMethod {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const scope = scopeOf(request);
    const effects: (() => void)[] = [];
    const again = <T>(work: (db: Orm) => Promise<T>) => withTenantScope(orm(), scope, work);
    const answer: unknown = await withTenantScope(orm(), scope, async (db) => {
      request.tenantWall = { scope, db, afterCommit: (effect) => effects.push(effect), again };
      // Sending from inside would answer before the commit: refused loudly, in every test.
      Object.defineProperty(reply, 'send', {
        configurable: true,
        value: () => {
          throw new Error(SENT_INSIDE_WALL);
        },
      });
      try {
        const result: unknown = await handler.call(this, request, reply);
        if (result === reply || result === undefined) throw new Error(SENT_INSIDE_WALL);
        return result;
      } finally {
        // The prototype's send again, for the answer (or the error) below.
        delete (reply as unknown as Record<string, unknown>).send;
        request.tenantWall = null;
      }
    });
    for (const effect of effects) effect();
    return answer;
  };
}
