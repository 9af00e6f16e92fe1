import { HEADERS, type TTenantRole } from '@dawa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallerResolver } from '../../platform/access-guard.ts';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { tenantWallOf, type TenantWall } from '../../platform/tenancy/tenant-wall.ts';
import { originOf, type RequestOrigin } from '../audit/index.ts';
import type { AppDeps } from '../deps.ts';
import { findMembership } from '../tenants/index.ts';
import { authenticateAccessToken } from './sessions.service.ts';

/** Who is calling, as every service sees it (`ctx` first, CONVENTIONS.md). */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  isPlatformAdmin: boolean;
  /** The pharmacy of the x-tenant-id header, set only after membership was checked. */
  tenantId: string | null;
  /** The caller's role there, read from the membership row, never from the client. */
  role: TTenantRole | null;
  /** For the audit log: which request made a change, and from where. */
  origin: RequestOrigin;
}

/** A context whose tenant is known: what tenant-scoped services require. */
export type TenantContext = AuthContext & { tenantId: string; role: TTenantRole };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const ZTenantId = z.uuid();

export const TENANT_NOT_FOUND = 'Pharmacy not found.';

/**
 * Who is calling, for the access guard (platform/access-guard.ts), which runs it in each route's
 * first onRequest hook as the route's declaration says: before body validation, so a guest learns
 * nothing about a route's rules (401 before any 400), and no body of an unauthenticated call is
 * even parsed.
 */
export function registerAuth(app: FastifyInstance, deps: AppDeps): CallerResolver {
  app.decorateRequest('auth', null);

  const enterTenant = async (request: FastifyRequest, tenantId: string): Promise<TTenantRole> => {
    const auth = authOf(request);
    // A malformed or foreign id answers exactly like a pharmacy that does not exist (decision 003).
    const parsed = ZTenantId.safeParse(tenantId);
    if (!parsed.success) throw new AppError('NOT_FOUND', TENANT_NOT_FOUND);
    const membership = await findMembership(deps.orm, {
      tenantId: parsed.data,
      userId: auth.userId,
    });
    if (!membership || membership.tenant.status !== 'ACTIVE') {
      throw new AppError('NOT_FOUND', TENANT_NOT_FOUND);
    }
    request.auth = { ...auth, tenantId: parsed.data, role: membership.role };
    return membership.role;
  };

  return {
    authenticate: async (request) => {
      const caller = await authenticateAccessToken(deps, request.headers.authorization);
      request.auth = { ...caller, origin: originOf(request) };
    },
    enterTenant,
    enterHeaderTenant: (request) => {
      const header = request.headers[HEADERS.tenant];
      if (header === undefined || header === '') {
        throw new AppError('BAD_REQUEST', 'Choose a pharmacy first.');
      }
      // A repeated header is not an id: it answers like a pharmacy that does not exist.
      return enterTenant(request, typeof header === 'string' ? header : '');
    },
    isPlatformAdmin: (request) => authOf(request).isPlatformAdmin,
    callerId: (request) => authOf(request).userId,
    tenantScopeOf: (request) => {
      const { tenantId, userId } = tenantContextOf(request);
      return { tenantId, userId };
    },
  };
}

/** The caller of a route guarded by one of the hooks. */
export function authOf(request: FastifyRequest): AuthContext {
  if (request.auth === null) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return request.auth;
}

/**
 * What a tenant route (access.tenant or access.tenantPath) hands its service: the caller in the
 * pharmacy they entered, and the tenant wall (the request's transaction confined to it).
 */
export interface TenantCall {
  ctx: TenantContext;
  wall: TenantWall;
}

export function tenantCallOf(request: FastifyRequest): TenantCall {
  return { ctx: tenantContextOf(request), wall: tenantWallOf(request) };
}

/** The caller of a route guarded by `tenant`. */
export function tenantContextOf(request: FastifyRequest): TenantContext {
  const auth = authOf(request);
  if (auth.tenantId === null || auth.role === null) {
    throw new AppError('BAD_REQUEST', 'Choose a pharmacy first.');
  }
  return { ...auth, tenantId: auth.tenantId, role: auth.role };
}
