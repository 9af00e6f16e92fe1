import type { TResetPasswordRequest, TSignupRequest, TVerifyOtpRequest } from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { mailLocaleForSender, type LanguageHint } from '../../platform/mail/mail-words.ts';
import { refusableTransaction } from '../../db/refusable-transaction.ts';
import type { PendingOrganisation } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestOrigin } from '../../platform/request-origin.ts';
import { recordAudit } from '../audit/index.ts';
import type { AppDeps } from '../deps.ts';
import { devAidsEnabled } from '../dev/index.ts';
import { revokeUserSessions } from '../sessions/index.ts';
import { createTenantFor } from '../tenants/index.ts';
import {
  grantIfListed,
  insertUser,
  lockLiveUserByEmail,
  updateUser,
  type UserRow,
} from '../users/index.ts';
import { alreadyRegisteredMail, resetCodeMail, verificationCodeMail } from './account-mails.ts';
import { checkCode, CODE_REJECTED, issueCode } from '../codes/index.ts';

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
 * Decided on the locked user row: a sign-up racing the verification of the same address cannot
 * overwrite the details of an account that has just been proven.
 */
export async function signup(
  deps: AppDeps,
  input: TSignupRequest,
  language: LanguageHint,
): Promise<{ message: string }> {
  const details = {
    fullName: input.full_name,
    phoneNumber: input.phone_number,
    // A profile picture must be one of the holder's own uploads, and a newcomer has none yet: the
    // spec's optional URL is not stored (it would let anyone hot-link any address as an avatar).
    picture: null,
    pendingOrganisation: pendingOrganisationOf(input),
  };
  const mail = await deps.orm.transaction(async (tx) => {
    // A new address is inserted (and so locked by this transaction); a concurrent sign-up's insert
    // waits on the unique index and then finds this row. A known one is locked.
    const inserted = await insertUser(tx, { email: input.email, emailVerified: false, ...details });
    const user = inserted ?? (await lockLiveUserByEmail(tx, input.email));
    if (!user) return null;
    if (hasBeenUsed(user)) {
      // Never merged into, reset or revealed: the holder is told by mail, the answer is the same.
      return alreadyRegisteredMail(
        user.email,
        deps.config.PUBLIC_URL,
        mailLocaleForSender(language, user.language),
      );
    }
    // A sign-up nobody ever finished is overwritten: whoever proves the mailbox decides what it holds.
    if (!inserted) await updateUser(tx, user.id, details);
    return verificationMail(tx, deps, user, language);
  });
  if (mail) deps.mail.enqueue(mail);
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

/** A verification code's mail for `user` (locked by `tx`), or null inside the resend cooldown. */
async function verificationMail(tx: Orm, deps: AppDeps, user: UserRow, language: LanguageHint) {
  const code = await issueCode(tx, deps, { userId: user.id, purpose: 'verify' });
  if (code === null) return null;
  return verificationCodeMail(user.email, code, mailLocaleForSender(language));
}

/** POST /send-otp-verification-code: a new code for an account still waiting for verification. */
export async function resendVerificationCode(
  deps: AppDeps,
  email: string,
  language: LanguageHint,
): Promise<{ message: string }> {
  const mail = await deps.orm.transaction(async (tx) => {
    const user = await lockLiveUserByEmail(tx, email);
    return user && !hasBeenUsed(user) ? verificationMail(tx, deps, user, language) : null;
  });
  if (mail) deps.mail.enqueue(mail);
  return { message: CODE_SENT };
}

/**
 * POST /verify-otp: proves the e-mail, sets the password and creates the pending organisation, in
 * one transaction on the locked user row (the organisation is the one the row holds now, not one
 * read before a racing sign-up replaced it). A listed address becomes a platform administrator.
 */
export async function verifyEmail(
  deps: AppDeps,
  input: TVerifyOtpRequest,
  origin: RequestOrigin,
): Promise<{ message: string }> {
  // Hashed before the lock is taken: argon2 takes tens of milliseconds.
  const passwordHash = await hashPassword(input.password);
  await refusableTransaction(deps.orm, async (tx, refuse) => {
    const pending = await lockLiveUserByEmail(tx, input.email);
    if (!pending || hasBeenUsed(pending)) {
      return refuse(new AppError('BAD_REQUEST', CODE_REJECTED));
    }
    const verdict = await checkCode(tx, deps, {
      userId: pending.id,
      purpose: 'verify',
      code: input.otp,
    });
    if (!verdict.accepted) return refuse(new AppError('BAD_REQUEST', CODE_REJECTED));
    const proven = await updateUser(tx, pending.id, {
      emailVerified: true,
      emailProof: 'SIGN_UP',
      passwordHash,
      pendingOrganisation: null,
    });
    if (!proven) return refuse(new AppError('BAD_REQUEST', CODE_REJECTED));
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
    await grantIfListed(tx, deps.config, proven, origin);
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
  {
    callerIsLoopback,
    origin,
    language,
  }: { callerIsLoopback: boolean; origin: RequestOrigin; language: LanguageHint },
): Promise<{ message: string; otp?: string }> {
  const sent = await deps.orm.transaction(async (tx) => {
    const user = await lockLiveUserByEmail(tx, email);
    // Unverified accounts have no password yet: their way in is the verification code.
    if (!user?.emailVerified) return null;
    const code = await issueCode(tx, deps, { userId: user.id, purpose: 'reset' });
    if (code === null) return null;
    // Only for an account that got a code: a request for an unknown e-mail changes nothing.
    await recordAudit(tx, {
      tenantId: null,
      actorUserId: null,
      action: 'password-reset-requested',
      entity: 'user',
      entityId: user.id,
      origin,
    });
    return { to: user.email, code, locale: mailLocaleForSender(language, user.language) };
  });
  if (sent) deps.mail.enqueue(resetCodeMail(sent.to, sent.code, sent.locale));
  const revealsCode = devAidsEnabled(deps.config) && callerIsLoopback && sent !== null;
  return revealsCode ? { message: RESET_SENT, otp: sent.code } : { message: RESET_SENT };
}

/**
 * POST /reset-password: a new password, and every session of the account ends; one transaction on
 * the locked user row.
 */
export async function resetPassword(
  deps: AppDeps,
  input: TResetPasswordRequest,
  origin: RequestOrigin,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.new_password);
  await refusableTransaction(deps.orm, async (tx, refuse) => {
    const verified = await lockLiveUserByEmail(tx, input.email);
    if (!verified?.emailVerified) return refuse(new AppError('BAD_REQUEST', CODE_REJECTED));
    const verdict = await checkCode(tx, deps, {
      userId: verified.id,
      purpose: 'reset',
      code: input.otp,
    });
    if (!verdict.accepted) return refuse(new AppError('BAD_REQUEST', CODE_REJECTED));
    await updateUser(tx, verified.id, { passwordHash });
    // Whoever knew the old password (the reason for a reset, often) is signed out everywhere.
    await revokeUserSessions(tx, verified.id, 'password-reset');
    // The code proved the mailbox, so the account's holder is the actor.
    await recordAudit(tx, {
      tenantId: null,
      actorUserId: verified.id,
      action: 'password-reset',
      entity: 'user',
      entityId: verified.id,
      origin,
    });
  });
  return { message: PASSWORD_RESET };
}
