import type { FastifyBaseLogger } from 'fastify';
import { createMemoryCounterStore, type CounterStore } from './counter-store.ts';

export interface MemoryFallbackOptions {
  log: FastifyBaseLogger;
  /** After a failure, how long every call goes straight to memory before Redis is tried again. */
  pauseMs?: number;
  now?: () => number;
}

/**
 * `shared` (Redis) while it answers, this instance's memory while it does not: neither fail-open
 * nor fail-closed. Failing closed would turn a Redis outage into nobody being able to sign in (and
 * hand whoever can disturb Redis a lock-out of everyone); failing open would lift every limit
 * while it lasts. With memory each instance keeps counting on its own, so an attacker gains at
 * most one budget per instance for the length of the outage. After a failure Redis rests for
 * `pauseMs`, so a hanging Redis costs one timeout, not one per counter per request.
 */
export function withMemoryFallback(
  shared: CounterStore,
  { log, pauseMs = 5_000, now = Date.now }: MemoryFallbackOptions,
): CounterStore {
  const memory = createMemoryCounterStore();
  let pausedUntil = 0;
  let isDegraded = false;

  async function attempt<T>(call: (store: CounterStore) => Promise<T>): Promise<T> {
    if (now() < pausedUntil) return call(memory);
    try {
      const result = await call(shared);
      if (isDegraded) log.info('rate-limit counters: back on Redis');
      isDegraded = false;
      return result;
    } catch (err) {
      pausedUntil = now() + pauseMs;
      if (!isDegraded) log.error({ err }, 'rate-limit counters: Redis failed, counting in memory');
      isDegraded = true;
      return call(memory);
    }
  }

  return {
    hit: (key, windowMs, options) => attempt((store) => store.hit(key, windowMs, options)),
    peek: (key) => attempt((store) => store.peek(key)),
    // Memory too: a success during an outage must not leave a stale count behind for later.
    clear: async (keys) => {
      await Promise.all([attempt((store) => store.clear(keys)), memory.clear(keys)]);
    },
    close: async () => {
      await Promise.all([shared.close(), memory.close()]);
    },
  };
}
