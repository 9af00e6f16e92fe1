import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databases())('request ids (%s)', (driver) => {
  const t = useTestApp(driver);

  it('reuses a sane incoming x-request-id and echoes it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'web-Abc_123' },
    });
    expect(res.headers['x-request-id']).toBe('web-Abc_123');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'two words'],
    ['with punctuation', 'id;drop'],
  ])('replaces an id %s with a fresh UUID', async (_case, id) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': id },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('sends an id on errors and 404s too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
