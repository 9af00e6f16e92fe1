import {
  ZChangePasswordRequest,
  ZCreateEmployeeRequest,
  ZEmailChangeConfirmRequest,
  ZEmailChangeRequest,
  ZEmailChangeStarted,
  ZPlatformAdminRequest,
  ZTenantInvitation,
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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import type { AppDeps } from '../deps.ts';
import { authOf, tenantCallOf } from '../../platform/auth/caller.ts';
import { ABUSE_LIMITS, abuseLimit, bodyEmail, userRateLimit } from '../../platform/rate-limits.ts';
import { listUsers, setPlatformAdmin, setUserStatus } from './admin-users.service.ts';
import type { Invite, UserPorts } from './ports.ts';
import { changePassword, confirmEmailChange, requestEmailChange } from './identity.service.ts';
import {
  deleteUser,
  getSettings,
  getUserDetail,
  updateSettings,
  updateUserProfile,
} from './users.service.ts';

interface UserRoutesOptions {
  deps: AppDeps;
  /** The invitations module's `invite` (modules/index.ts passes it; users/ports.ts). */
  invite: Invite;
  /** Posts', sessions' and tenants' functions (modules/index.ts passes them; users/ports.ts). */
  ports: UserPorts;
}

/** The spec's /user endpoints, user settings, and the platform administrators' user list. */
export const userRoutes: FastifyPluginCallbackZod<UserRoutesOptions> = (
  app,
  { deps, invite, ports },
  done,
) => {
  const tags = ['users'];
  const userIdOf = (request: FastifyRequest) => authOf(request).userId;
  // Password guesses and codes sent to any address: bounded per account.
  const identityLimit = userRateLimit(
    app,
    {
      name: 'identity',
      max: 10,
      windowMs: 15 * 60_000,
      message: (wait) => `Too many attempts. Please try again in ${wait}.`,
    },
    userIdOf,
  );
  // Each invitation e-mails an address the inviter chose: bounded so a pharmacy cannot spam.
  const inviteLimit = userRateLimit(
    app,
    {
      name: 'invite',
      max: 50,
      windowMs: 60 * 60_000,
      message: (wait) => `You have sent many invitations. Please try again in ${wait}.`,
    },
    userIdOf,
  );

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
    },
    (request) => getUserDetail(authOf(request), deps, ports, request.query.id),
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
    },
    (request) => updateSettings(authOf(request), deps, request.body),
  );

  app.put(
    '/user/:id',
    {
      config: { access: access.user({ rows: 'mine', params: { id: 'user' } }) },
      schema: {
        tags,
        summary:
          'Update my own profile (name, username, phone, picture, language); the e-mail changes through /user/email-change',
        params: ZUserIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUser, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      updateUserProfile(authOf(request), deps, ports, {
        id: request.params.id,
        input: request.body,
      }),
  );

  app.post(
    '/user/employee',
    {
      config: { access: access.tenant('members.manage') },
      schema: {
        tags,
        summary:
          'Invite an e-mail to the current pharmacy (owners and administrators); the person joins by accepting',
        body: ZCreateEmployeeRequest,
        response: { 201: ZTenantInvitation, ...ERROR_RESPONSES },
      },
      preHandler: [inviteLimit, abuseLimit(app, ABUSE_LIMITS.invitationMail, bodyEmail)],
    },
    async (request, reply) => {
      reply.code(201);
      return invite(tenantCallOf(request), deps, request.body);
    },
  );

  app.post(
    '/user/email-change',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'Ask to change my e-mail: a 6-digit code goes to the new address',
        body: ZEmailChangeRequest,
        response: { 200: ZEmailChangeStarted, ...ERROR_RESPONSES },
      },
      preHandler: identityLimit,
    },
    (request) => requestEmailChange(authOf(request), deps, request.body),
  );

  app.post(
    '/user/email-change/confirm',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'Confirm my new e-mail with its code; ends my other sessions',
        body: ZEmailChangeConfirmRequest,
        response: { 200: ZUser, ...ERROR_RESPONSES },
      },
      preHandler: identityLimit,
    },
    (request) => confirmEmailChange(authOf(request), deps, ports, request.body),
  );

  app.post(
    '/user/password',
    {
      // The example: the two new passwords must match, which the matrix cannot guess from the schema.
      config: {
        access: access.user({
          example: {
            body: {
              current_password: 'wrong-password',
              new_password: 'matrix-123',
              confirm_password: 'matrix-123',
            },
          },
        }),
      },
      schema: {
        tags,
        summary: 'Change my password (the current one is required); ends my other sessions',
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
      preHandler: identityLimit,
    },
    (request) => changePassword(authOf(request), deps, ports, request.body),
  );

  app.put(
    '/users/:id/platform-admin',
    {
      config: { access: access.platformAdmin({ params: { id: 'user' } }) },
      schema: {
        tags,
        summary: 'Grant or take away platform administrator rights (platform administrators)',
        params: ZUserIdParams,
        body: ZPlatformAdminRequest,
        response: { 200: ZAdminUser, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      setPlatformAdmin(authOf(request), deps, {
        id: request.params.id,
        isPlatformAdmin: request.body.isPlatformAdmin,
      }),
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
    },
    (request) => deleteUser(authOf(request), deps, ports, request.params.id),
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
    },
    (request) =>
      setUserStatus(
        authOf(request),
        deps,
        { id: request.params.id, status: request.body.status },
        ports,
      ),
  );
  done();
};
