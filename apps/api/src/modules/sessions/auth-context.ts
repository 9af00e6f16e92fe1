import { languageHintOf } from '../../platform/mail/mail-words.ts';
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
) => Promise<
  { tenant: { status: string; parentId: string | null }; role: TTenantRole } | undefined
>;

/** A branch's member who is not its pharmacy's: they cannot act for the pharmacy. */
export const NOT_THE_ORGANISATIONS_MEMBER =
  'A branch sells under its organisation: only members of the organisation itself can do this.';

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

  /** The caller's live membership of `tenantId`, or 404 exactly as for a missing pharmacy. */
  const membershipOf = async (request: FastifyRequest, tenantId: string) => {
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
    return { auth, tenantId: parsed.data, membership };
  };

  const enterTenant = async (request: FastifyRequest, tenantId: string): Promise<TTenantRole> => {
    const { auth, membership, tenantId: entered } = await membershipOf(request, tenantId);
    request.auth = { ...auth, tenantId: entered, role: membership.role };
    return membership.role;
  };

  const headerTenantOf = (request: FastifyRequest): string | undefined => {
    const header = request.headers[HEADERS.tenant];
    if (header === undefined || header === '') return undefined;
    // A repeated header is not an id: it answers like a pharmacy that does not exist.
    return typeof header === 'string' ? header : '';
  };

  return {
    authenticate: async (request) => {
      const caller = await authenticateAccessToken(deps, request.headers.authorization);
      request.auth = {
        ...caller,
        origin: originOf(request),
        language: languageHintOf(request),
      };
    },
    enterTenant,
    enterHeaderTenant: (request) => {
      const header = headerTenantOf(request);
      if (header === undefined) throw new AppError('BAD_REQUEST', 'Choose a pharmacy first.');
      return enterTenant(request, header);
    },
    // docs/decisions/018: a branch sells under its organisation; the caller must be a member of the
    // branch chosen (else 404, as for any pharmacy they do not belong to) and of the organisation.
    enterHeaderOrganisation: async (request) => {
      const header = headerTenantOf(request);
      if (header === undefined) return undefined;
      const chosen = await membershipOf(request, header);
      const parentId = chosen.membership.tenant.parentId;
      if (parentId === null) return enterTenant(request, chosen.tenantId);
      try {
        return await enterTenant(request, parentId);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          throw new AppError('FORBIDDEN', NOT_THE_ORGANISATIONS_MEMBER);
        }
        throw error;
      }
    },
    isPlatformAdmin: (request) => authOf(request).isPlatformAdmin,
    callerId: (request) => authOf(request).userId,
    tenantScopeOf: (request) => {
      const { tenantId, userId } = tenantContextOf(request);
      return { tenantId, userId };
    },
  };
}
