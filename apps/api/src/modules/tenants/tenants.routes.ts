import {
  ZCreateTenantRequest,
  ZMember,
  ZMemberListResponse,
  ZMemberParams,
  ZMessageResponse,
  ZPaginationQuery,
  ZTenantDetail,
  ZTenantListResponse,
  ZTenantParams,
  ZUpdateMemberRequest,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { authOf, tenantCallOf } from '../../platform/auth/caller.ts';
import {
  changeMemberRole,
  getTenantMember,
  listTenantMembers,
  removeMember,
} from './members.service.ts';
import { createTenant, getCurrentTenant, listMyTenants } from './tenants.service.ts';

interface TenantRoutesOptions {
  deps: AppDeps;
}

/** A member's routes name the pharmacy and the member. */
const MEMBER_IDS = { id: 'tenant', userId: 'member' } as const;

/** Pharmacies (tenants): create, list mine, the current one, members and their roles. */
export const tenantRoutes: FastifyPluginCallbackZod<TenantRoutesOptions> = (
  app,
  { deps },
  done,
) => {
  app.post(
    '/tenants',
    {
      config: { access: access.user() },
      schema: {
        tags: ['tenants'],
        summary: 'Create a pharmacy; the caller becomes its owner',
        body: ZCreateTenantRequest,
        response: { 201: ZTenantDetail, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTenant(authOf(request), deps, request.body)),
  );

  app.get(
    '/tenants/mine',
    {
      config: { access: access.user() },
      schema: {
        tags: ['tenants'],
        summary: 'My pharmacies with my role in each',
        querystring: ZPaginationQuery,
        response: { 200: ZTenantListResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listMyTenants(authOf(request), deps, request.query),
  );

  app.get(
    '/tenants/current',
    {
      config: { access: access.tenant('organisation.view') },
      schema: {
        tags: ['tenants'],
        summary: 'The pharmacy named by the x-tenant-id header',
        response: { 200: ZTenantDetail, ...ERROR_RESPONSES },
      },
    },
    (request) => getCurrentTenant(tenantCallOf(request)),
  );

  app.get(
    '/tenants/:id/members',
    {
      config: { access: access.tenantPath('organisation.view', { params: { id: 'tenant' } }) },
      schema: {
        tags: ['tenants'],
        summary: 'Members of a pharmacy I belong to',
        params: ZTenantParams,
        querystring: ZPaginationQuery,
        response: { 200: ZMemberListResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listTenantMembers(tenantCallOf(request), request.query),
  );

  app.get(
    '/tenants/:id/members/:userId',
    {
      config: { access: access.tenantPath('organisation.view', { params: MEMBER_IDS }) },
      schema: {
        tags: ['tenants'],
        summary: 'One member of a pharmacy I belong to, with their role',
        params: ZMemberParams,
        response: { 200: ZMember, ...ERROR_RESPONSES },
      },
    },
    (request) => getTenantMember(tenantCallOf(request), request.params.userId),
  );

  app.put(
    '/tenants/:id/members/:userId',
    {
      // The example role is one an ADMIN may give (never OWNER), so ADMIN is tested as allowed.
      config: {
        access: access.tenantPath('members.manage', {
          params: MEMBER_IDS,
          example: { body: { role: 'USER' } },
        }),
      },
      schema: {
        tags: ['tenants'],
        summary: "Change a member's role (owners and administrators)",
        params: ZMemberParams,
        body: ZUpdateMemberRequest,
        response: { 200: ZMember, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      changeMemberRole(tenantCallOf(request), {
        userId: request.params.userId,
        role: request.body.role,
      }),
  );

  app.delete(
    '/tenants/:id/members/:userId',
    {
      // Removing someone else needs members.manage; any member may leave (orSelf).
      config: {
        access: access.tenantPath('members.manage', { params: MEMBER_IDS, orSelf: 'userId' }),
      },
      schema: {
        tags: ['tenants'],
        summary: 'Remove a member (owners and administrators), or leave (yourself)',
        params: ZMemberParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => removeMember(tenantCallOf(request), request.params.userId),
  );
  done();
};
