import type { TSessionResponse } from '@dawa/contract';
import { AccessTokenError } from '../../platform/auth/access-tokens.ts';
import {
  decideRefresh,
  hashRefreshToken,
  isRefreshTokenFormat,
  newRefreshToken,
} from '../../platform/auth/refresh-tokens.ts';
import { announceSessionEnded } from '../../platform/realtime/session-events.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../deps.ts';
import { isPlatformAdmin, toUser, type UserRow } from '../users/index.ts';
import type { RequestOrigin } from '../../platform/request-origin.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import {
  findRefreshToken,
  findSessionWithUser,
  insertSession,
  revokeSession,
  rotateRefreshToken,
} from './sessions.repo.ts';

const SIGN_IN = 'Sign in to continue.';
const SESSION_OVER = 'Your session has ended. Please sign in again.';
export const ACCOUNT_DISABLED = 'This account is disabled. Contact your pharmacy administrator.';

/** Whether `user` may hold a session at all: deleting or disabling a user ends every session. */
export function isUsable(user: UserRow): boolean {
  return user.deletedAt === null && user.status === 'ACTIVE';
}

/** A fresh session for `user`: access token, first refresh token, and the user as ZUser. */
export async function startSession(deps: AppDeps, user: UserRow): Promise<TSessionResponse> {
  const refresh = newRefreshToken();
  const session = await insertSession(deps.orm, { userId: user.id, tokenHash: refresh.hash });
  return sessionResponse(deps, user, session.id, refresh.token);
}

async function sessionResponse(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<TSessionResponse> {
  const access = await deps.accessTokens.sign({ userId: user.id, sessionId }, deps.now());
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    refreshToken,
    user: toUser(user),
  };
}

/**
 * The caller of a request: a valid access token whose session is not revoked and whose user is
 * live and active. Checked against the database on every request, so logout, deletion and
 * disabling take effect at once rather than when the 15-minute token expires.
 */
export async function authenticateAccessToken(
  deps: AppDeps,
  authorization: string | undefined,
): Promise<Omit<AuthContext, 'origin' | 'language'>> {
  const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', SIGN_IN);
  let claims;
  try {
    claims = await deps.accessTokens.verify(match[1], deps.now());
  } catch (error) {
    if (!(error instanceof AccessTokenError)) throw error;
    throw new AppError('UNAUTHORIZED', error.reason === 'expired' ? SESSION_OVER : SIGN_IN, {
      cause: error,
    });
  }
  const found = await findSessionWithUser(deps.orm, claims.sessionId);
  if (
    !found ||
    found.revokedAt !== null ||
    found.user.id !== claims.userId ||
    !isUsable(found.user)
  ) {
    throw new AppError('UNAUTHORIZED', SESSION_OVER);
  }
  return {
    userId: found.user.id,
    sessionId: claims.sessionId,
    email: found.user.email,
    isPlatformAdmin: isPlatformAdmin(found.user),
    tenantId: null,
    role: null,
  };
}

/** POST /auth/refresh: rotates the refresh token; a reused one ends the whole session. */
export async function refreshSession(
  deps: AppDeps,
  refreshToken: string,
): Promise<TSessionResponse> {
  if (!isRefreshTokenFormat(refreshToken)) throw new AppError('UNAUTHORIZED', SESSION_OVER);
  const presented = await findRefreshToken(deps.orm, hashRefreshToken(refreshToken));
  if (!presented) throw new AppError('UNAUTHORIZED', SESSION_OVER);

  const decision = decideRefresh(
    {
      familyCreatedAt: presented.sessionCreatedAt,
      usedAt: presented.usedAt,
      familyRevokedAt: presented.sessionRevokedAt,
    },
    deps.now(),
  );
  switch (decision) {
    case 'revoked':
    case 'expired':
      throw new AppError('UNAUTHORIZED', SESSION_OVER);
    case 'reuse-detected':
      return revokeForReuse(deps, presented.sessionId);
    case 'rotate':
      break;
  }
  if (!isUsable(presented.user)) throw new AppError('UNAUTHORIZED', SESSION_OVER);
  const next = newRefreshToken();
  const isRotated = await rotateRefreshToken(deps.orm, {
    tokenId: presented.tokenId,
    sessionId: presented.sessionId,
    nextHash: next.hash,
  });
  // Another refresh with the same token won the race: the token was presented twice.
  if (!isRotated) return revokeForReuse(deps, presented.sessionId);
  return sessionResponse(deps, presented.user, presented.sessionId, next.token);
}

async function revokeForReuse(deps: AppDeps, sessionId: string): Promise<never> {
  await revokeSession(deps.orm, sessionId, 'reuse-detected');
  deps.log.warn({ sessionId }, 'refresh token reused: session revoked');
  throw new AppError('UNAUTHORIZED', SESSION_OVER);
}

/**
 * POST /auth/logout: ends the session of the access token and/or of the refresh token. Always
 * answers the same, so a sign-out with an already expired token still clears the client.
 */
export async function logout(
  deps: AppDeps,
  {
    authorization,
    refreshToken,
    origin,
  }: {
    authorization: string | undefined;
    refreshToken: string | undefined;
    origin: RequestOrigin;
  },
): Promise<{ message: string }> {
  const ended = new Map<string, string>();
  const fromAccess = await authenticateAccessToken(deps, authorization).catch(() => null);
  const onError = (err: unknown) => deps.log.warn({ err }, 'session end not announced');
  if (fromAccess) {
    await revokeSession(deps.orm, fromAccess.sessionId, 'logout');
    ended.set(fromAccess.sessionId, fromAccess.userId);
    announceSessionEnded(deps.bus, fromAccess, onError);
  }
  if (refreshToken !== undefined && isRefreshTokenFormat(refreshToken)) {
    const presented = await findRefreshToken(deps.orm, hashRefreshToken(refreshToken));
    if (presented && presented.sessionRevokedAt === null) {
      await revokeSession(deps.orm, presented.sessionId, 'logout');
      ended.set(presented.sessionId, presented.user.id);
      announceSessionEnded(
        deps.bus,
        { userId: presented.user.id, sessionId: presented.sessionId },
        onError,
      );
    }
  }
  for (const userId of new Set(ended.values())) {
    await recordAudit(deps.orm, {
      tenantId: null,
      actorUserId: userId,
      action: 'sign-out',
      entity: 'user',
      entityId: userId,
      origin,
    });
  }
  return { message: 'You are signed out.' };
}
