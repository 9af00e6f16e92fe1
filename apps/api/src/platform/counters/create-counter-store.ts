import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createMemoryCounterStore, type CounterStore } from './counter-store.ts';
import { withMemoryFallback } from './memory-fallback.ts';
import { createRedisCounterStore } from './redis-counter-store.ts';

/** Keys of this app in a Redis that may hold other things too. */
export const COUNTER_KEY_PREFIX = 'dawa:counters:';

/** The app's counters: in Redis when REDIS_URL is set (shared by every instance), else in memory. */
export async function createCounterStore(
  config: Pick<AppConfig, 'REDIS_URL'>,
  log: FastifyBaseLogger,
): Promise<CounterStore> {
  if (config.REDIS_URL === undefined) return createMemoryCounterStore();
  const redis = await createRedisCounterStore({
    url: config.REDIS_URL,
    prefix: COUNTER_KEY_PREFIX,
    log,
  });
  return withMemoryFallback(redis, { log });
}
