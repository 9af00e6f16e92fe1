// Declaring is enforcing (issue 30): every route under /api gets, in front of its own hooks, the one
// check its access declaration (access.ts) names.
// Routes no longer pick an auth hook by hand, services no longer repeat the role check, and a route
// that declares nothing stops the server at start-up with the line to add. Platform code: who the
// caller is and which pharmacies they belong to come from the sessions module (`CallerResolver`).
import { API_PREFIX, can, type TPermission, type TTenantRole } from '@dawa/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Orm } from '../db/client.ts';
import { tenantParamOf, type RouteAccess } from './access.ts';
import { AppError } from './errors.ts';
import {
  assertIdempotentAllowed,
  decorateRequestTransaction,
  idempotentHandler,
} from './idempotency.ts';
import type { TenantScope } from './tenancy/tenant-scope.ts';
import { decorateTenantWall, inTenantWall } from './tenancy/tenant-wall.ts';

/** What the guard needs to know about the caller; the sessions module answers it. */
export interface CallerResolver {
  /** Sets the caller on the request, or throws 401 (no token, a bad or ended session). */
  authenticate(request: FastifyRequest): Promise<void>;
  /**
   * Sets the pharmacy `tenantId` and the caller's role there on the request, or throws 404 exactly
   * as for a pharmacy that does not exist (not a member, or the pharmacy is not active).
   */
  enterTenant(request: FastifyRequest, tenantId: string): Promise<TTenantRole>;
  /** The caller already authenticated, as the pharmacy of the x-tenant-id header (400 without). */
  enterHeaderTenant(request: FastifyRequest): Promise<TTenantRole>;
  /**
   * The caller already authenticated, as the organisation the x-tenant-id header stands for (a
   * branch's pharmacy, or the organisation itself): its role there, or throws 404 as for a missing
   * pharmacy (not a member of the one chosen), 403 (a branch's member who is not the pharmacy's).
   * Undefined when no header is sent.
   */
  enterHeaderOrganisation(request: FastifyRequest): Promise<TTenantRole | undefined>;
  /** Whether the authenticated caller is a platform administrator. */
  isPlatformAdmin(request: FastifyRequest): boolean;
  /** The authenticated caller's user id. */
  callerId(request: FastifyRequest): string;
  /** The pharmacy entered (enterTenant or enterHeaderTenant) and the caller, for the tenant wall. */
  tenantScopeOf(request: FastifyRequest): TenantScope;
}

export const PERMISSION_DENIED = 'Your role in this pharmacy does not allow this.';
export const NOT_A_PLATFORM_ADMIN = 'Only platform administrators can do this.';

/** A route under /api that declares nothing: the message says what to add. */
export class MissingAccessDeclarationError extends Error {
  constructor(method: string, url: string) {
    super(
      `${method} ${url} declares no access: add config: { access: access.… } (apps/api/src/platform/access.ts)`,
    );
  }
}

const checkPermission = (role: TTenantRole, permission: TPermission) => {
  if (!can(role, permission)) throw new AppError('FORBIDDEN', PERMISSION_DENIED);
};

/**
 * A public route's organisation (`actsFor`): entered when the caller may act for it, otherwise the
 * caller goes on as themself (auth.tenantId stays null); a stale choice never fails a public read.
 */
async function actForLeniently(
  caller: CallerResolver,
  request: FastifyRequest,
  permission: TPermission,
): Promise<void> {
  const before = request.auth;
  try {
    const role = await caller.enterHeaderOrganisation(request);
    if (role !== undefined && !can(role, permission)) request.auth = before;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    request.auth = before;
  }
}

/**
 * What enforces `declared`: `onRequest` runs before the body is parsed (who the caller is: a guest
 * learns nothing about a route's rules, 401 before any 400); `preHandler` runs once the path is
 * validated (a pharmacy named in the path: a malformed id is the schema's 400, as before any
 * membership is looked up). Neither for a route that is open or checks its own credential.
 */
export interface Guard {
  onRequest?: (request: FastifyRequest) => Promise<void>;
  preHandler?: (request: FastifyRequest) => Promise<void>;
}

export function guardFor(declared: RouteAccess, caller: CallerResolver): Guard {
  switch (declared.kind) {
    case 'public':
      // A token, when sent to such a route, must be valid: a stale one is told, not ignored.
      return declared.viewer
        ? {
            onRequest: async (request) => {
              if (request.headers.authorization === undefined) return;
              await caller.authenticate(request);
              if (declared.actsFor !== undefined) {
                await actForLeniently(caller, request, declared.actsFor);
              }
            },
          }
        : {};
    case 'signedUrl':
    case 'devOnly':
      return {};
    case 'user': {
      const { actsFor } = declared;
      if (actsFor === undefined) return { onRequest: (request) => caller.authenticate(request) };
      return {
        onRequest: async (request) => {
          await caller.authenticate(request);
          const role = await caller.enterHeaderOrganisation(request);
          if (role !== undefined) checkPermission(role, actsFor);
        },
      };
    }
    case 'platformAdmin':
      return {
        onRequest: async (request) => {
          await caller.authenticate(request);
          if (!caller.isPlatformAdmin(request)) {
            throw new AppError('FORBIDDEN', NOT_A_PLATFORM_ADMIN);
          }
        },
      };
    case 'tenant':
      return {
        onRequest: async (request) => {
          await caller.authenticate(request);
          checkPermission(await caller.enterHeaderTenant(request), declared.permission);
        },
      };
    case 'tenantPath': {
      const param = tenantParamOf(declared);
      if (param === undefined) {
        throw new Error('a tenantPath declaration names its pharmacy: params: { id: "tenant" }');
      }
      return {
        onRequest: (request) => caller.authenticate(request),
        preHandler: async (request) => {
          const params = request.params as Record<string, unknown>;
          const tenantId = params[param];
          // Not an id: answered by the resolver as a pharmacy that does not exist.
          const role = await caller.enterTenant(
            request,
            typeof tenantId === 'string' ? tenantId : '',
          );
          const isSelf =
            declared.orSelf !== undefined && params[declared.orSelf] === caller.callerId(request);
          if (!isSelf) checkPermission(role, declared.permission);
        },
      };
    }
  }
}

