import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';
import { access } from './access.ts';

describe.each(databases())('security (%s)', (driver) => {
  const t = useTestApp(driver);

  it('sends helmet headers with a CSP fit for the SPA and Google sign-in on documents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://accounts.google.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('gives API answers a deny-all CSP and none of the document-only headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    for (const name of ['cross-origin-opener-policy', 'x-frame-options', 'origin-agent-cluster'])
      expect(res.headers[name], name).toBeUndefined();
    // Errors too.
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('keeps CORS closed by default', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/au',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens CORS to the configured origins only', async () => {
    const app = await t.build({ env: { CORS_ORIGINS: 'https://shop.example' } });
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/au',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    const other = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rate-limits only the routes that opt in, answering 429 RATE_LIMITED', async () => {
    const app = await t.build({
      configure: (a) =>
        a.get(
          '/api/test/limited',
          { config: { access: access.public(), rateLimit: { max: 1, timeWindow: 60_000 } } },
          () => ({ ok: true }),
        ),
    });
    expect((await app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests/),
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Routes without the opt-in are not limited.
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
