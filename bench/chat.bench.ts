// Chat live delivery across two API instances (issue 14): two API processes (the sources through
// tsx, or the build with API_ENTRY=dist) on one server PostgreSQL database and one Redis, CLIENTS
// WebSocket clients split between them, RATE messages/s for DURATION s sent over HTTP to a random
// instance, each carrying its sender's sequence number. Every member's socket must receive every
// message of its rooms exactly once and in its sender's order; latency is send-start → frame,
// split by whether the socket is on the instance the message was sent to.
// Then: messages per CPU-second of both servers, and memory per idle connection.
//
// Knobs: DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
// REDIS_URL (redis://127.0.0.1:6379), CLIENTS (200), RATE (50), DURATION (30), IDLE (1000),
// API_ENTRY=dist.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { createAccessTokens } from '../apps/api/src/platform/auth/access-tokens.ts';
import { cpuMs, residentKiB } from './lib/proc.ts';
import { randomPort, SERVER_JS, tempDataDir } from './lib/product.ts';

const SERVER_TS = fileURLToPath(new URL('../apps/api/src/server.ts', import.meta.url));
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLIENTS = Number(process.env.CLIENTS ?? 200);
const RATE = Number(process.env.RATE ?? 50);
const DURATION = Number(process.env.DURATION ?? 30);
const IDLE = Number(process.env.IDLE ?? 1000);

const dbName = `dawa_chat_bench_${randomBytes(4).toString('hex')}`;
const dbUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.href;
})();
// Both instances need the same secrets (tokens from one verify on the other); made per run.
const secrets = {
  AUTH_TOKEN_SECRET: randomBytes(32).toString('base64url'),
  OTP_PEPPER: randomBytes(32).toString('base64url'),
};

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

