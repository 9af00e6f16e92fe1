import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { createTestUser, randomIp, waitForOutboxMail } from '../../test/factories.ts';
import { devAidsEnabled, isLoopbackAddress } from './dev-aids.ts';
import { escapeHtml, outboxPage } from './outbox-page.ts';
import { prefersHtml } from './outbox.routes.ts';

describe('development aids: when and to whom', () => {
  it('are off by default and on only for an explicit development or test', () => {
    expect(devAidsEnabled(loadConfig({}))).toBe(false);
    expect(devAidsEnabled(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(devAidsEnabled(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(devAidsEnabled(loadConfig({ NODE_ENV: 'test' }))).toBe(true);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.9.8.7', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.1', true],
    ['10.0.0.1', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.1', false],
    ['fe80::1', false],
    ['127.0.0.1.example.com', false],
    ['', false],
    [undefined, false],
  ])('peer %s is loopback: %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });

  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['application/json', false],
    ['*/*', false],
    [undefined, false],
    ['application/json, text/html', false],
    ['text/html;q=0.5, application/json', false],
    ['text/html, application/json;q=0.9', true],
    ['text/html;q=0', false],
  ])('Accept %s prefers the page: %s', (accept, expected) => {
    expect(prefersHtml(accept)).toBe(expected);
  });
});

describe('the outbox page', () => {
  const mail = (over: Partial<Record<'to' | 'subject' | 'text' | 'createdAt', string>>) => ({
    id: crypto.randomUUID(),
    to: 'a@example.com',
    subject: 'Your code',
    text: 'Your code is 123456.',
    html: null,
    createdAt: '2025-01-02T03:04:05.678Z',
    ...over,
  });

  it('escapes everything a user could have typed and keeps codes and links visible', () => {
    const page = outboxPage({
      docs: [
        mail({
          to: '"><script>alert(1)</script>@x.example',
          subject: '<img src=x onerror=alert(1)>',
          text: 'Hello <b>Selam</b> & co. Your code is 654321. Open https://dawa.example/resend-otp?email=a%40b.c&x=1. Or "javascript:alert(1)".',
        }),
      ],
    });
    expect(page).not.toMatch(/<script|<img|<b>/);
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(page).toContain('Hello &#60;b&#62;Selam&#60;/b&#62; &#38; co.');
    expect(page).toContain('code <code class="code">654321</code>');
    expect(page).toContain(
      '<a href="https://dawa.example/resend-otp?email=a%40b.c&#38;x=1">https://dawa.example/resend-otp?email=a%40b.c&#38;x=1</a>.',
    );
    expect(page).not.toContain('href="javascript');
    expect(page).toContain('2025-01-02 03:04:05 UTC');
  });

  it('says so when there is no mail', () => {
    expect(outboxPage({ docs: [] })).toContain('No mail yet');
    expect(escapeHtml(`<>&"'`)).toBe('&#60;&#62;&#38;&#34;&#39;');
  });
});

describe.each(databases())('the reset code in the answer (%s)', (driver) => {
  const t = useTestApp(driver);

  const askReset = async (app: FastifyInstance, options: Partial<InjectOptions> = {}) => {
    const { email } = await createTestUser(t.db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/send-email-reset-password',
      payload: { email },
      ...options,
    });
    expect(res.statusCode).toBe(200);
    return { email, body: res.json<{ message: string; otp?: string }>() };
  };

  it('is given in development to a client on this machine only', async () => {
    const dev = await t.build({ env: { NODE_ENV: 'development', TRUST_PROXY: 'true' } });
    const local = await askReset(dev, { remoteAddress: '127.0.0.1' });
    expect(local.body.otp).toMatch(/^\d{6}$/);
    const mail = await waitForOutboxMail(dev, local.email, /password reset code/);
    expect(mail.text).toContain(local.body.otp);

    expect((await askReset(dev, { remoteAddress: randomIp() })).body).toEqual({
      message: 'If an account uses this e-mail, we sent it a password reset code.',
    });
    // X-Forwarded-For is what a trusted proxy says, and anyone can say it: the TCP peer decides.
    const claimed = await askReset(dev, {
      remoteAddress: randomIp(),
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(claimed.body.otp).toBeUndefined();
  });

  it('is never given in production, not even to this machine', async () => {
    const prod = await t.build({ env: { NODE_ENV: 'production' } });
    const local = await askReset(prod, { remoteAddress: '127.0.0.1' });
    expect(local.body).toEqual({
      message: 'If an account uses this e-mail, we sent it a password reset code.',
    });
  });
});
