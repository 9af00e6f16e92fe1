import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read at run time; 2 is Argon2id.
const ARGON2ID: Algorithm = 2;

/**
 * OWASP Password Storage Cheat Sheet, first argon2id option: 19 MiB, 2 passes, 1 lane.
 * Raising any of these later is safe: old hashes carry their own parameters (PHC string) and
 * still verify; `needsRehash` tells the login path to upgrade them.
 */
export const PASSWORD_HASH_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export type PasswordHashParams = typeof PASSWORD_HASH_PARAMS;

/** An argon2id PHC string (`$argon2id$v=19$m=...`) with a fresh 16-byte random salt. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_PARAMS);
}

// Verified against when the account does not exist or has no password (Google-only users), so a
// login answers in the same time either way and does not reveal which e-mails are registered.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash('dawa-dummy-password-for-timing', PASSWORD_HASH_PARAMS);
  return dummyHash;
}

/**
 * True only when `password` matches `storedHash`. Never throws for bad input: a malformed or
 * truncated hash (corrupt row, hash of another scheme) is a failed login, not a 500.
 * The comparison inside argon2 is constant-time; a missing hash still costs one argon2 run.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === null || storedHash === undefined || storedHash === '') {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when the hash was made with weaker (or different) parameters than today's policy. */
export function needsRehash(storedHash: string): boolean {
  try {
    const used = parseOptions(storedHash);
    return (
      used.algorithm !== PASSWORD_HASH_PARAMS.algorithm ||
      used.memoryCost < PASSWORD_HASH_PARAMS.memoryCost ||
      used.timeCost < PASSWORD_HASH_PARAMS.timeCost ||
      used.parallelism !== PASSWORD_HASH_PARAMS.parallelism
    );
  } catch {
    // Unparseable hashes cannot be verified either; the next successful reset replaces them.
    return true;
  }
}
