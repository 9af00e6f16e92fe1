// Declaring is enforcing (issue 30): when a route under /api is registered, this reads its access
// declaration (access.ts) and puts in front of its own hooks the one check that declaration names.
// Routes no longer pick an auth hook by hand, services no longer repeat the role check, and a route
// that declares nothing stops the server at start-up with the line to add. Platform code: who the
// caller is and which pharmacies they belong to come from the sessions module (`CallerResolver`).
import { API_PREFIX, can, type TPermission, type TTenantRole } from '@dawa/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { tenantParamOf, type RouteAccess } from './access.ts';
import { AppError } from './errors.ts';

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
  /** Whether the authenticated caller is a platform administrator. */
  isPlatformAdmin(request: FastifyRequest): boolean;
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
              if (request.headers.authorization !== undefined) await caller.authenticate(request);
            },
          }
        : {};
    case 'signedUrl':
    case 'devOnly':
      return {};
    case 'user':
      return { onRequest: (request) => caller.authenticate(request) };
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
          if (typeof tenantId !== 'string') throw new AppError('NOT_FOUND', 'Pharmacy not found.');
          const role = await caller.enterTenant(request, tenantId);
          const isSelf =
            declared.orSelf !== undefined && params[declared.orSelf] === request.auth?.userId;
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
}

/** A route option's hooks as a list (it may be none, one, or several). */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const isApiRoute = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

/**
 * Installs the guard on the whole app, before any route is registered: every route under /api,
 * whichever plugin registers it, gets its declared check first among its onRequest hooks (before
 * the body is even parsed: a guest learns nothing about a route's rules, 401 before any 400), and a
 * route under /api that declares nothing stops the server at start-up (ready fails).
 *
 * The declaration is read when the route is first called, not when it is registered: a plugin may
 * declare the routes another plugin adds (the API documentation's), in an onRoute hook that runs
 * after this one.
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
    isPlatformAdmin: (request) => current().isPlatformAdmin(request),
  };
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    registered.push(route);
    // Worked out once, on the route's first call, from its declaration as it then stands.
    let guard: Guard | undefined;
    const guardOf = (request: FastifyRequest): Guard => {
      if (guard) return guard;
      const declared = request.routeOptions.config.access;
      if (!declared) throw new MissingAccessDeclarationError(request.method, route.url);
      guard = guardFor(declared, caller);
      return guard;
    };
    const onRequest: onRequestAsyncHookHandler = async (request) => {
      await guardOf(request).onRequest?.(request);
    };
    const preHandler: preHandlerAsyncHookHandler = async (request) => {
      await guardOf(request).preHandler?.(request);
    };
    route.onRequest = [onRequest, ...hooksOf(route.onRequest)];
    route.preHandler = [preHandler, ...hooksOf(route.preHandler)];
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
  };
}
