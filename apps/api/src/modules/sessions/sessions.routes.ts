import {
  ZLoginBody,
  ZLogoutRequest,
  ZMeResponse,
  ZMessageResponse,
  ZRefreshRequest,
  ZSessionResponse,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import { ABUSE_LIMITS, abuseLimit, clientAddress } from '../../platform/rate-limits.ts';
import { originOf } from '../../platform/request-origin.ts';
import type { AppDeps } from '../deps.ts';
import { findLiveUserById, toUser } from '../users/index.ts';
import { AppError } from '../../platform/errors.ts';
import { authOf } from '../../platform/auth/caller.ts';
import { loginWithIdToken, loginWithPassword } from './login.service.ts';
import { logout, refreshSession } from './sessions.service.ts';

const PASSWORD_SIGN_IN = { email: 'nobody@example.com', password: 'not-the-password' };

interface SessionRoutesOptions {
  deps: AppDeps;
}

export const sessionRoutes: FastifyPluginCallbackZod<SessionRoutesOptions> = (
  app,
  { deps },
  done,
) => {
  app.post(
    '/login',
    {
      // The example: a password sign-in (a Google token answers 503 where Google is not set up).
      config: { access: access.public({ example: { body: PASSWORD_SIGN_IN } }) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token ("Bearer <token>") or with e-mail and password',
        body: ZLoginBody,
        response: { 200: ZSessionResponse, ...ERROR_RESPONSES },
      },
      // Only a bound on work per address; password guessing is slowed inside loginWithPassword.
      preHandler: abuseLimit(app, ABUSE_LIMITS.login),
    },
    (request) => {
      const { body } = request;
      const origin = originOf(request);
      if (body.token !== undefined) return loginWithIdToken(deps, body.token, origin);
      // ZLoginBody guarantees both when there is no token.
      return loginWithPassword(deps, {
        email: body.email ?? '',
        password: body.password ?? '',
        address: clientAddress(request),
        origin,
      });
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new pair (the old one stops working)',
        body: ZRefreshRequest,
        response: { 200: ZSessionResponse, ...ERROR_RESPONSES },
      },
      preHandler: abuseLimit(app, ABUSE_LIMITS.refresh),
    },
    ({ body }) => refreshSession(deps, body.refreshToken),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'End the session of the access token and/or refresh token',
        body: ZLogoutRequest.optional(),
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      logout(deps, {
        authorization: request.headers.authorization,
        refreshToken: request.body?.refreshToken,
        origin: originOf(request),
      }),
  );

  app.get(
    '/auth/me',
    {
      config: { access: access.user() },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: ZMeResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const ctx = authOf(request);
      const user = await findLiveUserById(deps.orm, ctx.userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
      return { user: toUser(user), isPlatformAdmin: ctx.isPlatformAdmin };
    },
  );
  done();
};
