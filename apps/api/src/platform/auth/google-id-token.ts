import { errors, jwtVerify } from 'jose';
import { createDiscoveredKeyResolver, IdentityProviderUnavailableError } from './oidc-discovery.ts';

export { IdentityProviderUnavailableError };

export const GOOGLE_ISSUER = 'https://accounts.google.com';
// Google documents both spellings of `iss` in its ID tokens; any other provider uses exactly one.
const GOOGLE_ISSUER_ALIASES = [GOOGLE_ISSUER, 'accounts.google.com'];
// Phones and servers disagree on the time a little; Google's own libraries allow a few minutes.
const CLOCK_TOLERANCE_SECONDS = 60;

export interface VerifiedIdentity {
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
}

/** The token itself is bad (forged, expired, for another app, unverified e-mail): answer 401. */
export class InvalidIdTokenError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Invalid ID token: ${reason}`, options);
    this.name = 'InvalidIdTokenError';
  }
}

export interface IdTokenVerifierOptions {
  /** Issuer URL, e.g. GOOGLE_ISSUER; discovery is `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** Our OAuth client id: the only audience accepted. */
  clientId: string;
  fetchImpl?: typeof fetch;
  /** The clock, for tests of expiry; defaults to the real one. */
  now?: () => Date;
}

export interface IdTokenVerifier {
  /** The identity in a valid token; throws InvalidIdTokenError or IdentityProviderUnavailableError. */
  verify(idToken: string): Promise<VerifiedIdentity>;
}

export function createIdTokenVerifier({
  issuer,
  clientId,
  fetchImpl = fetch,
  now = () => new Date(),
}: IdTokenVerifierOptions): IdTokenVerifier {
  const acceptedIssuers = issuer === GOOGLE_ISSUER ? GOOGLE_ISSUER_ALIASES : [issuer];
  const getKey = createDiscoveredKeyResolver(issuer, fetchImpl);

  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, getKey, {
          issuer: acceptedIssuers,
          audience: clientId,
          algorithms: ['RS256'], // what Google signs with; pinned against algorithm confusion
          requiredClaims: ['sub', 'iat', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now(),
        });
        // OIDC core 3.1.3.7: with several audiences, the authorized party must be us.
        if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) {
          throw new InvalidIdTokenError('azp is not this client');
        }
        // An unverified address may belong to someone else; signing them in would hand it over.
        if (payload.email_verified !== true) throw new InvalidIdTokenError('email not verified');
        const { sub, email, name, picture } = payload;
        if (typeof sub !== 'string' || sub === '' || typeof email !== 'string') {
          throw new InvalidIdTokenError('sub or email missing');
        }
        return {
          subject: sub,
          email,
          name: typeof name === 'string' ? name : null,
          picture: typeof picture === 'string' ? picture : null,
        };
      } catch (error) {
        if (
          error instanceof InvalidIdTokenError ||
          error instanceof IdentityProviderUnavailableError
        ) {
          throw error;
        }
        // Only jose's own errors describe the token; anything else means we could not check it.
        if (error instanceof errors.JOSEError)
          throw new InvalidIdTokenError(error.code, { cause: error });
        throw new IdentityProviderUnavailableError('verification failed', { cause: error });
      }
    },
  };
}
