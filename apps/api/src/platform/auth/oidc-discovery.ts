import { createRemoteJWKSet, customFetch, errors, type JWTVerifyGetKey } from 'jose';

const FETCH_TIMEOUT_MS = 5_000;

/** We could not check the token (discovery or JWKS unreachable or broken): answer 503, not 401. */
export class IdentityProviderUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Identity provider unavailable: ${reason}`, options);
    this.name = 'IdentityProviderUnavailableError';
  }
}

/**
 * A jose key resolver for `issuer`'s signing keys, found through OpenID discovery
 * (`${issuer}/.well-known/openid-configuration` → `jwks_uri`). Resolved on first use, so a
 * malformed token is rejected before any network call. Provider-side failures surface as
 * IdentityProviderUnavailableError; token-side ones (unknown `kid`, wrong alg) stay jose errors.
 */
export function createDiscoveredKeyResolver(
  issuer: string,
  fetchImpl: typeof fetch,
): JWTVerifyGetKey {
  // The promise is cached, so concurrent first logins share one discovery; a failure clears it so
  // a provider outage heals on the next request instead of sticking until restart. A success is
  // kept for the process: jwks_uri does not move, and key rotation is the JWKS set's job (jose
  // refetches it every 10 minutes, and at once for an unknown `kid`, with a 30 s cooldown).
  let jwks: Promise<JWTVerifyGetKey> | undefined;

  return async (header, token) => {
    jwks ??= discoverJwks(issuer, fetchImpl).catch((error: unknown) => {
      jwks = undefined;
      throw error;
    });
    const keys = await jwks;
    try {
      return await keys(header, token);
    } catch (error) {
      if (!isFetchFailure(error)) throw error;
      throw new IdentityProviderUnavailableError('JWKS fetch failed', { cause: error });
    }
  };
}

/** Network errors, timeouts, non-200 and unparseable JWKS answers; not problems of the token. */
function isFetchFailure(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === 'ERR_JOSE_GENERIC'
  );
}

async function discoverJwks(issuer: string, fetchImpl: typeof fetch): Promise<JWTVerifyGetKey> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let document: unknown;
  try {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    document = await response.json();
  } catch (error) {
    throw new IdentityProviderUnavailableError(`discovery at ${url} failed`, { cause: error });
  }
  const { issuer: advertised, jwks_uri: jwksUri } = (document ?? {}) as {
    issuer?: unknown;
    jwks_uri?: unknown;
  };
  // OIDC discovery 4.3: the document must name the issuer we asked for, or someone else answered.
  if (advertised !== issuer || typeof jwksUri !== 'string') {
    throw new IdentityProviderUnavailableError(
      `discovery at ${url} does not describe issuer ${issuer}`,
    );
  }
  return createRemoteJWKSet(new URL(jwksUri), {
    [customFetch]: fetchImpl,
    timeoutDuration: FETCH_TIMEOUT_MS,
  });
}
