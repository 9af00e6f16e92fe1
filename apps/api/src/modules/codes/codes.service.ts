import type { Orm } from '../../db/client.ts';
import {
  canResend,
  generateOneTimeCode,
  hashOneTimeCode,
  isExpired,
  isLocked,
  OTP_TTL_MS,
  verifyOneTimeCode,
} from '../../platform/auth/one-time-codes.ts';
import type { AppDeps } from '../deps.ts';
import {
  countFailedAttempt,
  deleteCode,
  findCode,
  replaceCode,
  type CodePurpose,
} from './codes.repo.ts';

/**
 * One message for every failure (wrong, expired, locked, no such account), so the answer never
 * tells whether an e-mail is registered or how many guesses remain.
 */
export const CODE_REJECTED = 'The code is wrong or has expired. Ask for a new code and try again.';

/**
 * Binds the MAC to the account, the purpose and the address the code was mailed to: a
 * verification code cannot reset a password, and an e-mail change code proves its own address only
 * (issue 29), even against a row whose target was rewritten.
 */
const codeContext = (purpose: CodePurpose, userId: string, target: string | null) =>
  target === null ? `${purpose}:${userId}` : `${purpose}:${userId}:${target}`;

/** What a submitted secret must look like before it is even hashed. */
const FORMAT: Partial<Record<CodePurpose, RegExp>> = { invite: /^[\w-]{32}$/ };
const TTL_MS: Record<CodePurpose, number> = {
  verify: OTP_TTL_MS,
  reset: OTP_TTL_MS,
  // No longer issued: an old invitation link is refused like any stale code.
  invite: 0,
  'email-change': OTP_TTL_MS,
};

/**
 * A new code for the user (kept hashed as their one live code for `purpose`, replacing any
 * earlier one), or null while the live code for the same target is younger than the resend
 * cooldown (the caller then answers as if it had sent one). Another target gets its code at once.
 * `tx` must hold the user's row lock (users.repo `lockLiveUser*`): the cooldown is decided on the
 * code row as it is, not as it was before another request replaced it.
 */
export async function issueCode(
  tx: Orm,
  deps: AppDeps,
  {
    userId,
    purpose,
    target = null,
  }: { userId: string; purpose: CodePurpose; target?: string | null },
): Promise<string | null> {
  const now = deps.now();
  const existing = await findCode(tx, { userId, purpose, forUpdate: true });
  if (existing && existing.target === target && !canResend(existing.createdAt, now)) return null;
  const code = generateOneTimeCode();
  await replaceCode(tx, {
    userId,
    purpose,
    target,
    codeHash: hashOneTimeCode(code, {
      pepper: deps.config.OTP_PEPPER,
      context: codeContext(purpose, userId, target),
    }),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS[purpose]),
  });
  return code;
}

/** A redeemed code, with the address it was mailed to when it proves one. */
export type CodeVerdict = { accepted: true; target: string | null } | { accepted: false };

/**
 * Checks and consumes the user's code inside `tx` (which must hold the user's row lock). A wrong
 * guess counts towards the lock (OTP_MAX_ATTEMPTS), after which even the right code is refused; the
 * code row is locked while it is checked, so parallel guesses are counted one after another. The
 * caller commits whatever the verdict (db/refusable-transaction.ts), or the count is lost.
 */
export async function checkCode(
  tx: Orm,
  deps: AppDeps,
  { userId, purpose, code }: { userId: string; purpose: CodePurpose; code: string },
): Promise<CodeVerdict> {
  const stored = await findCode(tx, { userId, purpose, forUpdate: true });
  // expires_at is stored for operators reading the table; the policy helper decides.
  if (
    !stored ||
    isLocked(stored.failedAttempts) ||
    isExpired(stored.createdAt, deps.now(), TTL_MS[purpose])
  ) {
    return { accepted: false };
  }
  const isMatch = verifyOneTimeCode(code, stored.codeHash, {
    pepper: deps.config.OTP_PEPPER,
    context: codeContext(purpose, stored.userId, stored.target),
    format: FORMAT[purpose],
  });
  if (!isMatch) {
    await countFailedAttempt(tx, stored.id);
    return { accepted: false };
  }
  await deleteCode(tx, stored.id);
  return { accepted: true, target: stored.target };
}
