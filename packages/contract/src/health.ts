import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const ZReadyResponse = z.object({ status: z.literal('ready'), database: z.literal('up') });
export type TReadyResponse = z.infer<typeof ZReadyResponse>;

/** Public configuration the web reads at start (no secrets). */
export const ZPublicConfig = z.object({
  productName: z.string(),
  city: z.string(),
  googleClientId: z.string().nullable(),
  /** OpenID issuer of Google sign-in (a local provider in tests): where the browser signs in. */
  googleIssuer: z.string(),
  requestSource: z.string(),
  forbiddenRedirect: z.string(),
  sessionTimeoutMs: z.number().int().positive(),
  pageGateMs: z.number().int().min(0),
  /** The platform team's e-mail for users (Help's "contact the platform"); null when not configured. */
  supportEmail: z.string().nullable(),
  /** The platform team's phone for users, as configured (e.g. +251 11 123 4567); null when not. */
  supportPhone: z.string().nullable(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