/** The guard installed on the app, waiting for the module that knows who callers are. */
export interface AccessGuard {
  /** Hands over the caller resolver (the sessions module, once the database is open). */
  useCaller(resolver: CallerResolver): void;
  /** Hands over the database tenant routes' transactions are opened on (the tenant wall). */
  useDatabase(orm: Orm): void;
}

const isTenantRoute = (declared: RouteAccess | undefined) =>
  declared?.kind === 'tenant' || declared?.kind === 'tenantPath';

/** A route option's hooks as a list (it may be none, one, or several). */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** The guard of a route declared after it was registered, worked out on its first call. */
function declaredLater(url: string, caller: CallerResolver): Required<Guard> {
  let guard: Guard | undefined;
  const guardOf = (request: FastifyRequest): Guard => {
    if (guard) return guard;
    const declared = request.routeOptions.config.access;
    if (!declared) throw new MissingAccessDeclarationError(request.method, url);
    guard = guardFor(declared, caller);
    return guard;
  };
  return {
    onRequest: async (request) => {
      await guardOf(request).onRequest?.(request);
    },
    preHandler: async (request) => {
      await guardOf(request).preHandler?.(request);
    },
  };
}

const isApiRoute = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

/**
 * Installs the guard on the whole app, before any route is registered: every route under /api,
 * whichever plugin registers it, gets its declared check first among its onRequest hooks (before
 * the body is even parsed: a guest learns nothing about a route's rules, 401 before any 400), and a
 * route under /api that declares nothing stops the server at start-up (ready fails).
 */
export function installAccessGuard(app: FastifyInstance): AccessGuard {
  let resolver: CallerResolver | undefined;
  const current = () => {
    if (!resolver) throw new Error('access guard: no caller resolver was handed over');
    return resolver;
  };
  const caller: CallerResolver = {
    authenticate: (request) => current().authenticate(request),
    enterTenant: (request, tenantId) => current().enterTenant(request, tenantId),
    enterHeaderTenant: (request) => current().enterHeaderTenant(request),
    enterHeaderOrganisation: (request) => current().enterHeaderOrganisation(request),
    isPlatformAdmin: (request) => current().isPlatformAdmin(request),
    callerId: (request) => current().callerId(request),
    tenantScopeOf: (request) => current().tenantScopeOf(request),
  };
  let database: Orm | undefined;
  const orm = () => {
    if (!database) throw new Error('access guard: no database was handed over');
    return database;
  };
  decorateTenantWall(app);
  decorateRequestTransaction(app);
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    registered.push(route);
    const declared = route.config?.access;
    // Declared in the route's own options (nearly always): its hooks are set now, and an open
    // route gets none, so its requests pay nothing. Otherwise another plugin declares it later
    // (the API documentation's routes, in an onRoute hook that runs after this one): read on the
    // route's first call.
    const guard = declared ? guardFor(declared, caller) : declaredLater(route.url, caller);
    if (guard.onRequest) route.onRequest = [guard.onRequest, ...hooksOf(route.onRequest)];
    if (guard.preHandler) route.preHandler = [guard.preHandler, ...hooksOf(route.preHandler)];
    // An idempotent write (idempotency.ts, docs/idempotency.md) keeps its answer under the client's
    // key in the same transaction as the write: inside the tenant wall for a tenant route (wrapped
    // first, so the wall is outside), in a transaction of its own otherwise.
    if (route.config?.idempotent === true) {
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      assertIdempotentAllowed(method, route.url, declared);
      route.handler = idempotentHandler(route.handler, orm);
    }
    // A tenant route's handler runs inside the tenant wall: one transaction the database confines
    // to the pharmacy just entered (tenancy/tenant-wall.ts). Only routes declaring tenant access in
    // their own options are tenant routes (the late declarations are the documentation's).
    if (isTenantRoute(declared)) {
      route.handler = inTenantWall(route.handler, orm, (request) => caller.tenantScopeOf(request));
    }
  });
  app.addHook('onReady', (done) => {
    const missing = registered.find((route) => !route.config?.access);
    if (!missing) {
      done();
      return;
    }
    const method = Array.isArray(missing.method) ? missing.method.join(',') : missing.method;
    done(new MissingAccessDeclarationError(method, missing.url));
  });
  return {
    useCaller(next) {
      resolver = next;
    },
    useDatabase(next) {
      database = next;
    },
  };
}
