import { createHash, randomBytes } from 'node:crypto';

/*
 * Refresh tokens: opaque random strings, never JWTs, so the database stays the one place that says
 * whether a session is alive and revoking a row is instant.
 *
 * Rotation and family revocation (the repository of the Accounts issue implements the storage):
 * - Sign-in starts a session (the "family", its id is the access token's `sid`) and stores the
 *   first refresh token's hash only; the plain token goes to the client (httpOnly cookie).
 * - Each refresh marks the presented token used and issues a new one in the same family. The mark
 *   must be atomic (`UPDATE ... SET used_at = now() WHERE hash = $1 AND used_at IS NULL RETURNING`)
 *   so two concurrent refreshes cannot both succeed.
 * - Presenting a token that was already used means it was copied (a thief, or the real user after
 *   a thief refreshed first): we cannot tell which, so the whole family is revoked and both must
 *   sign in again. The web app keeps one refresh in flight at a time so it never trips this itself.
 * - Sign-out and password reset revoke the family (password reset: every family of the user).
 * `decideRefresh` below is that rule as a pure function over the stored row.
 */

export const REFRESH_TOKEN_BYTES = 32;
/** Absolute session length: rotation does not extend it, the family's start time does not move. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

const TOKEN_PATTERN = /^[\w-]{43}$/; // 32 bytes in unpadded base64url

/**
 * A fresh token and the hash to store. 256 random bits need no salt or slow hash: nobody can
 * brute-force them, so a plain SHA-256 keeps the lookup by hash a single indexed equality.
 */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Cheap shape check, so garbage from a cookie never reaches the database. */
export function isRefreshTokenFormat(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export interface StoredRefreshToken {
  familyCreatedAt: Date;
  usedAt: Date | null;
  familyRevokedAt: Date | null;
}

export type RefreshDecision = 'rotate' | 'reuse-detected' | 'revoked' | 'expired';

/** What to do with a presented, found token. Unknown hashes are simply 401 and need no decision. */
export function decideRefresh(
  stored: StoredRefreshToken,
  now: Date,
  ttlMs: number = REFRESH_TOKEN_TTL_MS,
): RefreshDecision {
  if (stored.familyRevokedAt !== null) return 'revoked';
  // Checked before expiry: a replayed old token is a theft signal even late in the session.
  if (stored.usedAt !== null) return 'reuse-detected';
  if (now.getTime() - stored.familyCreatedAt.getTime() >= ttlMs) return 'expired';
  return 'rotate';
}
