import {
  ZMessageResponse,
  ZResetPasswordRequest,
  ZSendOtpRequest,
  ZSendResetRequest,
  ZSendResetResponse,
  ZSignupRequest,
  ZVerifyOtpRequest,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { languageHintOf } from '../../platform/mail/mail-words.ts';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import { ABUSE_LIMITS, abuseLimit, bodyEmail } from '../../platform/rate-limits.ts';
import { originOf } from '../../platform/request-origin.ts';
import type { AppDeps } from '../deps.ts';
import { isLoopbackPeer } from '../dev/index.ts';
import {
  resendVerificationCode,
  resetPassword,
  sendPasswordReset,
  signup,
  verifyEmail,
} from './accounts.service.ts';

const MATCHING_PASSWORDS = { password: 'matrix-pass-1', confirm_password: 'matrix-pass-1' };

/** E-mail accounts: sign-up, verification code, password reset. Every route is abuse-limited. */
export const accountRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  const limit = (rule: (typeof ABUSE_LIMITS)[keyof typeof ABUSE_LIMITS]) =>
    abuseLimit(app, rule, bodyEmail);

  app.post(
    '/signup',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Register: an unverified account and its organisation; e-mails a 6-digit code',
        body: ZSignupRequest,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
      preHandler: limit(ABUSE_LIMITS.signup),
    },
    (request) => signup(deps, request.body, languageHintOf(request)),
  );

  app.post(
    '/send-otp-verification-code',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new verification code (once a minute per e-mail)',
        body: ZSendOtpRequest,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
      preHandler: limit(ABUSE_LIMITS.sendOtp),
    },
    (request) => resendVerificationCode(deps, request.body.email, languageHintOf(request)),
  );

  app.post(
    '/verify-otp',
    {
      // The example: the two passwords must match, which the matrix cannot guess from the schema.
      config: { access: access.public({ example: { body: MATCHING_PASSWORDS } }) },
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail with its code and choose a password',
        body: ZVerifyOtpRequest,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
      preHandler: limit(ABUSE_LIMITS.verifyOtp),
    },
    (request) => verifyEmail(deps, request.body, originOf(request)),
  );

  app.post(
    '/send-email-reset-password',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a password reset code (the code is in the answer only in development, to a client on the same machine)',
        body: ZSendResetRequest,
        response: { 200: ZSendResetResponse, ...ERROR_RESPONSES },
      },
      preHandler: limit(ABUSE_LIMITS.sendReset),
    },
    (request) =>
      sendPasswordReset(deps, request.body.email, {
        callerIsLoopback: isLoopbackPeer(request),
        origin: originOf(request),
        language: languageHintOf(request),
      }),
  );

  app.post(
    '/reset-password',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset code; ends every session of the account',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...ERROR_RESPONSES },
      },
      preHandler: limit(ABUSE_LIMITS.resetPassword),
    },
    (request) => resetPassword(deps, request.body, originOf(request)),
  );
  done();
};
