import { MESSAGES, type TErrorResponse } from '@dawa/contract';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { randomIp, signupBody, signupPersonBody } from '../../test/factories.ts';

describe.each(databases())('e-mail accounts: validation messages (%s)', (driver) => {
  const t = useTestApp(driver);
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });
  const good = signupBody('valid@example.com');

  it.each([
    ['phone_number', '12a', MESSAGES.phone],
    ['full_name', '', MESSAGES.fullNameRequired],
    ['email', 'nope', MESSAGES.emailInvalid],
    ['picture', 'not a url', MESSAGES.pictureInvalid],
    ['org_name', 'x'.repeat(101), MESSAGES.orgNameMax],
    ['org_type', 'BANK', MESSAGES.orgTypeInvalid],
    ['address', 'abc', MESSAGES.addressShort],
    ['city', 'A', MESSAGES.cityShort],
    ['tin_number', '123', MESSAGES.tinShort],
  ])(
    'POST /api/signup: a bad %s answers 400 with its spec message',
    async (field, value, message) => {
      const res = await post('/api/signup', { ...good, [field]: value });
      expect(res.statusCode).toBe(400);
      const body = res.json<TErrorResponse>();
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(body.issues).toEqual([{ path: field, message }]);
    },
  );

  it('POST /api/signup: a missing field answers its spec message too', async () => {
    const { full_name: _name, tin_number: _tin, ...rest } = good;
    const res = await post('/api/signup', rest);
    expect(res.json<TErrorResponse>().issues).toEqual([
      { path: 'full_name', message: MESSAGES.fullNameRequired },
      { path: 'tin_number', message: MESSAGES.tinShort },
    ]);
  });

  it('POST /api/signup: some organisation fields without the others answer each missing one', async () => {
    const { address: _a, city: _c, tin_number: _tin, ...partial } = good;
    const res = await post('/api/signup', { ...partial, org_type: 'BANK' });
    expect(res.statusCode).toBe(400);
    expect(res.json<TErrorResponse>().issues).toEqual([
      { path: 'org_type', message: MESSAGES.orgTypeInvalid },
      { path: 'address', message: MESSAGES.addressShort },
      { path: 'city', message: MESSAGES.cityShort },
      { path: 'tin_number', message: MESSAGES.tinShort },
    ]);
  });

  it('POST /api/signup: without any organisation field the sign-up is valid', async () => {
    const res = await post('/api/signup', signupPersonBody(`person-${Date.now()}@example.com`));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    [
      { otp: '123456', email: 'a@example.com', password: '123', confirm_password: '123' },
      'password',
      MESSAGES.passwordMin,
    ],
    [
      { otp: '123456', email: 'a@example.com', password: 'secret-1', confirm_password: '1' },
      'confirm_password',
      MESSAGES.passwordConfirm,
    ],
    [
      { otp: '123456', email: 'a@example.com', password: 'secret-1', confirm_password: 'secret-2' },
      'confirm_password',
      MESSAGES.passwordsMatch,
    ],
    [
      { otp: '12', email: 'a@example.com', password: 'secret-1', confirm_password: 'secret-1' },
      'otp',
      MESSAGES.otpInvalid,
    ],
    [
      { otp: '123456', email: 'bad', password: 'secret-1', confirm_password: 'secret-1' },
      'email',
      MESSAGES.emailInvalid,
    ],
  ])('POST /api/verify-otp %j answers 400 with the message', async (payload, path, message) => {
    const res = await post('/api/verify-otp', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<TErrorResponse>().issues).toContainEqual({ path, message });
  });

  it.each([
    ['/api/send-otp-verification-code', { email: 'bad' }, 'email', MESSAGES.emailInvalid],
    ['/api/send-email-reset-password', { email: '' }, 'email', MESSAGES.emailRequired],
    [
      '/api/reset-password',
      { otp: '123456', email: 'a@example.com', new_password: '12' },
      'new_password',
      MESSAGES.passwordMin,
    ],
    [
      '/api/reset-password',
      { otp: 'abcdef', email: 'a@example.com', new_password: 'secret-1' },
      'otp',
      MESSAGES.otpInvalid,
    ],
  ])('POST %s %j answers 400 with the message', async (url, payload, path, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<TErrorResponse>().issues).toContainEqual({ path, message });
  });
});
