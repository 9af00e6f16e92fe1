import { describe, expect, it } from 'vitest';
import { isTokenExpired } from './token-expiry.ts';

const jwt = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('isTokenExpired', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  it('reads exp, with room for the trip to the server', () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now / 1000 + 5 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now / 1000 + 600 }), now)).toBe(false);
  });

  it('leaves tokens it cannot read to the server', () => {
    expect(isTokenExpired('opaque-token', now)).toBe(false);
    expect(isTokenExpired('a.%%%.c', now)).toBe(false);
    expect(isTokenExpired(jwt({ sub: 'x' }), now)).toBe(false);
  });
});
