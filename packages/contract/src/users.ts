import { z } from 'zod';
import { ZEmail, ZPhoneNumber, ZStatus, zUrl } from './common.ts';
import { LIMITS } from './constants.ts';
import { isValidUrl } from './helpers.ts';
import { LOCALES } from './i18n.ts';
import { MESSAGES } from './messages.ts';

/** A language the product speaks, as an account stores it (docs/decisions/024-language-per-account.md). */
export const ZLocale = z.enum(LOCALES, { error: MESSAGES.languageInvalid });

/** A user as the API returns it (docs/product.md#users). */
export const ZUser = z.object({
  id: z.uuid(),
  fbId: z.string().nullable(),
  emailVerified: z.boolean(),
  email: z.string(),
  picture: z.string().nullable(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  username: z.string().nullable(),
  /** The language the account holder chose; null until they choose one. */
  language: z.enum(LOCALES).nullable(),
  status: ZStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

/**
 * Letters (any script, Amharic included), digits, and . _ - between them: no markup, no path
 * segments, no invisible or right-to-left override characters (issue 12). Normalised to NFC so
 * two spellings of one name cannot both be taken.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*$/u;

export const ZUsername = z
  .string()
  .trim()
  .normalize('NFC')
  .min(LIMITS.usernameMin, MESSAGES.usernameMin)
  .max(LIMITS.usernameMax, MESSAGES.usernameMax)
  .regex(USERNAME_PATTERN, MESSAGES.usernameCharacters);

/** PUT /user/{id}: every field optional, each checked when present. */
export const ZUpdateUserRequest = z.object({
  username: ZUsername.optional(),
  phone_number: ZPhoneNumber.optional(),
  full_name: z.string().trim().min(1, MESSAGES.fullNameRequired).optional(),
  email: ZEmail.optional(),
  /**
   * One of the holder's own uploads (the `url` an upload answered, absolute or a /api/files path;
   * the API checks ownership), or null to remove the picture.
   */
  picture: z
    .string({ error: MESSAGES.pictureInvalid })
    .trim()
    .max(2048, MESSAGES.pictureInvalid)
    .refine((v) => v.startsWith('/api/files/') || isValidUrl(v), MESSAGES.pictureInvalid)
    .nullable()
    .optional(),
  /** The account's language: a signed-in device takes it over (docs/decisions/024-language-per-account.md). */
  language: ZLocale.optional(),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZEmployeeRole = z.enum(['ADMIN', 'USER'], { error: MESSAGES.roleInvalid });
export type TEmployeeRole = z.infer<typeof ZEmployeeRole>;

/** POST /user/employee. */
export const ZCreateEmployeeRequest = z.object({
  phone_number: ZPhoneNumber,
  full_name: z
    .string({ error: MESSAGES.fullNameRequired })
    .trim()
    .min(1, MESSAGES.fullNameRequired),
  email: ZEmail,
  picture: zUrl(MESSAGES.pictureInvalid).optional(),
  role: ZEmployeeRole,
});
export type TCreateEmployeeRequest = z.infer<typeof ZCreateEmployeeRequest>;

/** The organisation-profile form (the spec's "post update payload", which is shaped like a profile). */
export const ZProfileUpdateRequest = z.object({
  name: z
    .string({ error: MESSAGES.profileNameRequired })
    .trim()
    .min(1, MESSAGES.profileNameRequired),
  email: z
    .string({ error: MESSAGES.profileEmailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email(MESSAGES.profileEmailInvalid)),
  phone_number: ZPhoneNumber,
  address: z
    .string({ error: MESSAGES.profileAddressRequired })
    .trim()
    .min(1, MESSAGES.profileAddressRequired),
  city: z
    .string({ error: MESSAGES.profileCityRequired })
    .trim()
    .min(1, MESSAGES.profileCityRequired),
  country: z
    .string({ error: MESSAGES.profileCountryMin })
    .trim()
    .min(LIMITS.countryMin, MESSAGES.profileCountryMin),
  picture: zUrl(MESSAGES.profilePictureInvalid).optional(),
  status: ZStatus.default('ACTIVE'),
  tin_number: z
    .string({ error: MESSAGES.profileTinMin })
    .trim()
    .min(LIMITS.tinMin, MESSAGES.profileTinMin),
});
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;

/** User settings: what a new joiner still has to do. */
export const ZUserSettings = z.object({
  new_joiner_actions: z.object({ has_tenant: z.boolean() }),
});
export type TUserSettings = z.infer<typeof ZUserSettings>;
