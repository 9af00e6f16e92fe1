import { describe, expect, it } from 'vitest';
import { isValidUrl, truncate } from './helpers.ts';
import { ROUTES, findRoute, matchRoute } from './routes.ts';

describe('isValidUrl', () => {
  it.each(['https://dawa.et', 'http://127.0.0.1:3000/a?b=c'])('accepts %s', (u) =>
    expect(isValidUrl(u)).toBe(true),
  );
  it.each(['', 'dawa.et', 'javascript:alert(1)', 'ftp://x.org/file', 'http//broken'])(
    'rejects %j',
    (u) => expect(isValidUrl(u)).toBe(false),
  );
});

describe('truncate', () => {
  it('keeps short strings', () => expect(truncate('Amoxicillin', 20)).toBe('Amoxicillin'));
  it('cuts long strings to the limit with an ellipsis', () => {
    const out = truncate('Amoxicillin 500 mg capsules', 12);
    expect(out).toBe('Amoxicillin…');
    expect(out.length).toBeLessThanOrEqual(12);
  });
  it('handles a zero limit', () => expect(truncate('abc', 0)).toBe(''));
});

describe('route table', () => {
  it('has every path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('marks the spec routes with their access', () => {
    expect(findRoute('/dashboard')?.access).toBe('auth');
    expect(findRoute('/report/credit-contact-report')?.access).toBe('auth');
    expect(findRoute('/post/confirmation')?.access).toBe('visitor');
    expect(findRoute('/terms-and-condition')?.access).toBe('visitor');
  });
  it('sends signed-in users away from login, sign-up, OTP and reset only', () => {
    const guestOnly = ROUTES.filter((r) => r.guestOnly).map((r) => r.path);
    expect(guestOnly).toEqual(
      expect.arrayContaining([
        '/login',
        '/signup',
        '/signup/review',
        '/verify-otp',
        '/resend-otp',
        '/forget-password-request',
        '/forget-password-reset',
      ]),
    );
    expect(guestOnly).not.toContain('/');
    expect(guestOnly).not.toContain('/post/step-1-media-upload');
  });
  it('counts the 78 routes of spec section 2 (24 visitor, 53 auth, 1 other)', () => {
    expect(
      ROUTES.filter((r) => r.access === 'visitor' && r.path !== '/terms-and-condition'),
    ).toHaveLength(24);
    expect(ROUTES.filter((r) => r.access === 'auth')).toHaveLength(53);
    expect(ROUTES).toHaveLength(78);
  });
});

describe('matchRoute', () => {
  it('finds exact paths, ignoring a trailing slash', () => {
    expect(matchRoute('/dashboard')?.title).toBe('Dashboard');
    expect(matchRoute('/dashboard/')?.title).toBe('Dashboard');
    expect(matchRoute('/')?.title).toBe('Home');
  });
  it('finds nothing for unknown paths', () => {
    expect(matchRoute('/no-such-page')).toBeUndefined();
    expect(matchRoute('/dashboard/extra')).toBeUndefined();
  });
});
