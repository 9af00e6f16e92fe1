import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_HASH_PARAMS, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and the OWASP parameters, salted per hash', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('s3cret-pass');
    expect(await verifyPassword(stored, 's3cret-pass')).toBe(true);
    expect(await verifyPassword(stored, 's3cret-pasS')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('handles unicode passwords byte-exactly', async () => {
    const stored = await hashPassword('ፓስወርድ-🔑');
    expect(await verifyPassword(stored, 'ፓስወርድ-🔑')).toBe(true);
    expect(await verifyPassword(stored, 'ፓስወርድ-')).toBe(false);
  });

  it.each([
    ['garbage', 'not-a-hash'],
    ['truncated', '$argon2id$v=19$m=19456,t=2,p=1$abc'],
    ['other scheme', '$2b$10$abcdefghijklmnopqrstuuJ0d6oB3VYcG5pE8cMk3Y1bXh5uC2'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('returns false (never throws) for a %s hash', async (_label, stored) => {
    await expect(verifyPassword(stored, 'anything')).resolves.toBe(false);
  });

  it('flags hashes made with weaker parameters for rehash', async () => {
    const weak = await hash('pw', { ...PASSWORD_HASH_PARAMS, memoryCost: 4096, timeCost: 1 });
    expect(await verifyPassword(weak, 'pw')).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('pw'))).toBe(false);
    expect(needsRehash('not-a-hash')).toBe(true);
  });
});
