import { z } from 'zod';
import { ZEmail, ZPhoneNumber, zUrl } from './common.ts';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { ZOrgType } from './tenants.ts';
import { ZUser } from './users.ts';

export const ZPassword = z
  .string({ error: MESSAGES.passwordMin })
  .min(LIMITS.passwordMin, MESSAGES.passwordMin);
export const ZPasswordConfirm = z
  .string({ error: MESSAGES.passwordConfirm })
  .min(LIMITS.passwordMin, MESSAGES.passwordConfirm);
export const ZOtp = z
  .string({ error: MESSAGES.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.otpInvalid);

/** The organisation of a sign-up (docs/product.md#users), each with its rule (docs/product.md#validation). */
export const ZSignupOrganisation = z.object({
  org_name: z
    .string({ error: MESSAGES.orgNameRequired })
    .trim()
    .min(1, MESSAGES.orgNameRequired)
    .max(LIMITS.orgNameMax, MESSAGES.orgNameMax),
  org_type: ZOrgType,
  address: z
    .string({ error: MESSAGES.addressShort })
    .trim()
    .min(LIMITS.addressMin, MESSAGES.addressShort),
  city: z.string({ error: MESSAGES.cityShort }).trim().min(LIMITS.cityMin, MESSAGES.cityShort),
  tin_number: z.string({ error: MESSAGES.tinShort }).trim().min(LIMITS.tinMin, MESSAGES.tinShort),
});
export type TSignupOrganisation = z.infer<typeof ZSignupOrganisation>;

const ORGANISATION_FIELDS = ZSignupOrganisation.keyof().options;
/** What a missing organisation field answers when others are given: its own rule's message. */
const MISSING_ORGANISATION_MESSAGE: Record<keyof TSignupOrganisation, string> = {
  org_name: MESSAGES.orgNameRequired,
  org_type: MESSAGES.orgTypeInvalid,
  address: MESSAGES.addressShort,
  city: MESSAGES.cityShort,
  tin_number: MESSAGES.tinShort,
};

/**
 * Sign-up fields (docs/product.md#users) with their rules (docs/product.md#validation), without the all-or-none rule
 * (pick the fields of one form step from here: a refined object cannot be picked).
 */
export const ZSignupFields = z.object({
  phone_number: ZPhoneNumber,
  full_name: z
    .string({ error: MESSAGES.fullNameRequired })
    .trim()
    .min(1, MESSAGES.fullNameRequired),
  email: ZEmail,
  picture: zUrl(MESSAGES.pictureInvalid).optional(),
  ...ZSignupOrganisation.partial().shape,
});

/**
 * POST /signup. The organisation is optional as a group, because the wizard sets the pharmacy up
 * after the e-mail is verified (POST /tenants): give all five of its fields or none. When some are
 * given, each missing one answers its own rule's message.
 */
export const ZSignupRequest = ZSignupFields.superRefine(
  (body, ctx) => {
    const missing = ORGANISATION_FIELDS.filter((field) => body[field] === undefined);
    if (missing.length === 0 || missing.length === ORGANISATION_FIELDS.length) return;
    for (const field of missing)
      ctx.addIssue({ code: 'custom', path: [field], message: MISSING_ORGANISATION_MESSAGE[field] });
  },
  // Runs even when other fields failed (zod skips refinements then), so every message shows at once.
  { when: ({ value }) => typeof value === 'object' && value !== null },
);
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

/** Password + confirmation, which must match (message on the confirmation field). */
export const ZPasswordPair = z
  .object({ password: ZPassword, confirm_password: ZPasswordConfirm })
  .refine((v) => v.password === v.confirm_password, {
    message: MESSAGES.passwordsMatch,
    path: ['confirm_password'],
  });

/** POST /login: a provider ID token as "Bearer <token>", or e-mail and password. */
export const ZLoginWithTokenRequest = z.object({
  token: z.string().regex(/^Bearer \S+$/, 'Token must be "Bearer <token>"'),
});
export const ZLoginWithPasswordRequest = z.object({ email: ZEmail, password: ZPassword });
export const ZLoginRequest = z.union([ZLoginWithTokenRequest, ZLoginWithPasswordRequest]);
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ accessToken: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZSendOtpRequest = z.object({ email: ZEmail });
export type TSendOtpRequest = z.infer<typeof ZSendOtpRequest>;

export const ZVerifyOtpRequest = z
  .object({ otp: ZOtp, email: ZEmail, password: ZPassword, confirm_password: ZPasswordConfirm })
  .refine((v) => v.password === v.confirm_password, {
    message: MESSAGES.passwordsMatch,
    path: ['confirm_password'],
  });
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

export const ZSendResetRequest = z.object({ email: ZEmail });
/** `otp` is present only outside production (the spec's answer would hand over any account). */
export const ZSendResetResponse = z.object({ message: z.string(), otp: z.string().optional() });

export const ZResetPasswordRequest = z.object({
  otp: ZOtp,
  email: ZEmail,
  new_password: ZPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** POST /au: the spec's test endpoint. The input is bounded: an echo has no use for a megabyte. */
export const ZAuRequest = z.object({
  input: z.string().max(LIMITS.echoInputMax, MESSAGES.echoInputMax),
});
export const ZAuResponse = z.object({ msg: z.string() });

/** Tokens kept in the auth store (docs/product.md#client-state). */
export const ZAuthTokens = z.object({
  access_token: z.string().nullable(),
  refresh_token: z.string().nullable(),
  firebase_access_token: z.string().nullable(),
  firebase_refresh_token: z.string().nullable(),
  firebase_token_expired: z.number().nullable(),
});
export type TAuthTokens = z.infer<typeof ZAuthTokens>;
