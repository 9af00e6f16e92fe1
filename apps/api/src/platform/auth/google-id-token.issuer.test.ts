import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIdTokenVerifier, GOOGLE_ISSUER, InvalidIdTokenError } from './google-id-token.ts';

// Google's two `iss` spellings cannot come out of the local provider (its issuer is its own URL),
// so here Google's discovery and JWKS documents are served in-process through `fetchImpl` and the
// tokens are signed with the key those documents publish. Verification itself runs unchanged.
const JWKS_URI = 'https://www.googleapis.com/oauth2/v3/certs';
const CLIENT_ID = 'dawa.apps.googleusercontent.com';
let privateKey: CryptoKey;
let googleFetch: typeof fetch;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwks = {
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' }],
  };
  const documents: Record<string, unknown> = {
    [`${GOOGLE_ISSUER}/.well-known/openid-configuration`]: {
      issuer: GOOGLE_ISSUER,
      jwks_uri: JWKS_URI,
    },
    [JWKS_URI]: jwks,
  };
  googleFetch = (input) => {
    const url = input instanceof Request ? input.url : String(input);
    const document = documents[url];
    return Promise.resolve(
      document === undefined ? new Response('not found', { status: 404 }) : Response.json(document),
    );
  };
});

function googleToken(
  claims: Record<string, unknown>,
  iss: string,
  aud: string | string[] = CLIENT_ID,
) {
  return new SignJWT({ email: 'ama@gmail.com', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .setSubject('1234567890')
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

describe('ID token verifier for Google', () => {
  const verifier = () =>
    createIdTokenVerifier({ issuer: GOOGLE_ISSUER, clientId: CLIENT_ID, fetchImpl: googleFetch });

  it.each([GOOGLE_ISSUER, 'accounts.google.com'])('accepts the issuer spelling %s', async (iss) => {
    await expect(verifier().verify(await googleToken({}, iss))).resolves.toMatchObject({
      subject: '1234567890',
      email: 'ama@gmail.com',
    });
  });

  it.each([
    'https://accounts.google.com/',
    'http://accounts.google.com',
    'https://evil.example.com',
  ])('rejects the issuer %s', async (iss) => {
    await expect(verifier().verify(await googleToken({}, iss))).rejects.toThrow(
      InvalidIdTokenError,
    );
  });

  it('requires azp to be this client when the token has several audiences', async () => {
    const audiences = [CLIENT_ID, 'other.apps.googleusercontent.com'];
    await expect(
      verifier().verify(await googleToken({ azp: CLIENT_ID }, GOOGLE_ISSUER, audiences)),
    ).resolves.toBeDefined();
    await expect(
      verifier().verify(
        await googleToken({ azp: 'other.apps.googleusercontent.com' }, GOOGLE_ISSUER, audiences),
      ),
    ).rejects.toThrow(/azp/);
  });

  it('rejects email_verified given as anything but true', async () => {
    await expect(
      verifier().verify(await googleToken({ email_verified: 'true' }, GOOGLE_ISSUER)),
    ).rejects.toThrow(/email not verified/);
    await expect(
      verifier().verify(await googleToken({ email_verified: undefined }, GOOGLE_ISSUER)),
    ).rejects.toThrow(/email not verified/);
  });

  it('rejects a token signed with a key Google does not publish', async () => {
    const { privateKey: stranger } = await generateKeyPair('RS256');
    const token = await new SignJWT({ email: 'ama@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
      .setSubject('1234567890')
      .setIssuer(GOOGLE_ISSUER)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(stranger);
    await expect(verifier().verify(token)).rejects.toThrow(/ERR_JWS_SIGNATURE_VERIFICATION_FAILED/);
  });
});
