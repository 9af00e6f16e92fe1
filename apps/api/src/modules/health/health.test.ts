import { ZHealthResponse, ZPublicConfig } from '@dawa/contract';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';

describe.each(databases())('health module (%s)', (driver) => {
  const t = useTestApp(driver);

  it('GET /api/health answers ok with version and uptime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = ZHealthResponse.parse(res.json());
    expect(body.status).toBe('ok');
  });

  it('GET /api/ready answers ready when the database does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('GET /api/ready answers 503 when the database is closed', async () => {
    const db = await t.openDatabase();
    await db.close();
    const app = await t.build({ db });
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'The database is not reachable. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });
    // Liveness does not depend on the database.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('GET /api/config answers the public configuration', async () => {
    const app = await t.build({
      env: {
        CITY: 'Adama',
        GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
        SESSION_TIMEOUT_MS: '60000',
        SUPPORT_EMAIL: 'help@dawa.example',
        SUPPORT_PHONE: '+251 11 123 4567',
      },
    });
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(ZPublicConfig.parse(res.json())).toEqual({
      productName: 'Dawa',
      city: 'Adama',
      googleClientId: 'abc.apps.googleusercontent.com',
      googleIssuer: 'https://accounts.google.com',
      requestSource: 'dashboard',
      forbiddenRedirect: '/',
      sessionTimeoutMs: 60_000,
      pageGateMs: 1000,
      supportEmail: 'help@dawa.example',
      supportPhone: '+251 11 123 4567',
    });
  });

  it('GET /api/config gives a null Google client id when none is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().googleClientId).toBeNull();
  });
});
