import {
  ZInvitationIdParams,
  ZMessageResponse,
  ZMyInvitationListResponse,
  ZPaginationQuery,
  ZTenantDetail,
  ZTenantInvitationListQuery,
  ZTenantInvitationListResponse,
  ZTenantInvitationParams,
  ZTenantParams,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { authOf, tenantCallOf } from '../../platform/auth/caller.ts';
import {
  acceptInvitation,
  declineInvitation,
  listInvitations,
  listMyInvitations,
  revokeInvitation,
} from './invitations.service.ts';

// The invitation id kind: a pharmacy's invitation, reached only through that pharmacy. The
// authorization matrix makes its ids from this module's matrix-cases.ts (idKinds).
declare module '../../platform/access.ts' {
  interface IdKinds {
    invitation: "a pharmacy's invitation, reached only through that pharmacy";
  }
}

interface InvitationRoutesOptions {
  deps: AppDeps;
}

/**
 * Invitations to join a pharmacy: its managers list and withdraw them; the invited person, signed
 * in with the invited e-mail, accepts or declines. (They are sent by POST /user/employee.)
 */
export const invitationRoutes: FastifyPluginCallbackZod<InvitationRoutesOptions> = (
  app,
  { deps },
  done,
) => {
  const tags = ['invitations'];

  app.get(
    '/tenants/:id/invitations',
    {
      config: { access: access.tenantPath('members.manage', { params: { id: 'tenant' } }) },
      schema: {
        tags,
        summary: "A pharmacy's invitations, pending by default (owners and administrators)",
        params: ZTenantParams,
        querystring: ZPaginationQuery.extend(ZTenantInvitationListQuery.shape),
        response: { 200: ZTenantInvitationListResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => {
      const { status, ...page } = request.query;
      return listInvitations(tenantCallOf(request), deps, { status, page });
    },
  );

  app.delete(
    '/tenants/:id/invitations/:invitationId',
    {
      // Another pharmacy's invitation, named through this pharmacy, answers like a missing one.
      config: {
        access: access.tenantPath('members.manage', {
          params: { id: 'tenant', invitationId: 'invitation' },
        }),
      },
      schema: {
        tags,
        summary: 'Withdraw an invitation not answered yet (owners and administrators)',
        params: ZTenantInvitationParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => revokeInvitation(tenantCallOf(request), deps, request.params.invitationId),
  );

  app.get(
    '/invitations/mine',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'Invitations waiting for my answer (to my verified e-mail)',
        querystring: ZPaginationQuery,
        response: { 200: ZMyInvitationListResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listMyInvitations(authOf(request), deps, request.query),
  );

  app.post(
    '/invitations/:id/accept',
    {
      // Only an invitation to the caller's verified e-mail; anyone else's answers like a missing one.
      config: { access: access.user({ params: { id: 'invitation' } }) },
      schema: {
        tags,
        summary: 'Accept an invitation: I join the pharmacy with the invited role',
        params: ZInvitationIdParams,
        response: { 200: ZTenantDetail, ...ERROR_RESPONSES },
      },
    },
    (request) => acceptInvitation(authOf(request), deps, request.params.id),
  );

  app.post(
    '/invitations/:id/decline',
    {
      config: { access: access.user({ params: { id: 'invitation' } }) },
      schema: {
        tags,
        summary: 'Decline an invitation',
        params: ZInvitationIdParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => declineInvitation(authOf(request), deps, request.params.id),
  );
  done();
};
