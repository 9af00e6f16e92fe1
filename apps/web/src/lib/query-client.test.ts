import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE } from '@dawa/contract';
import { ApiError } from './api-client.ts';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

const apiError = (status: number) =>
  new ApiError(status, { message: `HTTP ${status}`, code: 'TEST_ERROR' });

let client: QueryClient | undefined;
afterEach(() => {
  client?.clear();
  client = undefined;
  vi.useRealTimers();
});

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 409, 422, 499])('never retries a %i answer', (status) => {
    expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it.each([408, 429, 500, 502, 503])('retries a %i answer up to QUERY_CACHE.retry times', (s) => {
    expect(QUERY_CACHE.retry).toBe(3);
    expect(shouldRetry(0, apiError(s))).toBe(true);
    expect(shouldRetry(QUERY_CACHE.retry - 1, apiError(s))).toBe(true);
    expect(shouldRetry(QUERY_CACHE.retry, apiError(s))).toBe(false);
  });

  it('retries network failures and other errors the same way', () => {
    const offline = new TypeError('Failed to fetch');
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(2, offline)).toBe(true);
    expect(shouldRetry(3, offline)).toBe(false);
    expect(shouldRetry(0, { status: 404 })).toBe(true); // not an ApiError: no status to trust
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('is capped at 30 s', () => {
    expect(QUERY_CACHE.retryDelayMaxMs).toBe(30_000);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(50)).toBe(30_000);
  });
});

describe('createQueryClient', () => {
  it('uses the spec cache defaults: gc 5 min, our retry rules, no mutation retry', () => {
    client = createQueryClient(() => undefined);
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.gcTime).toBe(5 * 60_000);
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(mutations?.retry).toBe(false);
  });

  it('tries a failing query 1 + 3 times with growing delays', async () => {
    vi.useFakeTimers();
    client = createQueryClient(() => undefined);
    const queryFn = vi.fn(() => Promise.reject(apiError(503)));
    const result = client.fetchQuery({ queryKey: ['flaky'], queryFn }).catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(await result).toBeInstanceOf(ApiError);
  });

  it('does not retry a 404 query', async () => {
    vi.useFakeTimers();
    client = createQueryClient(() => undefined);
    const queryFn = vi.fn(() => Promise.reject(apiError(404)));
    const result = client.fetchQuery({ queryKey: ['missing'], queryFn }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledOnce();
    expect(await result).toMatchObject({ status: 404 });
  });

  it('drops unused cached data after 5 minutes, not before', async () => {
    vi.useFakeTimers();
    client = createQueryClient(() => undefined);
    await client.fetchQuery({ queryKey: ['posts'], queryFn: () => Promise.resolve(['a']) });
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(client.getQueryData(['posts'])).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(['posts'])).toBeUndefined();
  });

  it('calls onUnauthorized when a query fails with 401', async () => {
    const onUnauthorized = vi.fn();
    client = createQueryClient(onUnauthorized);
    await expect(
      client.fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(apiError(401)) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('calls onUnauthorized when a mutation fails with 401', async () => {
    const onUnauthorized = vi.fn();
    client = createQueryClient(onUnauthorized);
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.reject(apiError(401)),
    });
    await expect(observer.mutate()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not call onUnauthorized for other failures', async () => {
    const onUnauthorized = vi.fn();
    client = createQueryClient(onUnauthorized);
    for (const error of [apiError(403), apiError(400), new Error('401')]) {
      const observer = new MutationObserver(client, { mutationFn: () => Promise.reject(error) });
      await expect(observer.mutate()).rejects.toBe(error);
    }
    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(apiError(422)) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
