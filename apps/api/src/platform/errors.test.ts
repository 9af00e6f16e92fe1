import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';
import { AppError, BUSY_MESSAGE, INTERNAL_MESSAGE, noOtherVariants } from './errors.ts';
import { access } from './access.ts';

const json = { 'content-type': 'application/json' };

interface LogEntry {
  requestId?: string;
  err?: { message: string; stack: string };
}

describe.each(databases())('error handling (%s)', (driver) => {
  const t = useTestApp(driver);

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/au',
      headers: json,
      payload: '{"input": "x"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'BAD_REQUEST',
    });
  });

  it('answers an empty JSON body with 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/au', headers: json, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('answers a body over BODY_LIMIT_BYTES with 413', async () => {
    const app = await t.build({ env: { BODY_LIMIT_BYTES: '100' } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/au',
      payload: { input: 'x'.repeat(200) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The request body is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers content type %s with 415',
    async (contentType) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/au',
        headers: { 'content-type': contentType },
        payload: 'input=x',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it('answers an unknown /api route with a JSON 404, even for a browser', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      message: 'Nothing here: GET /api/nothing-here.',
      code: 'NOT_FOUND',
    });
  });

  it('answers a malformed URL with 400 BAD_REQUEST in the same shape', async () => {
    for (const url of ['/api/%zz', '/%zz']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'BAD_REQUEST' });
      expect(res.headers['x-request-id'], url).toBeDefined();
    }
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/au' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json().code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers an unexpected error with a bare 500 and logs it in full under the request id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await t.build({
      logger: { level: 'error', stream },
      configure: (a) =>
        a.get('/api/test/boom', { config: { access: access.public() } }, () => {
          throw new Error('secret connection string postgres://admin:pw@db');
        }),
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'boom-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: INTERNAL_MESSAGE, code: 'INTERNAL' });
    expect(res.body).not.toMatch(/secret|stack|at /);
    const logged = lines
      .map((line) => JSON.parse(line) as LogEntry)
      .find((entry) => entry.requestId === 'boom-1');
    expect(logged?.err?.message).toContain('secret connection string');
    expect(logged?.err?.stack).toContain('errors.test.ts');
  });

  it('answers an exhausted connection pool with 503 and Retry-After', async () => {
    const app = await t.build({
      configure: (a) =>
        a.get('/api/test/busy', { config: { access: access.public() } }, () => {
          // node-postgres' own words when no pooled connection frees up in time, wrapped as Drizzle does.
          throw new Error('Failed query', {
            cause: new Error('timeout exceeded when trying to connect'),
          });
        }),
    });
    const res = await app.inject({ method: 'GET', url: '/api/test/busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers an AppError with its own status, message and code', async () => {
    const app = await t.build({
      configure: (a) =>
        a.get('/api/test/conflict', { config: { access: access.public() } }, () => {
          throw new AppError('CONFLICT', 'That name is taken.', {
            cause: new Error('unique violation'),
          });
        }),
    });
    const res = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That name is taken.', code: 'CONFLICT' });
  });
});

describe('noOtherVariants', () => {
  it('throws when reached', () => {
    expect(() => noOtherVariants('surprise' as never)).toThrow('Unexpected variant: "surprise"');
  });
});
