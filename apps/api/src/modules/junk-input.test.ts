import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';
import { as, createSignedInUser, createTestTenant, randomIp } from '../test/factories.ts';

// Whatever arrives, the answer is a success or a 4xx with the error shape, never a 500.
const ROUTES = [
  ['POST', '/api/login'],
  ['POST', '/api/signup'],
  ['POST', '/api/send-otp-verification-code'],
  ['POST', '/api/verify-otp'],
  ['POST', '/api/send-email-reset-password'],
  ['POST', '/api/reset-password'],
  ['POST', '/api/auth/refresh'],
  ['POST', '/api/tenants'],
  ['PUT', '/api/tenants/:tenant/members/:user'],
  ['PUT', '/api/user/:user'],
  ['PUT', '/api/user/settings'],
  ['POST', '/api/user/employee'],
] as const;

const JUNK: unknown[] = [
  [],
  'text',
  42,
  { email: { $ne: null }, password: ['x'] },
  { token: 'Bearer ' + 'a'.repeat(5000) },
  {
    otp: '１２３４５６',
    email: 'ａ@example.com',
    password: 'x'.repeat(10_000),
    confirm_password: 'y',
  },
  { role: null, new_joiner_actions: 'yes', refreshToken: 12 },
  { email: 'a@example.com', org_type: '__proto__', full_name: '\u0000' },
];

describe.each(databases())('junk input never causes a 500 (%s)', (driver) => {
  const t = useTestApp(driver);

  it.each(ROUTES)('%s %s', async (method, route) => {
    const { token, user } = await createSignedInUser(t.app, t.db);
    const tenant = await createTestTenant(t.db, { owner: user });
    const url = route.replace(':tenant', tenant.id).replace(':user', user.id);
    for (const payload of JUNK) {
      const res = await t.app.inject({
        method,
        url,
        remoteAddress: randomIp(),
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json', ...as(token, tenant.id).headers },
      });
      const what = `${JSON.stringify(payload).slice(0, 80)} → ${res.body}`;
      // 503 is legitimate only for a Google token while Google sign-in is not configured.
      expect(
        res.statusCode === 500 || (res.statusCode === 503 && route !== '/api/login'),
        what,
      ).toBe(false);
      if (res.statusCode >= 400) {
        expect(res.json(), what).toMatchObject({
          message: expect.any(String),
          code: expect.any(String),
        });
      }
    }
  });
});
