import { z } from 'zod';
import { ZLoginResponse, ZLoginWithTokenRequest, ZPassword } from './auth.ts';
import { ZEmail } from './common.ts';
import { MESSAGES } from './messages.ts';

/**
 * POST /login as the API validates it: the same two shapes as ZLoginRequest, but one object, so a
 * bad e-mail answers with the spec's message rather than a union's generic "Invalid input".
 * With `token` the provider path is taken and the other fields are ignored.
 */
export const ZLoginBody = z
  .object({
    token: ZLoginWithTokenRequest.shape.token.optional(),
    email: ZEmail.optional(),
    password: ZPassword.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.token !== undefined) return;
    if (body.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.emailRequired });
    if (body.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordMin });
  });
export type TLoginBody = z.infer<typeof ZLoginBody>;

/**
 * What POST /login, POST /auth/refresh answer: the spec's {accessToken, user} plus the rotating
 * refresh token. The access token lives 15 minutes; the refresh token rotates on every use and
 * presenting a used one ends the whole session (both devices must sign in again).
 */
export const ZSessionResponse = ZLoginResponse.extend({
  refreshToken: z.string(),
  /** ISO time the access token stops working: refresh a little before it. */
  accessTokenExpiresAt: z.string(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const ZRefreshRequest = z.object({
  refreshToken: z
    .string({ error: MESSAGES.required('Refresh token') })
    .min(1, MESSAGES.required('Refresh token')),
});
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

/** POST /auth/logout: ends the session of the access token and/or of this refresh token. */
export const ZLogoutRequest = z.object({ refreshToken: z.string().optional() });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

/** GET /dev/outbox (outside production): mail the server kept instead of sending. */
export const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export const ZOutboxResponse = z.object({ docs: z.array(ZOutboxMail) });
export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;
