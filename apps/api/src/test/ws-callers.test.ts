// The chat WebSocket, driven through a real HTTP upgrade as every caller of the authorization
// matrix (issue 30): the HTTP matrix can only be told "connect with a WebSocket" at /api/ws, so this
// file holds the socket to the same personas and world. A guest (no token, a bad one) is closed with
// 4401; every signed-in persona is answered `ready` as themself; and each socket carries only its
// own person's rooms: a message or a typing notice in someone else's room reaches nobody else,
// platform administrators included.
import { CHAT_WS_CLOSE, type TWsServerFrame } from '@dawa/contract';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessWorld, PERSONAS, type AccessWorld, type PersonaName } from './access-world.ts';
import { databases, useTestApp } from './build-test-app.ts';
import { connectWs, logFrames, say, type FrameLog } from './chat.ts';
import { readTaxonomy } from './listings.ts';

const SIGNED_IN = PERSONAS.filter((name) => name !== 'guest');

describe.each(databases())('chat WebSocket as every caller (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let origin = '';
  let world: AccessWorld;
  const open: WebSocket[] = [];

  beforeAll(async () => {
    app = await t.build();
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const taxonomy = await readTaxonomy(app);
    world = await createAccessWorld(app, t.db, {
      category: taxonomy.open.category.id,
      subCategory: taxonomy.open.sub.id,
    });
  });
  afterAll(() => {
    for (const socket of open) socket.close();
  });

  /** A socket of the persona, authenticated (ready), with its frames logged. */
  async function signedInSocket(name: PersonaName): Promise<FrameLog & { socket: WebSocket }> {
    const socket = await connectWs(origin);
    open.push(socket);
    const log = logFrames(socket);
    socket.send(JSON.stringify({ type: 'auth', token: world.personas[name].token }));
    const [ready] = await log.waitFor((frame) => frame.type === 'ready');
    expect(ready, name).toEqual({ type: 'ready', user_id: world.personas[name].userId });
    return Object.assign(log, { socket });
  }

  /** Every frame up to now: a ping answered by pong means the socket has sent all before it. */
  async function settled(log: FrameLog & { socket: WebSocket }): Promise<TWsServerFrame[]> {
    const pongs = log.frames.filter((frame) => frame.type === 'pong').length;
    log.socket.send(JSON.stringify({ type: 'ping' }));
    await log.waitFor((frame) => frame.type === 'pong', pongs + 1);
    return log.frames.filter((frame) => frame.type !== 'pong');
  }

  it('closes a guest with 4401, whether the auth frame has no token or a bad one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const socket = await connectWs(origin);
      const log = logFrames(socket);
      socket.send(JSON.stringify({ type: 'auth', token }));
      expect(await log.closed, String(token)).toBe(CHAT_WS_CLOSE.unauthorized);
    }
  });

  it('answers each signed-in persona as themself, and carries only their own rooms', async () => {
    const sockets = Object.fromEntries(
      await Promise.all(SIGNED_IN.map(async (name) => [name, await signedInSocket(name)] as const)),
    ) as Record<(typeof SIGNED_IN)[number], FrameLog & { socket: WebSocket }>;

    // The OWNER writes in their room with the stranger; then every persona types in the room of
    // the two staff members, which none of them belongs to.
    const text = `for the owner only ${Date.now().toString(36)}`;
    await say(app, world.personas.OWNER.token!, world.chats.OWNER, text);
    for (const name of SIGNED_IN) {
      sockets[name].socket.send(JSON.stringify({ type: 'typing', chat_id: world.foreignChat }));
    }
    await sockets.OWNER.waitFor(
      (frame) => frame.type === 'message' && frame.message.message === text,
    );

    for (const name of SIGNED_IN) {
      const frames = await settled(sockets[name]);
      const seen = frames.filter((frame) => frame.type !== 'ready');
      if (name === 'OWNER') {
        expect(
          seen.map((frame) => frame.type),
          name,
        ).toEqual(['message']);
      } else {
        expect(seen, `${name} received another person's room`).toEqual([]);
      }
    }
  });
});
