import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CounterState, CounterStore } from './counter-store.ts';

// Each runs atomically in Redis, so instances hitting one key at once never lose a count.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ARGV[2] == '1' or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;
const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}
`;

interface CounterCommands {
  counterHit(key: string, windowMs: number, sliding: '0' | '1'): Promise<[number, number]>;
  counterPeek(key: string): Promise<[number, number]>;
}

export interface RedisCounterOptions {
  url: string;
  /** Prepended to every key: one Redis may serve several deployments (and parallel test files). */
  prefix: string;
  log: FastifyBaseLogger;
  /** Wait before reconnection attempt n; null gives up (tests, so nothing retries forever). */
  retryStrategy?: (attempt: number) => number | null;
}

/** Keeps reconnecting, at most every 5 s, for as long as the app runs. */
const reconnectForever = (attempt: number) => Math.min(attempt * 200, 5_000);

/**
 * Counters in Redis. A request never waits on a missing Redis: commands fail at once while it is
 * disconnected (no offline queue) and after 500 ms when it hangs, and the caller decides what a
 * failure means (see memory-fallback.ts). Starting does not fail either: the first connection is
 * awaited (2 s at most) so a healthy Redis serves from the first request, then retried in the
 * background.
 */
export async function createRedisCounterStore({
  url,
  prefix,
  log,
  retryStrategy = reconnectForever,
}: RedisCounterOptions): Promise<CounterStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 500,
    retryStrategy,
  });
  // Without a listener every failed reconnection would be printed; one line per outage is enough.
  let isDown = false;
  redis.on('error', (err: Error) => {
    if (!isDown) log.warn({ err }, 'Redis unreachable: rate-limit counters fall back to memory');
    isDown = true;
  });
  redis.on('ready', () => {
    if (isDown) log.info('Redis reachable again: rate-limit counters are shared again');
    isDown = false;
  });
  redis.defineCommand('counterHit', { numberOfKeys: 1, lua: HIT });
  redis.defineCommand('counterPeek', { numberOfKeys: 1, lua: PEEK });
  const commands = redis as unknown as CounterCommands;
  await redis.connect().catch(() => undefined); // reported by the 'error' listener

  const state = ([count, ttlMs]: [number, number]): CounterState => ({ count, ttlMs });
  return {
    async hit(key, windowMs, { sliding = false } = {}) {
      return state(await commands.counterHit(prefix + key, windowMs, sliding ? '1' : '0'));
    },
    async peek(key) {
      return state(await commands.counterPeek(prefix + key));
    },
    async clear(keys) {
      if (keys.length > 0) await redis.del(...keys.map((key) => prefix + key));
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
