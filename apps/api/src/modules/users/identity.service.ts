import { mailLocaleForSender } from '../../platform/mail/mail-words.ts';
import type {
  TChangePasswordRequest,
  TEmailChangeConfirmRequest,
  TEmailChangeRequest,
  TEmailChangeStarted,
  TUser,
} from '@dawa/contract';
import { hasPgCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { refusableTransaction } from '../../db/refusable-transaction.ts';
import { OTP_TTL_MS } from '../../platform/auth/one-time-codes.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { checkCode, CODE_REJECTED, issueCode } from '../codes/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { AppDeps } from '../deps.ts';
import { emailChangeCodeMail, emailChangedMail, passwordChangedMail } from './identity-mails.ts';
import type { UserPorts } from './ports.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { toUser } from './user-view.ts';
import {
  findLiveUserByEmail,
  findLiveUserById,
  lockLiveUserById,
  updateUser,
  type UserRow,
} from './users.repo.ts';

const WRONG_PASSWORD = 'Your current password is not correct.';
const EMAIL_TAKEN = 'This e-mail is already used by another account.';

async function holder(ctx: AuthContext, deps: AppDeps): Promise<UserRow> {
  const user = await findLiveUserById(deps.orm, ctx.userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return user;
}

/**
 * The holder proves it is them, not someone at an unlocked screen: the current password when the
 * account has one (argon2 runs either way, so timing says nothing).
 */
async function requirePassword(user: UserRow, password: string | undefined, field: string) {
  if (user.passwordHash === null) return;
  if (password === undefined || !(await verifyPassword(user.passwordHash, password))) {
    throw fieldError(field, WRONG_PASSWORD);
  }
}

/**
 * POST /user/email-change: remembers the new address and e-mails it a 6-digit code bound to it;
 * the account's e-mail changes only when that code comes back (confirmEmailChange), and then to
 * the address the code was mailed to. Whether the new address is taken is told only then, to
 * whoever holds its mailbox, so the request cannot probe for accounts.
 *
 * The password is checked first (slow, outside any lock); the decision (which address is pending,
 * whether the cooldown lets a new code out) is then made on the locked user row, so two requests
 * at the same instant are decided one after the other (issue 29).
 */
export async function requestEmailChange(
  ctx: AuthContext,
  deps: AppDeps,
  input: TEmailChangeRequest,
): Promise<TEmailChangeStarted> {
  const checked = await holder(ctx, deps);
  await requirePassword(checked, input.password, 'password');
  const code = await deps.orm.transaction(async (tx) => {
    const user = await lockLiveUserById(tx, ctx.userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
    // The password checked above is still the account's (not changed while it was checked).
    if (user.passwordHash !== checked.passwordHash) throw fieldError('password', WRONG_PASSWORD);
    if (input.email === user.email) {
      throw fieldError('email', 'This is already your e-mail address.');
    }
    await updateUser(tx, user.id, { pendingEmail: input.email });
    // Another address than the live code's gets its code at once; the same one waits the cooldown.
    const issued = await issueCode(tx, deps, {
      userId: user.id,
      purpose: 'email-change',
      target: input.email,
    });
    await recordAudit(tx, {
      tenantId: null,
      actorUserId: user.id,
      action: 'email-change-requested',
      entity: 'user',
      entityId: user.id,
      after: { email: input.email },
      origin: ctx.origin,
    });
    return issued;
  });
  if (code !== null)
    deps.mail.enqueue(emailChangeCodeMail(input.email, code, mailLocaleOf(ctx, checked)));
  return {
    message: `We sent a 6-digit code to ${input.email}. Enter it to confirm your new e-mail.`,
    email: input.email,
    expiresAt: new Date(deps.now().getTime() + OTP_TTL_MS).toISOString(),
  };
}

/**
 * POST /user/email-change/confirm: the code from the new mailbox makes the address it was mailed
 * to the account's e-mail, verified, whatever was requested since; the old address is told, and
 * every other session ends (whoever else was signed in must prove themselves again). One
 * transaction on the locked user row; a wrong code's counted attempt commits with the refusal.
 */
export async function confirmEmailChange(
  ctx: AuthContext,
  deps: AppDeps,
  ports: UserPorts,
  { otp }: TEmailChangeConfirmRequest,
): Promise<TUser> {
  try {
    const { updated, before } = await refusableTransaction(deps.orm, async (tx, refuse) => {
      const user = await lockLiveUserById(tx, ctx.userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
      const verdict = await checkCode(tx, deps, {
        userId: user.id,
        purpose: 'email-change',
        code: otp,
      });
      const newEmail = verdict.accepted ? verdict.target : null;
      if (newEmail === null) return refuse(new AppError('BAD_REQUEST', CODE_REJECTED));
      const holderOfAddress = await findLiveUserByEmail(tx, newEmail);
      if (holderOfAddress) return refuse(new AppError('CONFLICT', EMAIL_TAKEN));
      const changed = await updateUser(tx, user.id, {
        email: newEmail,
        emailVerified: true,
        emailProof: 'EMAIL_CHANGE',
        pendingEmail: null,
      });
      if (!changed) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
      await ports.revokeOtherSessions(tx, {
        userId: user.id,
        keepSessionId: ctx.sessionId,
        reason: 'email-change',
      });
      await recordAudit(tx, {
        tenantId: null,
        actorUserId: user.id,
        action: 'email-change',
        entity: 'user',
        entityId: user.id,
        before: { email: user.email },
        after: { email: newEmail },
        origin: ctx.origin,
      });
      return { updated: changed, before: user.email };
    });
    deps.mail.enqueue(
      emailChangedMail(before, updated.email, deps.config.PUBLIC_URL, mailLocaleOf(ctx, updated)),
    );
    return toUser(updated);
  } catch (error) {
    // Someone took the address between the check and the write.
    if (!hasPgCode(error, UNIQUE_VIOLATION)) throw error;
    throw new AppError('CONFLICT', EMAIL_TAKEN, { cause: error });
  }
}

/** A mail to the holder about their own account: their device's language, else their account's. */
const mailLocaleOf = (ctx: AuthContext, user: { language: string | null }) =>
  mailLocaleForSender(ctx.language, user.language);

/** POST /user/password: the current password, then the new one; other sessions end. */
export async function changePassword(
  ctx: AuthContext,
  deps: AppDeps,
  ports: UserPorts,
  input: TChangePasswordRequest,
): Promise<{ message: string }> {
  const user = await holder(ctx, deps);
  if (user.passwordHash === null) {
    throw new AppError(
      'BAD_REQUEST',
      'This account signs in with Google and has no password yet. Use "Forgot password" to set one.',
    );
  }
  await requirePassword(user, input.current_password, 'current_password');
  const passwordHash = await hashPassword(input.new_password);
  await deps.orm.transaction(async (tx) => {
    // Decided on the locked row: the password checked above must still be the account's.
    const locked = await lockLiveUserById(tx, user.id);
    if (!locked) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
    if (locked.passwordHash !== user.passwordHash) {
      throw fieldError('current_password', WRONG_PASSWORD);
    }
    await updateUser(tx, user.id, { passwordHash });
    await ports.revokeOtherSessions(tx, {
      userId: user.id,
      keepSessionId: ctx.sessionId,
      reason: 'password-change',
    });
    await recordAudit(tx, {
      tenantId: null,
      actorUserId: user.id,
      action: 'password-change',
      entity: 'user',
      entityId: user.id,
      origin: ctx.origin,
    });
  });
  deps.mail.enqueue(
    passwordChangedMail(user.email, deps.config.PUBLIC_URL, mailLocaleOf(ctx, user)),
  );
  return { message: 'Your password was changed. Other devices were signed out.' };
}
