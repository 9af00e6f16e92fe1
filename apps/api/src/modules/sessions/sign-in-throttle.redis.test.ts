// Counters shared through Redis (TEST_REDIS_URL; CI sets it) and the behaviour when Redis is gone.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { CounterStore } from '../../platform/counters/counter-store.ts';
import { COUNTER_KEY_PREFIX } from '../../platform/counters/create-counter-store.ts';
import { withMemoryFallback } from '../../platform/counters/memory-fallback.ts';
import { createRedisCounterStore } from '../../platform/counters/redis-counter-store.ts';
import { ABUSE_LIMITS, accountKey } from '../../platform/rate-limits.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { createTestUser, randomIp, uniqueEmail } from '../../test/factories.ts';
import { SIGN_IN_THROTTLE } from './sign-in-throttle.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const WRONG = 'wrong-password';
const { freeFailures } = SIGN_IN_THROTTLE;

const quietLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

describe.each(databases())('counters across instances (%s)', (driver) => {
  const t = useTestApp(driver);
  const stores: CounterStore[] = [];
  const patterns: string[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    if (REDIS_URL) await deleteKeys(REDIS_URL, patterns);
  });

  /** One API instance: its own Redis connection, on the test's own key prefix. */
  const instance = async (url: string, prefix: string) => {
    patterns.push(`${prefix}*`);
    const redis = await createRedisCounterStore({
      url,
      prefix,
      log: quietLog,
      retryStrategy: () => null,
    });
    const counters = withMemoryFallback(redis, { log: quietLog });
    stores.push(counters);
    return t.build({ counters });
  };
  const login = (
    app: Awaited<ReturnType<typeof instance>>,
    remoteAddress: string,
    payload: object,
  ) => app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload });

  describe.skipIf(!REDIS_URL)('on one Redis', () => {
    const url = REDIS_URL ?? '';

    it('two instances share the sign-in throttle: failures on one slow the address on the other', async () => {
      const prefix = `test:${randomUUID()}:`;
      const [one, two] = [await instance(url, prefix), await instance(url, prefix)];
      const owner = await createTestUser(t.db);
      const attacker = randomIp();
      for (let i = 0; i < freeFailures; i += 1) {
        const app = i % 2 === 0 ? one : two;
        expect(
          (await login(app, attacker, { email: owner.email, password: WRONG })).statusCode,
        ).toBe(401);
      }
      for (const app of [one, two]) {
        const res = await login(app, attacker, { email: owner.email, password: WRONG });
        expect(res.statusCode).toBe(429);
        expect(res.headers['retry-after']).toBeDefined();
      }
      expect((await login(two, randomIp(), owner)).statusCode).toBe(200);
    });

    it('a success on one instance clears the slate on the other', async () => {
      const prefix = `test:${randomUUID()}:`;
      const [one, two] = [await instance(url, prefix), await instance(url, prefix)];
      const user = await createTestUser(t.db);
      const address = randomIp();
      for (let i = 0; i < freeFailures - 1; i += 1)
        await login(one, address, { email: user.email, password: WRONG });
      expect((await login(two, address, user)).statusCode).toBe(200);
      for (let i = 0; i < freeFailures; i += 1)
        expect((await login(one, address, { email: user.email, password: WRONG })).statusCode).toBe(
          401,
        );
    });

    it("two instances share @fastify/rate-limit's counters (the refresh limit)", async () => {
      const prefix = `test:${randomUUID()}:`;
      const [one, two] = [await instance(url, prefix), await instance(url, prefix)];
      const address = randomIp();
      const refresh = (app: typeof one) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          remoteAddress: address,
          payload: { refreshToken: 'x'.repeat(43) },
        });
      const { max } = ABUSE_LIMITS.refresh.perIp;
      for (let i = 0; i < max; i += 1)
        expect((await refresh(i % 2 === 0 ? one : two)).statusCode).toBe(401);
      expect((await refresh(one)).statusCode).toBe(429);
      expect((await refresh(two)).statusCode).toBe(429);
    });

    it('an app given REDIS_URL keeps its counters in Redis', async () => {
      const app = await t.build({ env: { REDIS_URL: url } });
      const email = uniqueEmail('redis');
      const address = randomIp();
      patterns.push(
        `${COUNTER_KEY_PREFIX}*${address}*`,
        `${COUNTER_KEY_PREFIX}*${accountKey(email)}`,
      );
      await login(app, address, { email, password: WRONG });
      const raw = new Redis(url, { retryStrategy: () => null });
      try {
        const key = `${COUNTER_KEY_PREFIX}sign-in:account:${accountKey(email)}`;
        expect(await raw.get(key)).toBe('1');
        expect(await raw.pttl(key)).toBeGreaterThan(0);
      } finally {
        raw.disconnect();
      }
    });
  });

  it('with Redis unreachable, sign-in works and is still throttled (in memory), without waiting', async () => {
    // Nothing listens on port 1: every command fails at once.
    const app = await instance('redis://127.0.0.1:1', `test:${randomUUID()}:`);
    const owner = await createTestUser(t.db);
    const attacker = randomIp();
    const started = Date.now();
    for (let i = 0; i < freeFailures; i += 1)
      expect((await login(app, attacker, { email: owner.email, password: WRONG })).statusCode).toBe(
        401,
      );
    expect((await login(app, attacker, { email: owner.email, password: WRONG })).statusCode).toBe(
      429,
    );
    expect((await login(app, randomIp(), owner)).statusCode).toBe(200);
    // Seven sign-ins: argon2 time only, no Redis timeouts.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

/** Leaves the shared Redis as the file found it. */
async function deleteKeys(url: string, patterns: readonly string[]) {
  const raw = new Redis(url, { retryStrategy: () => null });
  try {
    for (const match of patterns) {
      for await (const keys of raw.scanStream({ match, count: 500 }) as AsyncIterable<string[]>)
        if (keys.length > 0) await raw.del(...keys);
    }
  } finally {
    raw.disconnect();
  }
}
