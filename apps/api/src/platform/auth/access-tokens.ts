import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_ISSUER = 'dawa';
export const ACCESS_TOKEN_AUDIENCE = 'dawa-api';
/** HS256 keys shorter than the 256-bit MAC are guessable offline from any token. */
export const ACCESS_TOKEN_SECRET_MIN_BYTES = 32;

// RFC 9068 `typ`: a different JWT signed with the same secret (say a future e-mail link token)
// cannot be replayed as an access token, because verify insists on this header.
const TOKEN_TYPE = 'at+jwt';
// Multiple API instances disagree on the time by a little; tokens we sign ourselves need no more.
const CLOCK_TOLERANCE_SECONDS = 5;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export type AccessTokenFailure = 'expired' | 'invalid';

/** `expired` lets the web refresh silently; `invalid` (forged, tampered, wrong audience) must not. */
export class AccessTokenError extends Error {
  constructor(
    readonly reason: AccessTokenFailure,
    options?: { cause?: unknown },
  ) {
    super(reason === 'expired' ? 'Access token expired' : 'Access token invalid', options);
    this.name = 'AccessTokenError';
  }
}

export interface AccessTokens {
  sign(
    subject: { userId: string; sessionId: string },
    now?: Date,
  ): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string, now?: Date): Promise<AccessTokenClaims>;
}

/**
 * HS256 rather than EdDSA: the API is the only issuer and the only verifier, so a shared secret is
 * one config value instead of a key pair to store and rotate. Switch to EdDSA if another service
 * ever has to verify tokens without being able to mint them.
 */
export function createAccessTokens({
  secret,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
}: {
  secret: string | Uint8Array;
  ttlSeconds?: number;
}): AccessTokens {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (key.byteLength < ACCESS_TOKEN_SECRET_MIN_BYTES) {
    throw new Error(`Access token secret must be at least ${ACCESS_TOKEN_SECRET_MIN_BYTES} bytes`);
  }

  return {
    async sign({ userId, sessionId }, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setSubject(userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },

    async verify(token, now = new Date()) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'], // pinned: no `none`, no algorithm confusion
          typ: TOKEN_TYPE,
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'sid', 'iat', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now,
        });
        const { sub, sid, iat, exp } = payload;
        if (
          typeof sub !== 'string' ||
          typeof sid !== 'string' ||
          iat === undefined ||
          exp === undefined
        ) {
          throw new AccessTokenError('invalid');
        }
        return {
          userId: sub,
          sessionId: sid,
          issuedAt: new Date(iat * 1000),
          expiresAt: new Date(exp * 1000),
        };
      } catch (error) {
        if (error instanceof AccessTokenError) throw error;
        // Only a token whose signature and claims were otherwise good reaches the exp check, so
        // `expired` never vouches for a forged token.
        if (error instanceof errors.JWTExpired)
          throw new AccessTokenError('expired', { cause: error });
        throw new AccessTokenError('invalid', { cause: error });
      }
    },
  };
}
