import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OTHER_CLIENT_ID,
  startLocalOidcProvider,
  TEST_CLIENT_ID,
  type LocalOidcProvider,
  type TestAccount,
} from '../testing/local-oidc-provider.ts';
import { createIdTokenVerifier, InvalidIdTokenError } from './google-id-token.ts';

const ama: TestAccount = {
  sub: 'google-sub-ama',
  email: 'ama@example.com',
  email_verified: true,
  name: 'Ama Mensah',
  picture: 'https://example.com/ama.png',
};

let provider: LocalOidcProvider;
let other: LocalOidcProvider;
beforeAll(async () => {
  [provider, other] = await Promise.all([startLocalOidcProvider(), startLocalOidcProvider()]);
});
afterAll(async () => {
  await Promise.all([provider.stop(), other.stop()]);
});

const verifier = (now?: () => Date) =>
  createIdTokenVerifier({ issuer: provider.issuer, clientId: TEST_CLIENT_ID, ...(now && { now }) });

describe('ID token verifier against a real local OpenID provider', () => {
  it('accepts a genuine token and returns the identity', async () => {
    expect(await verifier().verify(await provider.issueIdToken(ama))).toEqual({
      subject: 'google-sub-ama',
      email: 'ama@example.com',
      name: 'Ama Mensah',
      picture: 'https://example.com/ama.png',
    });
  });

  it('returns null name and picture when the provider has none', async () => {
    const token = await provider.issueIdToken({
      sub: 'bare',
      email: 'bare@example.com',
      email_verified: true,
    });
    expect(await verifier().verify(token)).toEqual({
      subject: 'bare',
      email: 'bare@example.com',
      name: null,
      picture: null,
    });
  });

  it('rejects a genuine token issued to another client (audience)', async () => {
    const token = await provider.issueIdToken(ama, { clientId: OTHER_CLIENT_ID });
    await expect(verifier().verify(token)).rejects.toThrow(InvalidIdTokenError);
    await expect(verifier().verify(token)).rejects.toThrow(/ERR_JWT_CLAIM_VALIDATION_FAILED/);
  });

  it('rejects an expired token, and accepts it within the clock tolerance', async () => {
    const token = await provider.issueIdToken(ama); // valid for one hour
    const later = (seconds: number) => () => new Date(Date.now() + seconds * 1000);
    await expect(verifier(later(3600 + 30)).verify(token)).resolves.toBeDefined();
    await expect(verifier(later(2 * 3600)).verify(token)).rejects.toThrow(/ERR_JWT_EXPIRED/);
  });

  it('rejects a tampered payload, a tampered signature and garbage', async () => {
    const [header, payload, signature] = (await provider.issueIdToken(ama)).split('.') as [
      string,
      string,
      string,
    ];
    const claims = {
      ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
      sub: 'someone-else',
    };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await expect(verifier().verify(forged)).rejects.toThrow(
      /ERR_JWS_SIGNATURE_VERIFICATION_FAILED/,
    );
    const bytes = Buffer.from(signature, 'base64url');
    bytes[10] = (bytes[10] ?? 0) ^ 0x01;
    const flipped = `${header}.${payload}.${bytes.toString('base64url')}`;
    await expect(verifier().verify(flipped)).rejects.toThrow(
      /ERR_JWS_SIGNATURE_VERIFICATION_FAILED/,
    );
    await expect(verifier().verify('not-a-token')).rejects.toThrow(InvalidIdTokenError);
  });

  it('rejects a token whose e-mail is not verified', async () => {
    const token = await provider.issueIdToken({ ...ama, sub: 'unverified', email_verified: false });
    await expect(verifier().verify(token)).rejects.toThrow(/email not verified/);
  });

  it('rejects a genuine token from another issuer', async () => {
    await expect(verifier().verify(await other.issueIdToken(ama))).rejects.toThrow(
      InvalidIdTokenError,
    );
  });
});
