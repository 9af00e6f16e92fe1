// Who is calling, as every module's routes and services see it (docs/modules.md): the caller the
// access guard resolved (sessions/auth-context.ts sets it, for each route's declaration), read by
// routes and handed to services. It knows no module, so every module may use it without depending
// on sessions, which itself depends on users and audit.
import type { LanguageHint } from '../mail/mail-words.ts';
import type { TTenantRole } from '@dawa/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { RequestOrigin } from '../request-origin.ts';
import { tenantWallOf, type TenantWall } from '../tenancy/tenant-wall.ts';

/** Who is calling, as every service sees it (`ctx` first, docs/conventions.md#services). */
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
  /** The request's language signals, for the mails it sends (platform/mail/mail-words.ts). */
  language: LanguageHint;
}

/** A context whose tenant is known: what tenant-scoped services require. */
export type TenantContext = AuthContext & { tenantId: string; role: TTenantRole };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const TENANT_NOT_FOUND = 'Pharmacy not found.';

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
