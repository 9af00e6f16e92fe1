import type {
  TChangePasswordRequest,
  TEmailChangeConfirmRequest,
  TEmailChangeRequest,
  TEmailChangeStarted,
  TUser,
} from '@dawa/contract';
import { hasPgCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { OTP_TTL_MS } from '../../platform/auth/one-time-codes.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import {
  emailChangeCodeMail,
  emailChangedMail,
  passwordChangedMail,
} from '../accounts/account-mails.ts';
import { CODE_REJECTED, issueCode, redeemCode } from '../accounts/codes.service.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../sessions/auth-context.ts';
import { revokeOtherSessions } from '../sessions/sessions.repo.ts';
import { toUser } from './user-view.ts';
import { findLiveUserByEmail, findLiveUserById, updateUser, type UserRow } from './users.repo.ts';

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
 * POST /user/email-change: remembers the new address and e-mails it a 6-digit code; the account's
 * e-mail changes only when that code comes back (confirmEmailChange). Whether the new address is
 * taken is told only then, to whoever holds its mailbox, so the request cannot probe for accounts.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  deps: AppDeps,
  input: TEmailChangeRequest,
): Promise<TEmailChangeStarted> {
  const user = await holder(ctx, deps);
  await requirePassword(user, input.password, 'password');
  if (input.email === user.email) {
    throw fieldError('email', 'This is already your e-mail address.');
  }
  // Another address than the one waiting gets its code at once; the same one waits the cooldown.
  const isNewTarget = user.pendingEmail !== input.email;
  await updateUser(deps.orm, user.id, { pendingEmail: input.email });
  const code = await issueCode(deps, {
    userId: user.id,
    purpose: 'email-change',
    ignoreCooldown: isNewTarget,
  });
  if (code !== null) deps.mail.enqueue(emailChangeCodeMail(input.email, code));
  await recordAudit(deps.orm, {
    tenantId: null,
    actorUserId: user.id,
    action: 'email-change-requested',
    entity: 'user',
    entityId: user.id,
    after: { email: input.email },
    origin: ctx.origin,
  });
  return {
    message: `We sent a 6-digit code to ${input.email}. Enter it to confirm your new e-mail.`,
    email: input.email,
    expiresAt: new Date(deps.now().getTime() + OTP_TTL_MS).toISOString(),
  };
}

/**
 * POST /user/email-change/confirm: the code from the new mailbox makes it the account's e-mail,
 * verified; the old address is told, and every other session ends (whoever else was signed in
 * must prove themselves again).
 */
export async function confirmEmailChange(
  ctx: AuthContext,
  deps: AppDeps,
  { otp }: TEmailChangeConfirmRequest,
): Promise<TUser> {
  const user = await holder(ctx, deps);
  const newEmail = user.pendingEmail;
  await redeemCode(deps, {
    userId: newEmail === null ? undefined : user.id,
    purpose: 'email-change',
    code: otp,
  });
  if (newEmail === null) throw new AppError('BAD_REQUEST', CODE_REJECTED);
  if (await findLiveUserByEmail(deps.orm, newEmail)) throw new AppError('CONFLICT', EMAIL_TAKEN);
  try {
    const updated = await deps.orm.transaction(async (tx) => {
      const changed = await updateUser(tx, user.id, {
        email: newEmail,
        emailVerified: true,
        pendingEmail: null,
      });
      if (!changed) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
      await revokeOtherSessions(tx, {
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
      return changed;
    });
    deps.mail.enqueue(emailChangedMail(user.email, newEmail, deps.config.PUBLIC_URL));
    return toUser(updated);
  } catch (error) {
    // Someone took the address between the check and the write.
    if (!hasPgCode(error, UNIQUE_VIOLATION)) throw error;
    throw new AppError('CONFLICT', EMAIL_TAKEN, { cause: error });
  }
}

/** POST /user/password: the current password, then the new one; other sessions end. */
export async function changePassword(
  ctx: AuthContext,
  deps: AppDeps,
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
    await updateUser(tx, user.id, { passwordHash });
    await revokeOtherSessions(tx, {
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
  deps.mail.enqueue(passwordChangedMail(user.email, deps.config.PUBLIC_URL));
  return { message: 'Your password was changed. Other devices were signed out.' };
}
