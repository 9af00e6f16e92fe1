import { describe, expect, it } from 'vitest';
import {
  canResend,
  generateOneTimeCode,
  hashOneTimeCode,
  isExpired,
  isLocked,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  secondsUntilResend,
  verifyOneTimeCode,
} from './one-time-codes.ts';

const pepper = 'test-pepper-test-pepper-test-pepper!!';
const options = { pepper, context: 'reset:ama@example.com' };

describe('one-time codes', () => {
  it('generates 6-digit codes, keeping leading zeros, spread over the range', () => {
    const codes = Array.from({ length: 2000 }, generateOneTimeCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // ~10% start with 0 when uniform; a padStart bug or a 100000.. range would give none.
    expect(codes.filter((c) => c.startsWith('0')).length).toBeGreaterThan(100);
  });

  it('hashes with a per-code salt and verifies the same code only', () => {
    const stored = hashOneTimeCode('004217', options);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain('004217');
    expect(hashOneTimeCode('004217', options)).not.toBe(stored);
    expect(verifyOneTimeCode('004217', stored, options)).toBe(true);
    expect(verifyOneTimeCode('004218', stored, options)).toBe(false);
  });

  it('binds the code to its pepper and context', () => {
    const stored = hashOneTimeCode('123456', options);
    expect(verifyOneTimeCode('123456', stored, { ...options, pepper: `${pepper}x` })).toBe(false);
    expect(
      verifyOneTimeCode('123456', stored, { ...options, context: 'reset:kofi@example.com' }),
    ).toBe(false);
    expect(verifyOneTimeCode('123456', stored, { pepper })).toBe(false);
  });

  it.each(['12345', '1234567', ' 123456', 'abcdef', ''])(
    'rejects the malformed code %j',
    (code) => {
      expect(verifyOneTimeCode(code, hashOneTimeCode('123456', options), options)).toBe(false);
    },
  );

  it.each(['', 'garbage', 'v1.abc', 'v2.abc.def', 'v1.abc.def.ghi', 'v1..'])(
    'returns false for the stored value %j',
    (stored) => {
      expect(verifyOneTimeCode('123456', stored, options)).toBe(false);
    },
  );

  it('refuses a pepper shorter than 32 bytes', () => {
    expect(() => hashOneTimeCode('123456', { pepper: 'short' })).toThrow(/32 bytes/);
  });

  it('expires exactly at the TTL (10 minutes)', () => {
    const createdAt = new Date('2025-01-01T10:00:00Z');
    expect(OTP_TTL_MS).toBe(600_000);
    expect(isExpired(createdAt, new Date(createdAt.getTime() + OTP_TTL_MS - 1))).toBe(false);
    expect(isExpired(createdAt, new Date(createdAt.getTime() + OTP_TTL_MS))).toBe(true);
    expect(isExpired(createdAt, new Date(createdAt.getTime() + 5_000), 5_000)).toBe(true);
  });

  it('allows a resend only after the 60 s cooldown', () => {
    const sentAt = new Date('2025-01-01T10:00:00Z');
    const at = (ms: number) => new Date(sentAt.getTime() + ms);
    expect(OTP_RESEND_COOLDOWN_MS).toBe(60_000);
    expect(canResend(null, sentAt)).toBe(true);
    expect(canResend(sentAt, at(59_999))).toBe(false);
    expect(canResend(sentAt, at(60_000))).toBe(true);
    expect(secondsUntilResend(sentAt, at(0))).toBe(60);
    expect(secondsUntilResend(sentAt, at(59_001))).toBe(1);
    expect(secondsUntilResend(sentAt, at(60_000))).toBe(0);
    expect(secondsUntilResend(null, at(0))).toBe(0);
  });

  it('locks on the 5th failed attempt', () => {
    expect(OTP_MAX_ATTEMPTS).toBe(5);
    expect(isLocked(0)).toBe(false);
    expect(isLocked(4)).toBe(false);
    expect(isLocked(5)).toBe(true);
    expect(isLocked(6)).toBe(true);
    expect(isLocked(2, 3)).toBe(false);
    expect(isLocked(3, 3)).toBe(true);
  });
});
