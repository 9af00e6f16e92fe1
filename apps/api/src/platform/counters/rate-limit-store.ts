import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over the app's counters, so its limits (abuseLimit,
 * userRateLimit, route `config.rateLimit`) count in the same place as the sign-in throttle: Redis
 * when configured. Fixed windows, as its own stores keep them.
 */
export function rateLimitStoreOf(counters: CounterStore): FastifyRateLimitStoreCtor {
  const settle = (promise: Promise<{ count: number; ttlMs: number }>, callback: Callback) => {
    promise.then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };

  class CounterRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its own options, which this store does not need.
    prefix = 'rate-limit:';

    incr(key: string, callback: Callback, timeWindow: number) {
      settle(counters.hit(this.prefix + key, timeWindow), callback);
    }

    /** `{ increment: false }` calls: the state without counting. */
    read(key: string, callback: Callback) {
      settle(counters.peek(this.prefix + key), callback);
    }

    /**
     * Route `config.rateLimit` counts per route; createRateLimit() names its own keys. (The
     * plugin passes its merged options with the route under `routeInfo`, whatever the types say.)
     */
    child(options: object) {
      const { routeInfo } = options as { routeInfo?: { method?: unknown; url?: unknown } };
      const { method, url } = routeInfo ?? {};
      if (typeof method !== 'string' || typeof url !== 'string') return this;
      const child = new CounterRateLimitStore();
      child.prefix = `${this.prefix}${method}${url}:`;
      return child;
    }
  }
  return CounterRateLimitStore;
}
