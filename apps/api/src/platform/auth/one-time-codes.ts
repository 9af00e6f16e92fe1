import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_COOLDOWN_MS = 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** The pepper is an HMAC key: shorter than the hash output would weaken it. */
export const OTP_PEPPER_MIN_BYTES = 32;

const CODE_PATTERN = /^\d{6}$/;
const FORMAT_VERSION = 'v1';

/** A uniformly random 6-digit code, leading zeros kept ("004217"); randomInt is a CSPRNG without modulo bias. */
export function generateOneTimeCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export interface CodeHashOptions {
  /** Server secret kept out of the database (config), at least 32 bytes. */
  pepper: string | Uint8Array;
  /**
   * What the code is for, e.g. `reset:ama@example.com`. Mixed into the MAC so a code row copied to
   * another account or purpose does not verify there.
   */
  context?: string;
}

/*
 * Why HMAC-SHA256 with a pepper and not argon2: a 6-digit code has only 10^6 values, so anyone who
 * reads the table can brute-force even an argon2 hash of it in minutes. What protects a leaked row is
 * a secret that is not in the database (the pepper); with it the hash is cheap, which also keeps the
 * verify endpoint from being a CPU amplifier. The per-code salt makes equal codes store differently.
 * The attempt lock (OTP_MAX_ATTEMPTS) is what stops online guessing.
 */
function mac(code: string, salt: Uint8Array, { pepper, context = '' }: CodeHashOptions): Buffer {
  const key = typeof pepper === 'string' ? Buffer.from(pepper, 'utf8') : pepper;
  if (key.byteLength < OTP_PEPPER_MIN_BYTES)
    throw new Error(`OTP pepper must be at least ${OTP_PEPPER_MIN_BYTES} bytes`);
  // Length-prefixed fields, so ("ab","c") and ("a","bc") cannot collide.
  return createHmac('sha256', key)
    .update(`${FORMAT_VERSION}\n${Buffer.byteLength(context)}:${context}\n`)
    .update(salt)
    .update(code)
    .digest();
}

/** Storage form `v1.<salt>.<mac>` (base64url), self-describing so the scheme can change later. */
export function hashOneTimeCode(code: string, options: CodeHashOptions): string {
  const salt = randomBytes(16);
  return [
    FORMAT_VERSION,
    salt.toString('base64url'),
    mac(code, salt, options).toString('base64url'),
  ].join('.');
}

/** Constant-time check of a submitted code; false (never throws) for malformed input or stored values. */
export function verifyOneTimeCode(
  code: string,
  storedHash: string,
  options: CodeHashOptions & { format?: RegExp },
): boolean {
  if (!(options.format ?? CODE_PATTERN).test(code)) return false;
  const [version, saltText, macText, ...rest] = storedHash.split('.');
  if (
    version !== FORMAT_VERSION ||
    saltText === undefined ||
    macText === undefined ||
    rest.length > 0
  )
    return false;
  const expected = Buffer.from(macText, 'base64url');
  const actual = mac(code, Buffer.from(saltText, 'base64url'), options);
  // timingSafeEqual throws on different lengths; a length mismatch means a corrupt row, not a guess.
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

// Policy helpers take `now` so callers (and tests) decide the clock; they never read Date.now().

/** A code is dead once its full TTL has passed (at exactly createdAt + ttl it is already expired). */
export function isExpired(createdAt: Date, now: Date, ttlMs: number = OTP_TTL_MS): boolean {
  return now.getTime() - createdAt.getTime() >= ttlMs;
}

/** A new code may be sent when none was sent yet or the cooldown has fully elapsed. */
export function canResend(
  lastSentAt: Date | null,
  now: Date,
  cooldownMs: number = OTP_RESEND_COOLDOWN_MS,
): boolean {
  return lastSentAt === null || now.getTime() - lastSentAt.getTime() >= cooldownMs;
}

/** Whole seconds until `canResend` turns true, for a Retry-After header; 0 when it already is. */
export function secondsUntilResend(
  lastSentAt: Date | null,
  now: Date,
  cooldownMs: number = OTP_RESEND_COOLDOWN_MS,
): number {
  if (lastSentAt === null) return 0;
  return Math.max(0, Math.ceil((lastSentAt.getTime() + cooldownMs - now.getTime()) / 1000));
}

/** Locked once `max` wrong codes were tried: the 5th wrong try locks, so at most 5 guesses per code. */
export function isLocked(failedAttempts: number, max: number = OTP_MAX_ATTEMPTS): boolean {
  return failedAttempts >= max;
}
