import type { TOutboxResponse } from '@dawa/contract';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { createTestUser, randomIp, waitForOutboxMail } from '../../test/factories.ts';

describe.each(databases())('GET /api/dev/outbox (%s)', (driver) => {
  const t = useTestApp(driver);

  it('lists kept mail, newest first, outside production', async () => {
    const { email } = await createTestUser(t.db);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send-email-reset-password',
      payload: { email },
      remoteAddress: randomIp(),
    });
    const { otp } = sent.json<{ otp: string }>();
    const mail = await waitForOutboxMail(t.app, email, /password reset code/);
    expect(mail).toMatchObject({ to: email, html: null, createdAt: expect.any(String) });
    expect(mail.text).toContain(otp);
    const { docs } = (
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })
    ).json<TOutboxResponse>();
    expect(docs[0]?.id).toBe(mail.id);
  });

  it('does not exist in production', async () => {
    const prod = await t.build({
      env: {
        NODE_ENV: 'production',
        AUTH_TOKEN_SECRET: 'p'.repeat(40),
        OTP_PEPPER: 'q'.repeat(40),
      },
    });
    const res = await prod.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
