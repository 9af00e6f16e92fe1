import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createMemoryCounterStore } from '../../platform/counters/counter-store.ts';
import { AppError } from '../../platform/errors.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { createTestUser, randomIp, uniqueEmail } from '../../test/factories.ts';
import { createSignInThrottle, SIGN_IN_THROTTLE } from './sign-in-throttle.ts';

const WRONG = 'wrong-password';
const { freeFailures, perAddress, underAttack } = SIGN_IN_THROTTLE;

describe.each(databases())('sign-in throttle over HTTP (%s)', (driver) => {
  const t = useTestApp(driver);
  const login = (remoteAddress: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload });
  const failTimes = async (address: string, email: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1)
      statuses.push((await login(address, { email, password: WRONG })).statusCode);
    return statuses;
  };

  it("slows the guessing address (429 + Retry-After) but lets the owner's right password in from elsewhere", async () => {
    const owner = await createTestUser(t.db);
    const attacker = randomIp();
    // Before issue 12 ten failures locked the e-mail out for 15 minutes, from every address.
    expect(await failTimes(attacker, owner.email, freeFailures)).toEqual(
      Array(freeFailures).fill(401),
    );
    const slowed = await login(attacker, { email: owner.email, password: WRONG });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('30');
    expect(slowed.json()).toEqual({
      code: 'RATE_LIMITED',
      message:
        'Too many incorrect passwords. Please try again in 30 seconds, or reset your password.',
    });
    // Even the right password waits at the guessing address: a 200 there would confirm a guess.
    expect((await login(attacker, owner)).statusCode).toBe(429);

    for (let i = 0; i < 20; i += 1) await login(attacker, { email: owner.email, password: WRONG });
    expect((await login(randomIp(), owner)).statusCode).toBe(200);
  });

  it('records a slowdown in the audit log when it starts, not for every refused attempt', async () => {
    const owner = await createTestUser(t.db);
    const attacker = randomIp();
    await failTimes(attacker, owner.email, freeFailures + 3);
    const rows = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, attacker), eq(auditLog.action, 'sign-in-throttled')));
    expect(rows).toEqual([
      expect.objectContaining({
        actorUserId: null,
        entityId: owner.user.id,
        tenantId: null,
        after: { method: 'password', email: owner.email, reason: 'account-wait', wait_seconds: 30 },
      }),
    ]);
    // An unknown e-mail is recorded alike, naming no account.
    const stranger = uniqueEmail('stranger');
    const other = randomIp();
    await failTimes(other, stranger, freeFailures);
    const unknown = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, other), eq(auditLog.action, 'sign-in-throttled')));
    expect(unknown).toEqual([expect.objectContaining({ entityId: null })]);
  });

  it("keeps the owner's clean address open while many addresses guess one account", async () => {
    const owner = await createTestUser(t.db);
    // A botnet: one failure from each of more addresses than the account's threshold.
    const bots = Array.from({ length: underAttack.failures + 3 }, () => randomIp());
    for (const bot of bots)
      expect((await login(bot, { email: owner.email, password: WRONG })).statusCode).toBe(401);
    // Past the threshold an address that has failed on the account waits after one failure...
    const lastBot = bots.at(-1) ?? '';
    const again = await login(lastBot, { email: owner.email, password: WRONG });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // ...while the owner, from an address with no failure there, signs in.
    expect((await login(randomIp(), owner)).statusCode).toBe(200);
  });

  it("a success wipes the address's failures on that account", async () => {
    const user = await createTestUser(t.db);
    const address = randomIp();
    expect(await failTimes(address, user.email, freeFailures - 1)).toEqual(
      Array(freeFailures - 1).fill(401),
    );
    expect((await login(address, user)).statusCode).toBe(200);
    // Without the reset the next failure would have been the fifth, and the one after it a 429.
    expect(await failTimes(address, user.email, freeFailures)).toEqual(
      Array(freeFailures).fill(401),
    );
    expect((await login(address, { email: user.email, password: WRONG })).statusCode).toBe(429);
  });

  it('answers a registered and an unknown e-mail alike, 401s and 429s, bodies and headers', async () => {
    const { email } = await createTestUser(t.db);
    const run = async (target: string) => {
      const address = randomIp();
      const answers = [];
      for (let i = 0; i < freeFailures + 2; i += 1) {
        const res = await login(address, { email: target, password: WRONG });
        answers.push({
          status: res.statusCode,
          body: res.json<unknown>(),
          retryAfter: res.headers['retry-after'],
        });
      }
      return answers;
    };
    const known = await run(email);
    expect(known.at(-1)?.status).toBe(429);
    expect(await run(uniqueEmail('nobody'))).toEqual(known);
  });

  it('caps failures per address across accounts (spraying), and a success on its own account does not reset that', async () => {
    const own = await createTestUser(t.db);
    const sprayer = randomIp();
    for (let i = 0; i < perAddress.maxFailures; i += 1) {
      const res = await login(sprayer, { email: uniqueEmail('spray'), password: WRONG });
      expect(res.statusCode).toBe(401);
    }
    const capped = await login(sprayer, { email: uniqueEmail('spray'), password: WRONG });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/^Too many failed sign-ins from your network/);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Signing in to an account of one's own from there is refused too, so it cannot wipe the count.
    expect((await login(sprayer, own)).statusCode).toBe(429);
    expect((await login(randomIp(), own)).statusCode).toBe(200);
  });

  it('leaves Google sign-in alone at an address that may no longer try passwords', async () => {
    const address = randomIp();
    for (let i = 0; i < perAddress.maxFailures; i += 1)
      await login(address, { email: uniqueEmail('spray'), password: WRONG });
    expect((await login(address, { email: uniqueEmail(), password: WRONG })).statusCode).toBe(429);
    // Not configured in tests: its own 503, not the password throttle's 429.
    const google = await login(address, { token: 'Bearer abc.def.ghi' });
    expect(google.statusCode).toBe(503);
  });
});

