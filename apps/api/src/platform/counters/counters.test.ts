import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryCounterStore, type CounterStore } from './counter-store.ts';
import { withMemoryFallback } from './memory-fallback.ts';
import { createRedisCounterStore } from './redis-counter-store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

const silentLog = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };

const opened: CounterStore[] = [];
const prefixes: string[] = [];
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  if (!REDIS_URL) return;
  // Leaves the shared Redis as the file found it.
  const raw = new Redis(REDIS_URL, { retryStrategy: () => null });
  for (const prefix of prefixes) {
    for await (const keys of raw.scanStream({ match: `${prefix}*` }) as AsyncIterable<string[]>)
      if (keys.length > 0) await raw.del(...keys);
  }
  raw.disconnect();
});

/** A Redis store on its own key prefix, so parallel test files never share a key. */
async function redisStore(url: string, prefix = `test:${randomUUID()}:`) {
  prefixes.push(prefix);
  const store = await createRedisCounterStore({
    url,
    prefix,
    log: silentLog(),
    retryStrategy: () => null,
  });
  opened.push(store);
  return store;
}

const stores: [string, () => Promise<CounterStore>][] = [
  ['memory', () => Promise.resolve(createMemoryCounterStore())],
  ...(REDIS_URL
    ? [['redis', () => redisStore(REDIS_URL)] as [string, () => Promise<CounterStore>]]
    : []),
];

describe.each(stores)('counter store: %s', (_name, open) => {
  it('counts in a fixed window: hits do not extend it, and it starts again once over', async () => {
    const store = await open();
    expect(await store.hit('k', 600)).toMatchObject({ count: 1 });
    await sleep(200);
    const second = await store.hit('k', 600);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeLessThanOrEqual(420);
    await sleep(500);
    expect(await store.peek('k')).toEqual({ count: 0, ttlMs: 0 });
    expect(await store.hit('k', 600)).toMatchObject({ count: 1 });
  });

  it('a sliding window restarts with every hit', async () => {
    const store = await open();
    await store.hit('s', 1_000, { sliding: true });
    await sleep(600);
    const again = await store.hit('s', 1_000, { sliding: true });
    expect(again.count).toBe(2);
    expect(again.ttlMs).toBeGreaterThan(900);
    await sleep(600); // 1.2 s after the first hit: alive only because the second restarted it
    expect((await store.peek('s')).count).toBe(2);
  });

  it('peeks without counting and clears keys', async () => {
    const store = await open();
    await store.hit('a', 60_000);
    await store.hit('a', 60_000);
    await store.hit('b', 60_000);
    const peeked = await store.peek('a');
    expect(peeked.count).toBe(2);
    expect(peeked.ttlMs).toBeGreaterThan(59_000);
    expect((await store.peek('a')).count).toBe(2);
    await store.clear(['a', 'b', 'never-set']);
    expect(await store.peek('a')).toEqual({ count: 0, ttlMs: 0 });
    expect(await store.peek('b')).toEqual({ count: 0, ttlMs: 0 });
  });
});

describe('memory counter store', () => {
  it('stays within its bound, dropping the least recently hit first', async () => {
    const store = createMemoryCounterStore({ maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) await store.hit(key, 60_000);
    await store.hit('a', 60_000); // now b is the least recent
    await store.hit('d', 60_000);
    expect((await store.peek('b')).count).toBe(0);
    expect((await store.peek('a')).count).toBe(2);
    expect((await store.peek('c')).count).toBe(1);
    expect((await store.peek('d')).count).toBe(1);
  });
});

describe('memory fallback', () => {
  const failing = (): CounterStore & { calls: number } => {
    const store = {
      calls: 0,
      hit: () => {
        store.calls += 1;
        return Promise.reject(new Error('Stream is not writeable'));
      },
      peek: () => {
        store.calls += 1;
        return Promise.reject(new Error('Stream is not writeable'));
      },
      clear: () => Promise.reject(new Error('Stream is not writeable')),
      close: () => Promise.resolve(),
    };
    return store;
  };

  it('keeps counting in memory while the shared store fails, and tries it again after a pause', async () => {
    let clock = 0;
    const shared = failing();
    const log = silentLog();
    const store = withMemoryFallback(shared, { log, pauseMs: 5_000, now: () => clock });
    expect((await store.hit('k', 60_000)).count).toBe(1);
    expect((await store.hit('k', 60_000)).count).toBe(2);
    expect((await store.peek('k')).count).toBe(2);
    // One failure, then the shared store rests: a hanging Redis costs one timeout, not one per call.
    expect(shared.calls).toBe(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    clock += 5_000;
    expect((await store.hit('k', 60_000)).count).toBe(3);
    expect(shared.calls).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('goes back to the shared store once it answers', async () => {
    let clock = 0;
    let isDown = true;
    const memoryOfShared = createMemoryCounterStore();
    const shared: CounterStore = {
      hit: (...args) => (isDown ? Promise.reject(new Error('down')) : memoryOfShared.hit(...args)),
      peek: (key) => (isDown ? Promise.reject(new Error('down')) : memoryOfShared.peek(key)),
      clear: (keys) => memoryOfShared.clear(keys),
      close: () => Promise.resolve(),
    };
    const log = silentLog();
    const store = withMemoryFallback(shared, { log, pauseMs: 1_000, now: () => clock });
    await store.hit('k', 60_000);
    isDown = false;
    clock += 1_000;
    expect((await store.hit('k', 60_000)).count).toBe(1); // the shared store's first
    expect(log.info).toHaveBeenCalledWith('rate-limit counters: back on Redis');
  });
});

describe.skipIf(!REDIS_URL)('redis counter store', () => {
  it('shares counts between two connections (two API instances) on one prefix', async () => {
    const prefix = `test:${randomUUID()}:`;
    const one = await redisStore(REDIS_URL ?? '', prefix);
    const two = await redisStore(REDIS_URL ?? '', prefix);
    await one.hit('shared', 60_000);
    expect((await two.hit('shared', 60_000)).count).toBe(2);
    await two.clear(['shared']);
    expect((await one.peek('shared')).count).toBe(0);
  });

  it('fails fast, without hanging, when Redis does not answer', async () => {
    const store = await redisStore('redis://127.0.0.1:1'); // nothing listens on port 1
    const started = Date.now();
    await expect(store.hit('k', 1_000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
