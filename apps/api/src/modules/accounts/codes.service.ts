import {
  canResend,
  generateOneTimeCode,
  hashOneTimeCode,
  isExpired,
  isLocked,
  OTP_TTL_MS,
  verifyOneTimeCode,
} from '../../platform/auth/one-time-codes.ts';
import { AppError } from '../../platform/errors.ts';
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

// Binds the MAC to the account and purpose: a verification code cannot reset a password.
const codeContext = (purpose: CodePurpose, userId: string) => `${purpose}:${userId}`;

/** What a submitted secret must look like before it is even hashed. */
const FORMAT: Partial<Record<CodePurpose, RegExp>> = { invite: /^[\w-]{32}$/ };
const TTL_MS: Record<CodePurpose, number> = {
  verify: OTP_TTL_MS,
  reset: OTP_TTL_MS,
  // No longer issued: an old invitation link is refused like any stale code.
  invite: 0,
  'email-change': OTP_TTL_MS,
};

/** Keeps `code` hashed as the user's one live secret for `purpose`, replacing any earlier one. */
async function storeCode(
  deps: AppDeps,
  { userId, purpose, code }: { userId: string; purpose: CodePurpose; code: string },
): Promise<void> {
  const now = deps.now();
  await replaceCode(deps.orm, {
    userId,
    purpose,
    codeHash: hashOneTimeCode(code, {
      pepper: deps.config.OTP_PEPPER,
      context: codeContext(purpose, userId),
    }),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS[purpose]),
  });
}

/**
 * A new code for the user, or null while the last one is younger than the resend cooldown
 * (the caller then answers as if it had sent one).
 */
export async function issueCode(
  deps: AppDeps,
  {
    userId,
    purpose,
    ignoreCooldown = false,
  }: { userId: string; purpose: CodePurpose; ignoreCooldown?: boolean },
): Promise<string | null> {
  const existing = await findCode(deps.orm, { userId, purpose });
  if (existing && !ignoreCooldown && !canResend(existing.createdAt, deps.now())) return null;
  const code = generateOneTimeCode();
  await storeCode(deps, { userId, purpose, code });
  return code;
}

/**
 * Checks and consumes the user's code; throws CODE_REJECTED otherwise. A wrong guess counts
 * towards the lock (OTP_MAX_ATTEMPTS), after which even the right code is refused. The code row
 * is locked while it is checked, so parallel guesses are counted one after another and cannot
 * slip more than OTP_MAX_ATTEMPTS tries past the lock.
 */
export async function redeemCode(
  deps: AppDeps,
  { userId, purpose, code }: { userId: string | undefined; purpose: CodePurpose; code: string },
): Promise<void> {
  if (userId === undefined) throw new AppError('BAD_REQUEST', CODE_REJECTED);
  // The verdict leaves the transaction as a value: throwing inside would roll back the count.
  const isAccepted = await deps.orm.transaction(async (tx) => {
    const stored = await findCode(tx, { userId, purpose, forUpdate: true });
    // expires_at is stored for operators reading the table; the policy helper decides.
    if (
      !stored ||
      isLocked(stored.failedAttempts) ||
      isExpired(stored.createdAt, deps.now(), TTL_MS[purpose])
    ) {
      return false;
    }
    const isMatch = verifyOneTimeCode(code, stored.codeHash, {
      pepper: deps.config.OTP_PEPPER,
      context: codeContext(purpose, stored.userId),
      format: FORMAT[purpose],
    });
    if (!isMatch) {
      await countFailedAttempt(tx, stored.id);
      return false;
    }
    await deleteCode(tx, stored.id);
    return true;
  });
  if (!isAccepted) throw new AppError('BAD_REQUEST', CODE_REJECTED);
}