describe('sign-in throttle back-off', () => {
  const setup = () => {
    let clock = 1_000_000;
    const counters = createMemoryCounterStore({ now: () => clock });
    const throttle = createSignInThrottle(counters);
    const attempt = { address: '10.0.0.1', email: 'owner@example.com' };
    const waitSeconds = async () => {
      try {
        await throttle.check(attempt);
        return 0;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
        return Number(error.headers['retry-after']);
      }
    };
    return {
      throttle,
      attempt,
      waitSeconds,
      advance: (ms: number) => (clock += ms),
    };
  };

  it('doubles the wait with every failure past the free ones, up to 15 minutes', async () => {
    const { throttle, attempt, waitSeconds, advance } = setup();
    for (let i = 0; i < freeFailures - 1; i += 1) await throttle.recordFailure(attempt);
    expect(await waitSeconds()).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      await throttle.recordFailure(attempt);
      const wait = await waitSeconds();
      waits.push(wait);
      advance(wait * 1000);
      expect(await waitSeconds()).toBe(0);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('answers the slowdowns a failure starts, once each, for the audit log', async () => {
    const { throttle, attempt, advance } = setup();
    const events = [];
    for (let i = 0; i < freeFailures; i += 1) events.push(await throttle.recordFailure(attempt));
    expect(events.slice(0, -1).flat()).toEqual([]);
    expect(events.at(-1)).toEqual([{ reason: 'account-wait', waitSeconds: 30 }]);
    advance(30_000);
    expect(await throttle.recordFailure(attempt)).toEqual([
      { reason: 'account-wait', waitSeconds: 60 },
    ]);
    // Spraying: the failure that reaches the address's limit says so, the ones before do not.
    const sprayer = { address: '10.0.0.2', email: '' };
    const sprayed = [];
    for (let i = 0; i < perAddress.maxFailures; i += 1)
      sprayed.push(await throttle.recordFailure({ ...sprayer, email: `u${i}@example.com` }));
    expect(sprayed.slice(0, -1).flat()).toEqual([]);
    expect(sprayed.at(-1)).toEqual([
      { reason: 'address-limit', waitSeconds: perAddress.windowMs / 1000 },
    ]);
    // Many addresses on one account: the failure past the threshold, and only that one.
    const target = 'target@example.com';
    const seen = [];
    for (let i = 0; i < underAttack.failures + 2; i += 1)
      seen.push(
        await throttle.recordFailure({ address: `10.1.${i >> 8}.${i & 255}`, email: target }),
      );
    expect(seen.flat().filter((e) => e.reason === 'account-under-attack')).toHaveLength(1);
    expect(seen[underAttack.failures]).toContainEqual({ reason: 'account-under-attack' });
  });

  it('forgets the failures after a day without one', async () => {
    const { throttle, attempt, waitSeconds, advance } = setup();
    for (let i = 0; i < freeFailures; i += 1) await throttle.recordFailure(attempt);
    expect(await waitSeconds()).toBe(30);
    advance(SIGN_IN_THROTTLE.pairMemoryMs);
    await throttle.recordFailure(attempt);
    expect(await waitSeconds()).toBe(0);
  });
});
