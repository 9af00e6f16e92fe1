import { HEADERS, type TTenantRole } from '@dawa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import type { CallerResolver } from '../../platform/access-guard.ts';
import { authOf, TENANT_NOT_FOUND, tenantContextOf } from '../../platform/auth/caller.ts';
import { AppError } from '../../platform/errors.ts';
import { originOf } from '../../platform/request-origin.ts';
import type { AppDeps } from '../deps.ts';
import { authenticateAccessToken } from './sessions.service.ts';

/**
 * The caller's membership of a pharmacy: the tenants module's `findMembership`, handed over by
 * modules/index.ts so that sessions does not import tenants (which imports what sessions imports:
 * users, audit), docs/modules.md.
 */
export type FindMembership = (
  orm: Orm,
  key: { tenantId: string; userId: string },
) => Promise<{ tenant: { status: string }; role: TTenantRole } | undefined>;

const ZTenantId = z.uuid();

/**
 * Who is calling, for the access guard (platform/access-guard.ts), which runs it in each route's
 * first onRequest hook as the route's declaration says: before body validation, so a guest learns
 * nothing about a route's rules (401 before any 400), and no body of an unauthenticated call is
 * even parsed.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: AppDeps,
  findMembership: FindMembership,
): CallerResolver {
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
