import type { TErrorResponse } from '@dawa/contract';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app.ts';

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
});
