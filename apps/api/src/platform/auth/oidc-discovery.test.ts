import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLocalOidcProvider,
  TEST_CLIENT_ID,
  type LocalOidcProvider,
} from '../testing/local-oidc-provider.ts';
import { createIdTokenVerifier, IdentityProviderUnavailableError } from './google-id-token.ts';

const ama = { sub: 'google-sub-ama', email: 'ama@example.com', email_verified: true };
let provider: LocalOidcProvider;
let token: string;
beforeAll(async () => {
  provider = await startLocalOidcProvider();
  token = await provider.issueIdToken(ama);
});
afterAll(() => provider.stop());

/** Real fetch that records request paths, optionally failing the first calls or the JWKS. */
function recordingFetch(log: string[], { failFirst = 0, jwksStatus = 200 } = {}): typeof fetch {
  let failures = failFirst;
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    log.push(url.pathname);
    if (failures-- > 0) return Promise.reject(new TypeError('fetch failed'));
    if (url.pathname === '/jwks' && jwksStatus !== 200) {
      return Promise.resolve(new Response('down', { status: jwksStatus }));
    }
    return fetch(input, init);
  };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('OpenID discovery and JWKS of the verifier', () => {
  it('discovers and fetches the keys once for many verifications, and none for garbage', async () => {
    const log: string[] = [];
    const verifier = createIdTokenVerifier({
      issuer: provider.issuer,
      clientId: TEST_CLIENT_ID,
      fetchImpl: recordingFetch(log),
    });
    await expect(verifier.verify('garbage')).rejects.toThrow(/Invalid ID token/);
    expect(log).toEqual([]);
    await verifier.verify(token);
    await verifier.verify(await provider.issueIdToken({ ...ama, sub: 'kofi' }));
    expect(log).toEqual(['/.well-known/openid-configuration', '/jwks']);
  });

  it('reports an unreachable provider as unavailable, not as a bad token', async () => {
    const verifier = createIdTokenVerifier({
      issuer: `http://127.0.0.1:${await closedPort()}`,
      clientId: TEST_CLIENT_ID,
    });
    await expect(verifier.verify(token)).rejects.toThrow(IdentityProviderUnavailableError);
  });

  it('reports a discovery document for a different issuer as unavailable', async () => {
    // A trailing slash still finds the document, but the issuer it advertises is not the same string.
    const verifier = createIdTokenVerifier({
      issuer: `${provider.issuer}/`,
      clientId: TEST_CLIENT_ID,
    });
    await expect(verifier.verify(token)).rejects.toThrow(/does not describe issuer/);
  });

  it('retries discovery after a failure instead of caching the failure', async () => {
    const log: string[] = [];
    const fetchImpl = recordingFetch(log, { failFirst: 1 });
    const verifier = createIdTokenVerifier({
      issuer: provider.issuer,
      clientId: TEST_CLIENT_ID,
      fetchImpl,
    });
    await expect(verifier.verify(token)).rejects.toThrow(IdentityProviderUnavailableError);
    await expect(verifier.verify(token)).resolves.toMatchObject({ subject: ama.sub });
    expect(log).toEqual([
      '/.well-known/openid-configuration',
      '/.well-known/openid-configuration',
      '/jwks',
    ]);
  });

  it('reports a failing JWKS endpoint as unavailable', async () => {
    const fetchImpl = recordingFetch([], { jwksStatus: 500 });
    const verifier = createIdTokenVerifier({
      issuer: provider.issuer,
      clientId: TEST_CLIENT_ID,
      fetchImpl,
    });
    await expect(verifier.verify(token)).rejects.toThrow(IdentityProviderUnavailableError);
  });
});
