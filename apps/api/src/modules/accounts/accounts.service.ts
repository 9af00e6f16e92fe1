import type { TResetPasswordRequest, TSignupRequest, TVerifyOtpRequest } from '@dawa/contract';
import type { PendingOrganisation } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { RequestOrigin } from '../audit/request-origin.ts';
import type { AppDeps } from '../deps.ts';
import { devAidsEnabled } from '../dev/dev-aids.ts';
import { revokeUserSessions } from '../sessions/sessions.repo.ts';
import { createTenantFor } from '../tenants/tenants.service.ts';
import { findLiveUserByEmail, insertUser, updateUser, type UserRow } from '../users/users.repo.ts';
import { alreadyRegisteredMail, resetCodeMail, verificationCodeMail } from './account-mails.ts';
import { CODE_REJECTED, issueCode, redeemCode } from './codes.service.ts';

// Each answer is the same whether or not the e-mail is registered (and mail goes out in the
// background, so timing does not tell either).
export const SIGNUP_SENT = 'Check your e-mail: we sent a 6-digit code to finish signing up.';
export const CODE_SENT =
  'If this e-mail is waiting for verification, we sent it a new 6-digit code.';
export const VERIFIED = 'Your e-mail is verified. You can now sign in.';
export const RESET_SENT = 'If an account uses this e-mail, we sent it a password reset code.';
export const PASSWORD_RESET = 'Your password has been changed. Sign in with your new password.';

/**
 * POST /signup: an unverified user, holding the organisation (when the sign-up names one) until
 * the e-mail is proven. Without one, the pharmacy comes later through POST /tenants (the wizard).
 */
export async function signup(deps: AppDeps, input: TSignupRequest): Promise<{ message: string }> {
  const details = {
    fullName: input.full_name,
    phoneNumber: input.phone_number,
    // A profile picture must be one of the holder's own uploads, and a newcomer has none yet: the
    // spec's optional URL is not stored (it would let anyone hot-link any address as an avatar).
    picture: null,
    pendingOrganisation: pendingOrganisationOf(input),
  };
  const existing = await findLiveUserByEmail(deps.orm, input.email);
  if (existing && hasBeenUsed(existing)) {
    // Never merged into, reset or revealed: the holder is told by mail, the answer is the same.
    deps.mail.enqueue(alreadyRegisteredMail(existing.email, deps.config.PUBLIC_URL));
    return { message: SIGNUP_SENT };
  }
  // A sign-up nobody ever finished is overwritten: whoever proves the mailbox decides what it holds.
  const user = existing
    ? await updateUser(deps.orm, existing.id, details)
    : ((await insertUser(deps.orm, { email: input.email, emailVerified: false, ...details })) ??
      (await findLiveUserByEmail(deps.orm, input.email)));
  if (user && !hasBeenUsed(user)) await sendVerificationCode(deps, user);
  return { message: SIGNUP_SENT };
}

/**
 * An account someone has signed in to or could sign in to: a proven e-mail, a password, or a linked
 * Google identity. Sign-up may complete only an account that is none of these (issue 12: an e-mail
 * pointed at a live account must never let a newcomer's code and password take it over).
 */
function hasBeenUsed(user: UserRow): boolean {
  return user.emailVerified || user.passwordHash !== null || user.fbId !== null;
}

/** The organisation of a sign-up; the contract lets through all five fields or none. */
function pendingOrganisationOf(input: TSignupRequest): PendingOrganisation | null {
  const { org_name, org_type, address, city, tin_number } = input;
  if (
    org_name === undefined ||
    org_type === undefined ||
    address === undefined ||
    city === undefined ||
    tin_number === undefined
  )
    return null;
  return { name: org_name, orgType: org_type, address, city, tinNumber: tin_number };
}

async function sendVerificationCode(deps: AppDeps, user: UserRow): Promise<void> {
  const code = await issueCode(deps, { userId: user.id, purpose: 'verify' });
  if (code !== null) deps.mail.enqueue(verificationCodeMail(user.email, code));
}