async function startApi(port: number): Promise<ChildProcess> {
  const useDist = process.env.API_ENTRY === 'dist';
  if (useDist && !existsSync(SERVER_JS)) throw new Error(`${SERVER_JS} is missing: npm run build`);
  const dataDir = tempDataDir();
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, useDist ? [SERVER_JS] : ['--import', 'tsx', SERVER_TS], {
    env: {
      ...process.env,
      ...secrets,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      REDIS_URL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', process.env.API_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  children.push(child);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${String(child.exitCode)}`);
    if (Date.now() > deadline) throw new Error('API not ready within 60 s');
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/api/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

interface Client {
  index: number;
  userId: string;
  token: string;
  instance: 0 | 1;
  socket: WebSocket;
  roomId: string;
  /** sender index → sequence numbers in arrival order */
  received: Map<number, number[]>;
}

try {
  const portA = randomPort();
  const portB = portA + 1;
  // One after the other: the first applies the migrations.
  const apiA = await startApi(portA);
  const apiB = await startApi(portB);
  const origins = [`http://127.0.0.1:${String(portA)}`, `http://127.0.0.1:${String(portB)}`];

  // People and sessions straight into the database; their access tokens signed with the secret.
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const tokens = createAccessTokens({ secret: secrets.AUTH_TOKEN_SECRET });
  const people: { userId: string; token: string }[] = [];
  const { rows: userRows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, email_verified, full_name)
     SELECT 'bench-' || g || '-' || $1 || '@example.com', true, 'Bench ' || g
     FROM generate_series(1, $2) g RETURNING id`,
    [dbName, CLIENTS],
  );
  for (const { id } of userRows) {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO auth_sessions (user_id) VALUES ($1) RETURNING id',
      [id],
    );
    const sessionId = rows[0]!.id;
    people.push({
      userId: id,
      token: (await tokens.sign({ userId: id, sessionId }, new Date())).token,
    });
  }
  await db.end();

  const api = async (instance: number, path: string, token: string, body: object) => {
    const res = await fetch(`${origins[instance]!}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${path}: ${String(res.status)} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };

  // Pairs (2k, 2k+1) share a room; even users on A, odd on B, so every room spans both.
  const roomOf: string[] = [];
  for (let i = 0; i + 1 < CLIENTS; i += 2) {
    const room = await api(0, '/api/chat/rooms', people[i]!.token, {
      seller_id: people[i + 1]!.userId,
    });
    roomOf[i] = room.id;
    roomOf[i + 1] = room.id;
  }

  const sendTimes = new Map<string, { at: number; instance: number }>();
  const latency: Record<'same' | 'cross', number[]> = { same: [], cross: [] };
  const connect = (origin: string, token: string, onMessage?: (frame: unknown) => void) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/ws`);
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString('utf8')) as { type: string };
        if (frame.type === 'ready') resolve(socket);
        else onMessage?.(frame);
      });
      socket.once('close', (code) => reject(new Error(`closed ${String(code)}`)));
    });

  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const instance = (i % 2) as 0 | 1;
    const client: Client = {
      index: i,
      ...people[i]!,
      instance,
      roomId: roomOf[i]!,
      received: new Map(),
      socket: undefined as unknown as WebSocket,
    };
    client.socket = await connect(origins[instance]!, client.token, (frame) => {
      const now = performance.now();
      const f = frame as { type: string; message?: { message: string } };
      if (f.type !== 'message' || !f.message) return;
      const { s, n, key } = JSON.parse(f.message.message) as { s: number; n: number; key: string };
      const list = client.received.get(s) ?? [];
      list.push(n);
      client.received.set(s, list);
      const sent = sendTimes.get(key);
      if (sent) {
        (sent.instance === client.instance ? latency.same : latency.cross).push(now - sent.at);
      }
    });
    clients.push(client);
  }
  console.log(
    `${String(clients.length)} clients connected (${String(CLIENTS / 2)} on each instance)`,
  );

  // The load: RATE messages/s, round robin over the senders, to a random instance each.
  const sentBy = new Map<number, number>();
  const cpuBefore = cpuMs(apiA.pid) / 1000 + cpuMs(apiB.pid) / 1000;
  const started = performance.now();
  const count = RATE * DURATION;
  const inFlight: Promise<unknown>[] = [];
  const chains = new Map<number, Promise<unknown>>();
  /** Send → HTTP answer: how long the POST itself took (the rest of a frame's latency is fan-out). */
  const httpLatency: number[] = [];
  /** Sends the API refused (429, 503 under pressure): nothing to deliver. */
  const failed = new Set<string>();
  let failures = 0;
  for (let k = 0; k < count; k += 1) {
    const due = started + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sender = clients[k % clients.length]!;
    const n = (sentBy.get(sender.index) ?? 0) + 1;
    sentBy.set(sender.index, n);
    const instance = Math.random() < 0.5 ? 0 : 1;
    const key = `${String(sender.index)}:${String(n)}`;
    // One sender sends in order, each message after the previous one was answered (as a client
    // does), so any disorder the sockets see is the server's.
    const previous = chains.get(sender.index) ?? Promise.resolve();
    const sending = previous.then(() => {
      const at = performance.now();
      sendTimes.set(key, { at, instance });
      return api(instance, '/api/chat/message', sender.token, {
        chat_id: sender.roomId,
        message: JSON.stringify({ s: sender.index, n, key }),
      })
        .then(() => httpLatency.push(performance.now() - at))
        .catch((err: unknown) => {
          failures += 1;
          failed.add(key);
          console.error(String(err));
        });
    });
    chains.set(sender.index, sending);
    inFlight.push(sending);
  }
  await Promise.all(inFlight);
  const sendSeconds = (performance.now() - started) / 1000;
  // Let the last deliveries land (bounded wait: until every expected frame arrived or 10 s).
  const expectedFrames = () => (count - failed.size) * 2;
  const deadline = Date.now() + 10_000;
  const framesReceived = () =>
    clients.reduce((sum, c) => sum + [...c.received.values()].reduce((a, l) => a + l.length, 0), 0);
  while (framesReceived() < expectedFrames() && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const cpu = cpuMs(apiA.pid) / 1000 + cpuMs(apiB.pid) / 1000 - cpuBefore;

  // Exactly once, in order: each member gets 1..n of both members' senders.
  let lost = 0;
  let duplicated = 0;
  let outOfOrder = 0;
  for (const client of clients) {
    const partner = client.index % 2 === 0 ? client.index + 1 : client.index - 1;
    for (const sender of [client.index, partner]) {
      const expected = sentBy.get(sender) ?? 0;
      const got = client.received.get(sender) ?? [];
      const unique = new Set(got);
      duplicated += got.length - unique.size;
      for (let n = 1; n <= expected; n += 1) {
        if (!unique.has(n) && !failed.has(`${String(sender)}:${String(n)}`)) lost += 1;
      }
      let max = 0;
      for (const n of got) {
        if (n < max) outOfOrder += 1;
        max = Math.max(max, n);
      }
    }
  }

  const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
  console.log(
    `${String(count)} messages in ${sendSeconds.toFixed(1)} s (${(count / sendSeconds).toFixed(1)}/s), ${String(failures)} failed sends, ${String(framesReceived())}/${String(expectedFrames())} frames delivered`,
  );
  console.log(
    `lost ${String(lost)}, duplicated ${String(duplicated)}, out of order ${String(outOfOrder)}`,
  );
  console.log(
    `latency same instance: p50 ${p(latency.same, 50)} ms, p99 ${p(latency.same, 99)} ms (${String(latency.same.length)} frames)`,
  );
  console.log(
    `latency cross instance: p50 ${p(latency.cross, 50)} ms, p99 ${p(latency.cross, 99)} ms (${String(latency.cross.length)} frames)`,
  );
  console.log(
    `POST /api/chat/message answered: p50 ${p(httpLatency, 50)} ms, p99 ${p(httpLatency, 99)} ms`,
  );
  console.log(
    `cross/same p99 ratio ${(percentile(latency.cross, 99) / percentile(latency.same, 99)).toFixed(2)} (target ≤ 3)`,
  );
  console.log(
    `CPU of both API processes: ${cpu.toFixed(1)} s → ${(count / cpu).toFixed(0)} messages (${(expectedFrames() / cpu).toFixed(0)} deliveries) per CPU-second`,
  );

  // Memory per idle connection: IDLE more authenticated sockets on instance A, RSS before/after.
  if (IDLE > 0) {
    await new Promise((r) => setTimeout(r, 2000));
    const before = residentKiB(apiA.pid) * 1024;
    const idle: WebSocket[] = [];
    for (let i = 0; i < IDLE; i += 1) {
      idle.push(await connect(origins[0]!, people[i % people.length]!.token));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const after = residentKiB(apiA.pid) * 1024;
    console.log(
      `memory: ${String(IDLE)} idle sockets on one instance, RSS ${(before / 2 ** 20).toFixed(1)} → ${(after / 2 ** 20).toFixed(1)} MiB, ≈ ${((after - before) / IDLE / 1024).toFixed(1)} KiB per connection`,
    );
    for (const socket of idle) socket.terminate();
  }
  for (const client of clients) client.socket.terminate();
} finally {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
