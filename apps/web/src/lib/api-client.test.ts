import { describe, expect, it, vi } from 'vitest';
import { HEADERS } from '@dawa/contract';
import {
  ApiError,
  buildUrl,
  createApiClient,
  readDocs,
  readPages,
  toFormData,
  type ApiClientOptions,
} from './api-client.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client over a scripted fetch: answers are taken in order, requests are recorded. */
function setup(answers: Response[], overrides: Partial<ApiClientOptions> = {}) {
  const sent: Sent[] = [];
  let token: string | null = 'access-1';
  const options: ApiClientOptions = {
    requestSource: 'dashboard',
    forbiddenRedirect: '/',
    getAccessToken: () => token,
    getTenantId: () => 'tenant-1',
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    onSuccess: vi.fn(),
    fetchImpl: (input, init) => {
      sent.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
      const answer = answers.shift();
      if (!answer) throw new Error('no scripted answer left');
      return Promise.resolve(answer);
    },
    ...overrides,
  };
  return {
    api: createApiClient(options),
    options,
    sent,
    setToken: (t: string | null) => (token = t),
  };
}

const headersOf = (s: Sent | undefined) => (s?.init.headers ?? {}) as Record<string, string>;

describe('requests', () => {
  it('hands back an export as bytes, byte-order mark included', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x0d, 0x0a]);
    const { api } = setup([new Response(bytes, { status: 200 })]);
    const file = await api<Blob>({ path: '/logs/export', responseType: 'blob' });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('sends the request source, bearer token, tenant header and JSON body', async () => {
    const { api, sent } = setup([json(201, { id: 'p1' })]);
    const answer = await api<{ id: string }>({
      method: 'POST',
      path: '/tenants',
      body: { name: 'Selam' },
    });
    expect(answer).toEqual({ id: 'p1' });
    expect(sent[0]?.url).toBe('/api/tenants');
    expect(headersOf(sent[0])).toMatchObject({
      [HEADERS.requestSource]: 'dashboard',
      authorization: 'Bearer access-1',
      [HEADERS.tenant]: 'tenant-1',
      'content-type': 'application/json',
    });
    expect(sent[0]?.init.body).toBe('{"name":"Selam"}');
  });

  it('adds the headers a call asks for', async () => {
    const { api, sent } = setup([json(201, { id: 'p1' })]);
    await api({ method: 'POST', path: '/post', body: {}, headers: { 'Idempotency-Key': 'k-1' } });
    expect(headersOf(sent[0])).toMatchObject({
      'Idempotency-Key': 'k-1',
      authorization: 'Bearer access-1',
    });
  });

  it('puts GET parameters in the query string and sends no body', async () => {
    const { api, sent } = setup([json(200, { docs: [] })]);
    await api({ path: 'posts', query: { q: 'amoxicillin 500', page: 2, empty: '', gone: null } });
    expect(sent[0]?.url).toBe('/api/posts?q=amoxicillin+500&page=2');
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it('leaves out the token and tenant headers when there are none', async () => {
    const { api, sent, setToken } = setup([json(200, {})], { getTenantId: () => null });
    setToken(null);
    await api({ path: '/health' });
    expect(headersOf(sent[0])).not.toHaveProperty('authorization');
    expect(headersOf(sent[0])).not.toHaveProperty(HEADERS.tenant);
  });

  it('sends form data when flagged, letting the browser set the boundary', async () => {
    const { api, sent } = setup([json(200, {})]);
    const file = new Blob(['x'], { type: 'image/png' });
    await api({ method: 'POST', path: '/upload', body: { file, tags: ['a', 'b'] }, isForm: true });
    const body = sent[0]?.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.getAll('tags')).toEqual(['a', 'b']);
    expect(headersOf(sent[0])).not.toHaveProperty('content-type');
  });

  it('answers undefined for 204 and counts a 200 as activity', async () => {
    const { api, options } = setup([new Response(null, { status: 204 }), json(200, { ok: 1 })]);
    await expect(api({ method: 'DELETE', path: '/user/1' })).resolves.toBeUndefined();
    expect(options.onSuccess).not.toHaveBeenCalled();
    await api({ path: '/user/detail' });
    expect(options.onSuccess).toHaveBeenCalledTimes(1);
  });

  it('does not count a background call as activity', async () => {
    const { api, options } = setup([json(200, { total: 3 })]);
    await expect(api({ path: '/chat/unread', background: true })).resolves.toEqual({ total: 3 });
    expect(options.onSuccess).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('throws ApiError with the API message, code and issues', async () => {
    const issues = [{ path: 'email', message: 'Invalid email format' }];
    const { api } = setup([
      json(400, { message: 'Invalid email format', code: 'VALIDATION_FAILED', issues }),
    ]);
    const error = await api({ method: 'POST', path: '/signup', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid email format',
      issues,
    });
  });

  it('keeps the status meaningful when the body is not the API shape', async () => {
    const { api } = setup([new Response('<html>Bad gateway</html>', { status: 502 })]);
    await expect(api({ path: '/x' })).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('sends the browser to the configured place on 403', async () => {
    const { api, options } = setup([json(403, { message: 'Not allowed', code: 'FORBIDDEN' })], {
      forbiddenRedirect: '/pharmacy',
    });
    await expect(api({ path: '/users' })).rejects.toMatchObject({ status: 403 });
    expect(options.onForbidden).toHaveBeenCalledWith('/pharmacy');
  });

  it('leaves a 403 to the caller when asked to', async () => {
    const { api, options } = setup([json(403, { message: 'Only owners', code: 'FORBIDDEN' })]);
    await expect(
      api({ method: 'PUT', path: '/tenants/t/members/u', body: {}, redirectOnForbidden: false }),
    ).rejects.toMatchObject({ status: 403, message: 'Only owners' });
    expect(options.onForbidden).not.toHaveBeenCalled();
  });
});

describe('401: renew once, then sign out', () => {
  const unauthorized = () => json(401, { message: 'Session expired', code: 'UNAUTHORIZED' });

  it('renews the session and repeats the call with the new token', async () => {
    const renewSession = vi.fn(() => {
      harness.setToken('access-2');
      return Promise.resolve(true);
    });
    const harness = setup([unauthorized(), json(200, { docs: [1] })], { renewSession });
    await expect(harness.api({ path: '/tenants/mine' })).resolves.toEqual({ docs: [1] });
    expect(renewSession).toHaveBeenCalledWith('access-1');
    expect(headersOf(harness.sent[1]).authorization).toBe('Bearer access-2');
    expect(harness.options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out when renewal fails', async () => {
    const renewSession = vi.fn(() => Promise.resolve(false));
    const { api, options, sent } = setup([unauthorized()], { renewSession });
    await expect(api({ path: '/tenants/mine' })).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('renews at most once per call', async () => {
    const renewSession = vi.fn(() => Promise.resolve(true));
    const { api, options, sent } = setup([unauthorized(), unauthorized()], { renewSession });
    await expect(api({ path: '/auth/me' })).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(2);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('renews a token past its time before the call, which then goes once', async () => {
    const expired = `e30.${btoa(JSON.stringify({ exp: 1 }))}.sig`;
    const renewSession = vi.fn(() => {
      harness.setToken('access-2');
      return Promise.resolve(true);
    });
    const harness = setup([json(200, { ok: true })], { renewSession });
    harness.setToken(expired);
    await expect(harness.api({ path: '/auth/me' })).resolves.toEqual({ ok: true });
    expect(renewSession).toHaveBeenCalledWith(expired);
    expect(harness.sent).toHaveLength(1);
    expect(headersOf(harness.sent[0]).authorization).toBe('Bearer access-2');
  });

  it('does not sign out a guest whose sign-in was refused', async () => {
    const renewSession = vi.fn(() => Promise.resolve(true));
    const { api, options, setToken } = setup(
      [json(401, { message: 'Wrong e-mail or password', code: 'UNAUTHORIZED' })],
      { renewSession },
    );
    setToken(null);
    await expect(api({ method: 'POST', path: '/login', body: {} })).rejects.toMatchObject({
      message: 'Wrong e-mail or password',
    });
    expect(renewSession).not.toHaveBeenCalled();
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('buildUrl joins base, path and non-empty query values', () => {
    expect(buildUrl('/api', 'a', { x: 1, y: undefined, z: false })).toBe('/api/a?x=1&z=false');
    expect(buildUrl('/api', '/a')).toBe('/api/a');
  });

  it('toFormData sends objects as JSON text and skips empty values', () => {
    const form = toFormData({ meta: { a: 1 }, n: 3, skip: null });
    expect(form.get('meta')).toBe('{"a":1}');
    expect(form.get('n')).toBe('3');
    expect(form.has('skip')).toBe(false);
  });

  it('readDocs finds docs directly under the body or one level deeper', () => {
    expect(readDocs({ docs: [1, 2] })).toEqual([1, 2]);
    expect(readDocs({ data: { docs: [3] } })).toEqual([3]);
    expect(readDocs({ data: { inner: { docs: [4] } } })).toEqual([]);
    expect(readDocs(null)).toEqual([]);
  });

  it('readPages reads pages directly or from nested data', () => {
    expect(readPages({ pages: 4 })).toBe(4);
    expect(readPages({ data: { pages: 7 } })).toBe(7);
    expect(readPages({})).toBe(0);
  });
});