/** POST /send-otp-verification-code: a new code for an account still waiting for verification. */
export async function resendVerificationCode(
  deps: AppDeps,
  email: string,
): Promise<{ message: string }> {
  const user = await findLiveUserByEmail(deps.orm, email);
  if (user && !hasBeenUsed(user)) await sendVerificationCode(deps, user);
  return { message: CODE_SENT };
}

/** POST /verify-otp: proves the e-mail, sets the password and creates the pending organisation. */
export async function verifyEmail(
  deps: AppDeps,
  input: TVerifyOtpRequest,
  origin: RequestOrigin,
): Promise<{ message: string }> {
  const user = await findLiveUserByEmail(deps.orm, input.email);
  const pending = user && !hasBeenUsed(user) ? user : undefined;
  await redeemCode(deps, { userId: pending?.id, purpose: 'verify', code: input.otp });
  if (!pending) throw new AppError('BAD_REQUEST', CODE_REJECTED);

  const passwordHash = await hashPassword(input.password);
  await deps.orm.transaction(async (tx) => {
    await updateUser(tx, pending.id, {
      emailVerified: true,
      passwordHash,
      pendingOrganisation: null,
    });
    const org = pending.pendingOrganisation;
    if (org) {
      await createTenantFor(tx, pending.id, {
        name: org.name,
        org_type: org.orgType,
        address: org.address,
        city: org.city,
        tin_number: org.tinNumber,
      });
    }
    await recordAudit(tx, {
      tenantId: null,
      actorUserId: pending.id,
      action: 'account-created',
      entity: 'user',
      entityId: pending.id,
      after: { email: pending.email, ...(org && { organisation: org.name }) },
      origin,
    });
  });
  return { message: VERIFIED };
}

/**
 * POST /send-email-reset-password. The spec answers with the code itself, which would let anyone
 * take over any account: it is included only as a development aid (NODE_ENV development or test)
 * and only to a caller on this machine (`callerIsLoopback`, judged by the TCP peer).
 */
export async function sendPasswordReset(
  deps: AppDeps,
  email: string,
  { callerIsLoopback, origin }: { callerIsLoopback: boolean; origin: RequestOrigin },
): Promise<{ message: string; otp?: string }> {
  const user = await findLiveUserByEmail(deps.orm, email);
  // Unverified accounts have no password yet: their way in is the verification code.
  const code = user?.emailVerified
    ? await issueCode(deps, { userId: user.id, purpose: 'reset' })
    : null;
  if (user && code !== null) {
    deps.mail.enqueue(resetCodeMail(user.email, code));
    // Only for an account that got a code: a request for an unknown e-mail changes nothing.
    await recordAudit(deps.orm, {
      tenantId: null,
      actorUserId: null,
      action: 'password-reset-requested',
      entity: 'user',
      entityId: user.id,
      origin,
    });
  }
  const revealsCode = devAidsEnabled(deps.config) && callerIsLoopback && code !== null;
  return revealsCode ? { message: RESET_SENT, otp: code } : { message: RESET_SENT };
}

/** POST /reset-password: a new password, and every session of the account ends. */
export async function resetPassword(
  deps: AppDeps,
  input: TResetPasswordRequest,
  origin: RequestOrigin,
): Promise<{ message: string }> {
  const user = await findLiveUserByEmail(deps.orm, input.email);
  const verified = user?.emailVerified ? user : undefined;
  await redeemCode(deps, { userId: verified?.id, purpose: 'reset', code: input.otp });
  if (!verified) throw new AppError('BAD_REQUEST', CODE_REJECTED);
  const passwordHash = await hashPassword(input.new_password);
  await updateUser(deps.orm, verified.id, { passwordHash });
  // Whoever knew the old password (the reason for a reset, often) is signed out everywhere.
  await revokeUserSessions(deps.orm, verified.id, 'password-reset');
  // The code proved the mailbox, so the account's holder is the actor.
  await recordAudit(deps.orm, {
    tenantId: null,
    actorUserId: verified.id,
    action: 'password-reset',
    entity: 'user',
    entityId: verified.id,
    origin,
  });
  return { message: PASSWORD_RESET };
}
