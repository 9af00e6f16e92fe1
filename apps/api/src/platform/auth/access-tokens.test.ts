import { decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokenError, createAccessTokens } from './access-tokens.ts';

const secret = 'an-access-token-secret-of-32-bytes+';
const tokens = createAccessTokens({ secret });
const now = new Date('2025-03-01T08:00:00Z');
const subject = { userId: 'user-1', sessionId: 'session-1' };
const after = (seconds: number) => new Date(now.getTime() + seconds * 1000);

async function failure(promise: Promise<unknown>): Promise<AccessTokenError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AccessTokenError);
  return error as AccessTokenError;
}

describe('access tokens', () => {
  it('round-trips user and session with a 15-minute lifetime', async () => {
    const { token, expiresAt } = await tokens.sign(subject, now);
    expect(expiresAt).toEqual(after(ACCESS_TOKEN_TTL_SECONDS));
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const claims = await tokens.verify(token, after(60));
    expect(claims).toEqual({ userId: 'user-1', sessionId: 'session-1', issuedAt: now, expiresAt });
  });

  it('fails as expired after the 15 minutes (plus the small clock tolerance)', async () => {
    const { token } = await tokens.sign(subject, now);
    await expect(tokens.verify(token, after(15 * 60 + 4))).resolves.toMatchObject({
      userId: 'user-1',
    });
    expect((await failure(tokens.verify(token, after(15 * 60 + 6)))).reason).toBe('expired');
  });

  it('fails as invalid when the signature or payload is tampered with', async () => {
    const { token } = await tokens.sign(subject, now);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // Flip bits in the decoded bytes: editing the last base64url character may only touch padding bits.
    const bytes = Buffer.from(signature, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    const flipped = bytes.toString('base64url');
    expect((await failure(tokens.verify(`${header}.${payload}.${flipped}`, now))).reason).toBe(
      'invalid',
    );
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'admin' }),
    ).toString('base64url');
    expect((await failure(tokens.verify(`${header}.${forged}.${signature}`, now))).reason).toBe(
      'invalid',
    );
  });

  it('fails as invalid for a token signed with another secret, even when it is also expired', async () => {
    const other = createAccessTokens({ secret: `${secret}-other` });
    const { token } = await other.sign(subject, now);
    expect((await failure(tokens.verify(token, now))).reason).toBe('invalid');
    expect((await failure(tokens.verify(token, after(3600)))).reason).toBe('invalid');
  });

  it.each([
    ['wrong audience', { aud: 'another-api', iss: 'dawa', typ: 'at+jwt' }],
    ['wrong issuer', { aud: 'dawa-api', iss: 'someone', typ: 'at+jwt' }],
    ['wrong type', { aud: 'dawa-api', iss: 'dawa', typ: 'JWT' }],
  ])('fails as invalid for a %s', async (_label, { aud, iss, typ }) => {
    const token = await new SignJWT({ sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256', typ })
      .setSubject('user-1')
      .setIssuer(iss)
      .setAudience(aud)
      .setIssuedAt(now)
      .setExpirationTime(after(900))
      .sign(new TextEncoder().encode(secret));
    expect((await failure(tokens.verify(token, now))).reason).toBe('invalid');
  });

  it('fails as invalid without a session id, and for garbage or an unsigned token', async () => {
    const key = new TextEncoder().encode(secret);
    const noSid = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('u')
      .setIssuer('dawa')
      .setAudience('dawa-api')
      .setIssuedAt(now)
      .setExpirationTime(after(900))
      .sign(key);
    expect((await failure(tokens.verify(noSid, now))).reason).toBe('invalid');
    expect((await failure(tokens.verify('not.a.jwt', now))).reason).toBe('invalid');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${Buffer.from('{"sub":"u","sid":"s"}').toString('base64url')}.`;
    expect((await failure(tokens.verify(unsigned, now))).reason).toBe('invalid');
  });

  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => createAccessTokens({ secret: 'short' })).toThrow(/32 bytes/);
  });
});
