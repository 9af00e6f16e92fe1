import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decideRefresh,
  hashRefreshToken,
  isRefreshTokenFormat,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
} from './refresh-tokens.ts';

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url with a sha256 hex hash', () => {
    const { token, hash } = newRefreshToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashRefreshToken(token)).toBe(hash);
    expect(newRefreshToken().token).not.toBe(token);
  });

  it('recognise their own shape only', () => {
    expect(isRefreshTokenFormat(newRefreshToken().token)).toBe(true);
    expect(isRefreshTokenFormat('')).toBe(false);
    expect(isRefreshTokenFormat('x'.repeat(44))).toBe(false);
    expect(isRefreshTokenFormat(`${'x'.repeat(42)}=`)).toBe(false);
  });

  describe('decideRefresh', () => {
    const start = new Date('2025-03-01T08:00:00Z');
    const fresh = { familyCreatedAt: start, usedAt: null, familyRevokedAt: null };
    const at = (ms: number) => new Date(start.getTime() + ms);

    it('rotates an unused token of a live family until the absolute lifetime ends', () => {
      expect(decideRefresh(fresh, at(1000))).toBe('rotate');
      expect(decideRefresh(fresh, at(REFRESH_TOKEN_TTL_MS - 1))).toBe('rotate');
      expect(decideRefresh(fresh, at(REFRESH_TOKEN_TTL_MS))).toBe('expired');
    });

    it('treats a second use as theft, even after expiry', () => {
      const used = { ...fresh, usedAt: at(5000) };
      expect(decideRefresh(used, at(6000))).toBe('reuse-detected');
      expect(decideRefresh(used, at(REFRESH_TOKEN_TTL_MS + 1))).toBe('reuse-detected');
    });

    it('refuses every token of a revoked family', () => {
      expect(decideRefresh({ ...fresh, familyRevokedAt: at(1) }, at(2))).toBe('revoked');
      expect(decideRefresh({ ...fresh, usedAt: at(1), familyRevokedAt: at(1) }, at(2))).toBe(
        'revoked',
      );
    });
  });
});
