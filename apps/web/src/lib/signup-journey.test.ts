import { describe, expect, it } from 'vitest';
import { signedInRedirect } from './signup-journey.ts';

const at = (pathname: string, verifiedEmail: string | null, userEmail = 'selam@example.et') =>
  signedInRedirect({ pathname, userEmail, verifiedEmail, dashboardPath: '/dashboard' });

describe('where a signed-in user on a guest-only page goes', () => {
  it('sends everyone without a sign-up in progress to the dashboard', () => {
    for (const path of ['/login', '/signup', '/signup/tenant-setup', '/verify-otp'])
      expect(at(path, null)).toBe('/dashboard');
  });

  it('lets the account the wizard verified finish its pharmacy', () => {
    expect(at('/signup/tenant-setup', 'selam@example.et')).toBeNull();
    expect(at('/signup/review/', 'Selam@Example.et')).toBeNull();
    // Earlier sign-up steps lead back to the pharmacy; other guest pages to the dashboard.
    expect(at('/signup/basic-info', 'selam@example.et')).toBe('/signup/tenant-setup');
    expect(at('/signup', 'selam@example.et')).toBe('/signup/tenant-setup');
    expect(at('/login', 'selam@example.et')).toBe('/dashboard');
  });

  it('does not let another signed-in account into someone else’s sign-up', () => {
    expect(at('/signup/review', 'selam@example.et', 'abebe@example.et')).toBe('/dashboard');
  });
});
