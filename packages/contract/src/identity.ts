import { z } from 'zod';
import { ZPassword, ZPasswordConfirm, ZOtp } from './auth.ts';
import { ZEmail } from './common.ts';
import { MESSAGES } from './messages.ts';

/**
 * Only the account holder changes their login identity (issue 12). A new e-mail is confirmed by a
 * 6-digit code sent to it (the /otp screen); the current password is asked for when the account
 * has one, so a borrowed unlocked session cannot take the account away.
 */
export const ZEmailChangeRequest = z.object({
  email: ZEmail,
  password: z.string().max(1024).optional(),
});
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;

/** The answer to an e-mail change request: where the code went and for how long it is good. */
export const ZEmailChangeStarted = z.object({
  message: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type TEmailChangeStarted = z.infer<typeof ZEmailChangeStarted>;

export const ZEmailChangeConfirmRequest = z.object({ otp: ZOtp });
export type TEmailChangeConfirmRequest = z.infer<typeof ZEmailChangeConfirmRequest>;

/** POST /user/password: the current password, then the new one twice. */
export const ZChangePasswordRequest = z
  .object({
    current_password: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .min(1, MESSAGES.currentPasswordRequired)
      .max(1024),
    new_password: ZPassword,
    confirm_password: ZPasswordConfirm,
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: MESSAGES.passwordsMatch,
    path: ['confirm_password'],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** PUT /users/{id}/platform-admin: granted or taken away by a platform administrator only. */
export const ZPlatformAdminRequest = z.object({ isPlatformAdmin: z.boolean() });
export type TPlatformAdminRequest = z.infer<typeof ZPlatformAdminRequest>;
