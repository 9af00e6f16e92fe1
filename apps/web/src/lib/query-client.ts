import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE } from '@dawa/contract';
import { ApiError } from './api-error.ts';

// TanStack defaults of docs/product.md#constants: gc 5 min, up to 3 retries, exponential backoff capped at 30 s.
// A 4xx is an answer, not a hiccup: retrying it only delays the message the user needs.

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  )
    return false;
  return failureCount < QUERY_CACHE.retry;
}

export const retryDelay = (attempt: number): number =>
  Math.min(1000 * 2 ** attempt, QUERY_CACHE.retryDelayMaxMs);

export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const signOutOn401 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: signOutOn401 }),
    mutationCache: new MutationCache({ onError: signOutOn401 }),
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE.gcTimeMs,
        retry: shouldRetry,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
