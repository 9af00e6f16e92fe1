import { MESSAGES, ZMember, type TErrorResponse, type TSessionResponse } from '@dawa/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createTestWorld,
  randomIp,
  uniqueEmail,
  waitForOutboxMail,
} from '../../test/factories.ts';

describe.each(databases())('POST /api/user/employee (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  const world = () => createTestWorld(t.app, t.db);

  describe('POST /api/user/employee', () => {
    const employee = (email: string, role = 'USER') => ({
      phone_number: '0911223344',
      full_name: 'New Hire',
      email,
      role,
    });

    it('adds a new person to the pharmacy and e-mails an invitation that lets them in', async () => {
      const { owner, tenant } = await world();
      const email = uniqueEmail('hire');
      const res = await call({
        method: 'POST',
        url: '/api/user/employee',
        payload: employee(email, 'ADMIN'),
        ...as(owner.token, tenant.id),
      });
      expect(res.statusCode).toBe(201);
      const member = ZMember.parse(res.json());
      expect(member).toMatchObject({
        role: 'ADMIN',
        user: { email, fullName: 'New Hire', emailVerified: false },
      });
      const invitation = await waitForOutboxMail(t.app, email);
      expect(invitation.subject).toMatch(/added you to Test Pharmacy/);
      expect(invitation.text).toContain(`/resend-otp?email=${encodeURIComponent(email)}`);
      expect(invitation.text).toMatch(/\/login\?invitation=[\w-]{20,}&email=/);

      // Following the invitation: ask for a code, verify with a password, sign in, see the pharmacy.
      const ip = randomIp();
      await call({
        method: 'POST',
        url: '/api/send-otp-verification-code',
        payload: { email },
        remoteAddress: ip,
      });
      const otp = /\b(\d{6})\b/.exec(
        (await waitForOutboxMail(t.app, email, /verification code/)).text,
      )?.[1];
      const verify = await call({
        method: 'POST',
        url: '/api/verify-otp',
        remoteAddress: ip,
        payload: { otp, email, password: 'hired-123', confirm_password: 'hired-123' },
      });
      expect(verify.statusCode).toBe(200);
      const login = await call({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { email, password: 'hired-123' },
      });
      const current = await call({
        method: 'GET',
        url: '/api/tenants/current',
        ...as(login.json<TSessionResponse>().accessToken, tenant.id),
      });
      expect(current.json()).toMatchObject({ id: tenant.id, role: 'ADMIN' });
    });

    it('the invitation link signs the new member in once, verified, to their pharmacy', async () => {
      const { owner, tenant } = await world();
      const email = uniqueEmail('linked');
      await call({
        method: 'POST',
        url: '/api/user/employee',
        payload: employee(email),
        ...as(owner.token, tenant.id),
      });
      const mail = await waitForOutboxMail(t.app, email);
      const link = new URL(/(http\S+\/login\?invitation=\S+)/.exec(mail.text)?.[1] ?? '');
      const token = link.searchParams.get('invitation');
      expect(link.searchParams.get('email')).toBe(email);
      const accept = (payload: object) =>
        call({
          method: 'POST',
          url: '/api/auth/invitation',
          payload,
          remoteAddress: randomIp(),
        });

      const wrong = await accept({ email, token: 'not-the-token' });
      expect(wrong.statusCode).toBe(400);
      const otherEmail = await accept({ email: uniqueEmail('someone-else'), token });
      expect(otherEmail.statusCode).toBe(400);
      expect(otherEmail.json<TErrorResponse>().message).toBe(wrong.json<TErrorResponse>().message);

      const res = await accept({ email, token });
      expect(res.statusCode).toBe(200);
      const session = res.json<TSessionResponse>();
      expect(session.user).toMatchObject({ email, emailVerified: true });
      const current = await call({
        method: 'GET',
        url: '/api/tenants/current',
        ...as(session.accessToken, tenant.id),
      });
      expect(current.json()).toMatchObject({ id: tenant.id, role: 'USER' });

      // One use: the same link again is refused.
      expect((await accept({ email, token })).statusCode).toBe(400);
      // Bad input gets the contract's messages.
      const bad = await accept({ email: 'x', token: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<TErrorResponse>().issues?.map((i) => i.message)).toEqual(
        expect.arrayContaining([MESSAGES.emailInvalid]),
      );
    });

    it('an invitation link stops working after 7 days', async () => {
      const { owner, tenant } = await world();
      const email = uniqueEmail('late');
      await call({
        method: 'POST',
        url: '/api/user/employee',
        payload: employee(email),
        ...as(owner.token, tenant.id),
      });
      const mail = await waitForOutboxMail(t.app, email);
      const token = /invitation=([\w-]+)/.exec(mail.text)?.[1];
      const weekLater = await t.build({
        now: () => new Date(Date.now() + 7 * 24 * 60 * 60_000 + 1_000),
      });
      const res = await weekLater.inject({
        method: 'POST',
        url: '/api/auth/invitation',
        payload: { email, token },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(400);
    });

    it('adds an existing account as it is, and refuses a second membership with 409', async () => {
      const { owner, outsider, tenant } = await world();
      const res = await call({
        method: 'POST',
        url: '/api/user/employee',
        payload: employee(outsider.email),
        ...as(owner.token, tenant.id),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.id).toBe(outsider.user.id);
      const again = await call({
        method: 'POST',
        url: '/api/user/employee',
        payload: employee(outsider.email),
        ...as(owner.token, tenant.id),
      });
      expect(again.statusCode).toBe(409);
    });

    it('is for owners and administrators of the current pharmacy only', async () => {
      const { user, outsider, tenant } = await world();
      const add = (token: string | null, tenantId?: string) =>
        call({
          method: 'POST',
          url: '/api/user/employee',
          payload: employee(uniqueEmail()),
          ...as(token, tenantId),
        });
      expect((await add(user.token, tenant.id)).statusCode).toBe(403);
      expect((await add(outsider.token, tenant.id)).statusCode).toBe(404);
      expect((await add(outsider.token)).statusCode).toBe(400);
      expect((await add(null, tenant.id)).statusCode).toBe(401);
    });

    it('answers the spec messages on bad input', async () => {
      const { owner, tenant } = await world();
      for (const [field, value, message] of [
        ['role', 'OWNER', MESSAGES.roleInvalid],
        ['phone_number', '12', MESSAGES.phone],
        ['full_name', '', MESSAGES.fullNameRequired],
        ['email', 'x', MESSAGES.emailInvalid],
        ['picture', 'x', MESSAGES.pictureInvalid],
      ] as const) {
        const res = await call({
          method: 'POST',
          url: '/api/user/employee',
          payload: { ...employee(uniqueEmail()), [field]: value },
          ...as(owner.token, tenant.id),
        });
        expect(res.statusCode, field).toBe(400);
        expect(res.json<TErrorResponse>().issues).toEqual([{ path: field, message }]);
      }
    });
  });
});
