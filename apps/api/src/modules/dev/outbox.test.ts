import type { TOutboxResponse } from '@dawa/contract';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { createTestUser, randomIp, waitForOutboxMail } from '../../test/factories.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe.each(databases())('GET /api/dev/outbox (%s)', (driver) => {
  const t = useTestApp(driver);

  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/send-email-reset-password',
      payload: { email },
      remoteAddress: randomIp(),
    });

  it('lists kept mail as JSON, newest first, to a loopback client outside production', async () => {
    const { email } = await createTestUser(t.db);
    await requestReset(email);
    const mail = await waitForOutboxMail(t.app, email, /password reset code/);
    expect(mail).toMatchObject({ to: email, html: null, createdAt: expect.any(String) });
    expect(mail.text).toMatch(/\b\d{6}\b/);
    for (const query of ['', '?format=json']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json<TOutboxResponse>().docs[0]?.id).toBe(mail.id);
    }
  });

  it('is a page for a browser on this machine: newest first, code and text visible', async () => {
    const first = await createTestUser(t.db);
    const second = await createTestUser(t.db);
    await requestReset(first.email);
    await waitForOutboxMail(t.app, first.email, /password reset code/);
    await requestReset(second.email);
    const mail = await waitForOutboxMail(t.app, second.email, /password reset code/);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? 'no code';
    expect(res.body).toContain(`code <code class="code">${code}</code>`);
    expect(res.body).toContain(`<strong>${second.email}</strong>`);
    expect(res.body.indexOf(second.email)).toBeLessThan(res.body.indexOf(first.email));
    expect(res.body).not.toContain('<script');
    // ?format wins over the Accept header, both ways.
    const forced = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?format=html' });
    expect(forced.headers['content-type']).toMatch(/^text\/html/);
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?format=json',
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(json.json<TOutboxResponse>().docs[0]?.id).toBe(mail.id);
  });

  it('answers another machine exactly as production does: 404, even if it claims to be local', async () => {
    const prod = await t.build({ env: { NODE_ENV: 'production' } });
    const missing = await prod.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');

    // TRUST_PROXY makes request.ip follow X-Forwarded-For; the outbox looks at the TCP peer only.
    const dev = await t.build({ env: { NODE_ENV: 'development', TRUST_PROXY: 'true' } });
    for (const headers of [
      { accept: BROWSER_ACCEPT },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1', 'x-real-ip': '127.0.0.1' },
    ]) {
      const remote = await dev.inject({
        method: 'GET',
        url: '/api/dev/outbox?format=json',
        headers,
        remoteAddress: randomIp(),
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual(
        (await prod.inject({ method: 'GET', url: '/api/dev/outbox?format=json' })).json(),
      );
    }
    // Other methods too: a 404, never a 405 that would tell the path exists.
    const post = { method: 'POST', url: '/api/dev/outbox', payload: {} } as const;
    const remotePost = await dev.inject({ ...post, remoteAddress: randomIp() });
    expect(remotePost.statusCode).toBe(404);
    expect(remotePost.json()).toEqual((await prod.inject(post)).json());
    // Local peers: IPv4, IPv6 and IPv4-mapped IPv6.
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await dev.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
    }
    // Production has no outbox for a local peer either.
    const prodLocal = await prod.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(prodLocal.statusCode).toBe(404);
  });
});
