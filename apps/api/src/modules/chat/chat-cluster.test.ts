// Two API instances sharing server PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL; CI sets
// both): a message sent through instance A reaches a WebSocket client of instance B, and a client
// that drops and reconnects (to the other instance) receives exactly what it missed, in order.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeBus } from '../../platform/realtime/bus.ts';
import { createRedisBus } from '../../platform/realtime/redis-bus.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import {
  connectWs,
  insertListing,
  isMessage,
  logFrames,
  messageFrames,
  openRoom,
  say,
} from '../../test/chat.ts';
import { createSignedInUser, createTestTenant } from '../../test/factories.ts';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const missing = [!DATABASE_URL && 'TEST_DATABASE_URL', !REDIS_URL && 'TEST_REDIS_URL'].filter(
  Boolean,
);
if (missing.length > 0) {
  console.info(
    `chat across two instances skipped: ${missing.join(' and ')} not set (two processes cannot share PGlite, and fan-out between instances needs Redis)`,
  );
}

const quietLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

describe.skipIf(missing.length > 0)('chat across two instances (postgres + redis)', () => {
  const t = useTestApp('postgres');
  const buses: RealtimeBus[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let originA = '';
  let originB = '';

  beforeAll(async () => {
    // One channel prefix for both instances of this file, unlike any other test's.
    const prefix = `test:${randomUUID()}:`;
    const bus = () =>
      createRedisBus({ url: REDIS_URL ?? '', prefix, log: quietLog, retryStrategy: () => null });
    const [busA, busB] = [await bus(), await bus()];
    buses.push(busA, busB);
    a = await t.build({ bus: busA });
    // Instance B has its own connection pool to the same database.
    b = await t.build({ bus: busB, db: await t.openDatabase() });
    originA = await a.listen({ port: 0, host: '127.0.0.1' });
    originB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await Promise.all(buses.map((bus) => bus.close()));
  });

  const authed = async (origin: string, token: string, after?: string) => {
    const socket = await connectWs(origin);
    const log = logFrames(socket);
    socket.send(JSON.stringify({ type: 'auth', token, ...(after && { after }) }));
    await log.waitFor((f) => f.type === 'ready');
    return { socket, log };
  };

  it('a message sent through A reaches a WebSocket client of B', async () => {
    const [buyer, seller] = await Promise.all([
      createSignedInUser(a, t.db, { name: 'buyer' }),
      createSignedInUser(a, t.db, { name: 'seller' }),
    ]);
    const room = await openRoom(a, buyer.token, { seller_id: seller.user.id });
    const onB = await authed(originB, seller.token);
    const sent = await say(a, buyer.token, room.id, 'from instance A');
    const [frame] = await onB.log.waitFor(isMessage);
    expect(frame).toEqual({ type: 'message', message: sent });
    onB.socket.terminate();
  });

  it("a buyer's message about an organisation's listing, sent through A, reaches a colleague on B", async () => {
    const [buyer, author, colleague] = await Promise.all(
      ['buyer', 'author', 'colleague'].map((name) => createSignedInUser(a, t.db, { name })),
    );
    if (!buyer || !author || !colleague) throw new Error('people');
    const organisation = await createTestTenant(t.db, {
      owner: author.user,
      name: 'Cluster Pharmacy',
      members: [{ user: colleague.user, role: 'ADMIN' }],
    });
    const listing = await insertListing(a, t.db, author.user.id, { tenantId: organisation.id });
    const room = await openRoom(a, buyer.token, { seller_id: author.user.id, post_id: listing });
    const onB = await authed(originB, colleague.token);
    const buyerOnB = await authed(originB, buyer.token);
    const sent = await say(a, buyer.token, room.id, 'to the whole team');
    const [frame] = await onB.log.waitFor((f) => isMessage(f) && f.message.id === sent.id);
    expect(frame).toEqual({ type: 'message', message: sent });
    // The colleague's answer through A reaches the buyer's socket on B.
    const answer = await say(a, colleague.token, room.id, 'answered by the team');
    await buyerOnB.log.waitFor((f) => isMessage(f) && f.message.id === answer.id);
    onB.socket.terminate();
    buyerOnB.socket.terminate();
  });

  it('a client that drops and reconnects receives exactly what it missed, in order', async () => {
    const [buyer, seller] = await Promise.all([
      createSignedInUser(a, t.db, { name: 'buyer' }),
      createSignedInUser(b, t.db, { name: 'seller' }),
    ]);
    const room = await openRoom(b, buyer.token, { seller_id: seller.user.id });
    const first = await authed(originB, seller.token);
    const seen = await say(a, buyer.token, room.id, 'seen');
    await first.log.waitFor(isMessage);
    first.socket.terminate();
    await first.log.closed;
    // Missed while away, sent through both instances.
    const missed = [];
    for (let i = 0; i < 6; i += 1) {
      missed.push(await say(i % 2 ? a : b, buyer.token, room.id, `missed ${String(i)}`));
    }
    const again = await authed(originA, seller.token, seen.id);
    await again.log.waitFor(isMessage, missed.length);
    const live = await say(b, buyer.token, room.id, 'live again');
    await again.log.waitFor(isMessage, missed.length + 1);
    expect(messageFrames(again.log).map((m) => m.id)).toEqual([
      ...missed.map((m) => m.id),
      live.id,
    ]);
    again.socket.terminate();
  });
});
