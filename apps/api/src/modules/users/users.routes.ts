import {
  ZCreateEmployeeRequest,
  ZMember,
  ZMessageResponse,
  ZUpdateUserRequest,
  ZUpdateUserSettingsRequest,
  ZUser,
  ZUserDetailQuery,
  ZUserIdParams,
  ZUserListResponse,
  ZUserSettings,
  ZAdminUser,
  ZUpdateUserStatusRequest,
  ZUserListQuery,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { authOf, tenantContextOf, type AuthHooks } from '../sessions/auth-context.ts';
import { MANAGERS } from '../tenants/members.service.ts';
import { listUsers, setUserStatus } from './admin-users.service.ts';
import { addEmployee } from './employees.service.ts';
import {
  deleteUser,
  getSettings,
  getUserDetail,
  updateSettings,
  updateUserProfile,
} from './users.service.ts';

interface UserRoutesOptions {
  deps: AppDeps;
  auth: AuthHooks;
}

/** The spec's /user endpoints, user settings, and the platform administrators' user list. */
export const userRoutes: FastifyPluginCallbackZod<UserRoutesOptions> = (
  app,
  { deps, auth },
  done,
) => {
  const tags = ['users'];

  app.get(
    '/user/detail',
    {
      config: { access: access.user({ query: { id: 'user' } }) },
      schema: {
        tags,
        summary: 'A user I share a pharmacy with (or myself)',
        querystring: ZUserDetailQuery,
        response: { 200: ZUser, ...ERROR_RESPONSES },
      },
      onRequest: auth.user,
    },
    (request) => getUserDetail(authOf(request), deps, request.query.id),
  );

  app.get(
    '/user/settings',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'My settings (new joiner actions)',
        response: { 200: ZUserSettings, ...ERROR_RESPONSES },
      },
      onRequest: auth.user,
    },
    (request) => getSettings(authOf(request), deps),
  );

  app.put(
    '/user/settings',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'Change my settings',
        body: ZUpdateUserSettingsRequest,
        response: { 200: ZUserSettings, ...ERROR_RESPONSES },
      },
      onRequest: auth.user,
    },
    (request) => updateSettings(authOf(request), deps, request.body),
  );

  app.put(
    '/user/:id',
    {
      config: { access: access.self({ params: { id: 'user' } }) },
      schema: {
        tags,
        summary:
          'Update a user: myself, or a member of the current pharmacy (owners and administrators)',
        params: ZUserIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUser, ...ERROR_RESPONSES },
      },
      onRequest: auth.optionalTenant,
    },
    (request) =>
      updateUserProfile(authOf(request), deps, { id: request.params.id, input: request.body }),
  );

  app.post(
    '/user/employee',
    {
      config: { access: access.tenant(MANAGERS) },
      schema: {
        tags,
        summary: 'Add a member to the current pharmacy and e-mail them an invitation',
        body: ZCreateEmployeeRequest,
        response: { 201: ZMember, ...ERROR_RESPONSES },
      },
      onRequest: auth.tenant,
    },
    async (request, reply) =>
      reply.code(201).send(await addEmployee(tenantContextOf(request), deps, request.body)),
  );

  app.delete(
    '/user/:id',
    {
      config: { access: access.self({ params: { id: 'user' } }) },
      schema: {
        tags,
        summary: 'Delete an account (the holder or a platform administrator); ends its sessions',
        params: ZUserIdParams,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
      onRequest: auth.user,
    },
    (request) => deleteUser(authOf(request), deps, request.params.id),
  );

  app.get(
    '/users',
    {
      config: { access: access.platformAdmin() },
      schema: {
        tags,
        summary:
          'Every user, optionally searched by name, e-mail or username (platform administrators)',
        querystring: ZUserListQuery,
        response: { 200: ZUserListResponse, ...ERROR_RESPONSES },
      },
      onRequest: auth.user,
    },
    (request) => listUsers(authOf(request), deps, request.query),
  );

  app.put(
    '/users/:id/status',
    {
      config: { access: access.platformAdmin({ params: { id: 'user' } }) },
      schema: {
        tags,
        summary: 'Disable or re-enable an account (platform administrators)',
        params: ZUserIdParams,
        body: ZUpdateUserStatusRequest,
        response: { 200: ZAdminUser, ...ERROR_RESPONSES },
      },
      onRequest: auth.user,
    },
    (request) =>
      setUserStatus(authOf(request), deps, { id: request.params.id, status: request.body.status }),
  );
  done();
};
