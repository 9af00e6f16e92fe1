import { LIMITS, MESSAGES, type TErrorResponse } from '@dawa/contract';
import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../platform/rate-limits.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { randomIp } from '../../test/factories.ts';

describe.each(databases())('POST /api/au (%s)', (driver) => {
  const t = useTestApp(driver);

  it('echoes the input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/au', payload: { input: 'hello' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Received: hello' });
  });

  it('does not leak fields outside the response schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/au',
      payload: { input: 'x', extra: true },
    });
    expect(Object.keys(res.json())).toEqual(['msg']);
  });

  it.each([
    ['missing input', {}],
    ['a number', { input: 42 }],
    ['null', { input: null }],
  ])('rejects %s with 400 VALIDATION_FAILED and the issues', async (_case, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/au', payload });
    expect(res.statusCode).toBe(400);
    const body = res.json<TErrorResponse>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual([{ path: 'input', message: body.message }]);
    expect(body.message).toMatch(/^Invalid input: expected string/);
    expect(Object.keys(body).sort()).toEqual(['code', 'issues', 'message']);
  });

  it(`bounds the input to ${LIMITS.echoInputMax} characters`, async () => {
    const echo = (input: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/au',
        remoteAddress: randomIp(),
        payload: { input },
      });
    expect((await echo('x'.repeat(LIMITS.echoInputMax))).statusCode).toBe(200);
    const long = await echo('x'.repeat(LIMITS.echoInputMax + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'input', message: MESSAGES.echoInputMax }],
    });
  });

  it('limits each client address (429 + Retry-After), others unaffected', async () => {
    const address = randomIp();
    const echo = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/au', remoteAddress, payload: { input: 'hi' } });
    for (let i = 0; i < ABUSE_LIMITS.echo.perIp.max; i += 1)
      expect((await echo(address)).statusCode).toBe(200);
    const limited = await echo(address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await echo(randomIp())).statusCode).toBe(200);
  });

  it.each([
    ['an echo', { payload: { input: 'hello' } }],
    ['malformed JSON', { payload: '{"input":', headers: { 'content-type': 'application/json' } }],
    ['another content type', { payload: 'input', headers: { 'content-type': 'text/plain' } }],
    [
      'a prototype key',
      {
        payload: '{"input":"x","__proto__":{"a":1}}',
        headers: { 'content-type': 'application/json' },
      },
    ],
  ])('reveals nothing about the server on %s', async (_case, options) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/au',
      remoteAddress: randomIp(),
      ...options,
    });
    expect(res.statusCode).toBeLessThan(500);
    for (const header of ['server', 'x-powered-by', 'x-aspnet-version', 'via'])
      expect(res.headers[header]).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Only {msg} or {message, code, issues?}: no stack, library name or version.
    expect(res.body).not.toMatch(/stack|fastify|node|zod|version|\bat \//i);
    const keys = Object.keys(res.json<object>()).sort();
    expect([['msg'], ['code', 'message'], ['code', 'issues', 'message']]).toContainEqual(keys);
  });
});
