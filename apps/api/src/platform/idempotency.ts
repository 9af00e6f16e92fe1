// Idempotent writes (issue 32, docs/idempotency.md): a route declared `config: { idempotent: true }`
// takes an optional Idempotency-Key header; the first request with a key runs and its answer is
// kept, a retry with the same key and the same request gets that answer again (status and body,
// byte for byte, with Idempotent-Replayed: true) instead of writing twice. The same key with another
// request is a 422; the same key while its first request is still running is a 409.
//
// The claim, the route's own writes and the kept answer commit in ONE transaction: a key exists
// exactly when its write committed, so a crash can leave neither a write without its key nor a
// key without its write, and no key is ever stuck "in flight". While the first request runs, its
// transaction holds an advisory lock named after the key: that lock is the in-flight state, and it
// ends with the transaction (or the connection), whatever happens.
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
} from '@dawa/contract';
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Orm } from '../db/client.ts';
import type { JobDefinition } from './jobs/runner.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { RouteAccess } from './access.ts';
import { AppError } from './errors.ts';
import { SENT_INSIDE_WALL } from './tenancy/tenant-wall.ts';

/**
 * How long a key is kept: a retry within a day replays; after that the key is free again. Long
 * enough for a phone that lost its answer to come back online; short enough to keep the table
 * small. A key older than this is treated as absent at once, and `sweepIdempotencyKeys` deletes it.
 */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/** Names the advisory locks of keys in flight (the two-integer form: a space of its own). */
const IN_FLIGHT_LOCK_CLASS = 32_032;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write a client may retry with an Idempotency-Key (platform/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    requestTransaction: RequestTransaction | null;
  }
}

/** The transaction an idempotent route writes in (a tenant route's is its tenant wall). */
export interface RequestTransaction {
  db: Orm;
  /** Runs `effect` once the write, its key and its answer have committed. */
  afterCommit: (effect: () => void) => void;
}

/**
 * The transaction of an idempotent route outside the tenant wall: every write of the route goes
 * through `db`, so that it commits with its key. (On PGlite, reaching the app's connection from
 * inside it would also wait forever for it.)
 */
export function requestTransactionOf(request: FastifyRequest): RequestTransaction {
  if (!request.requestTransaction) {
    throw new Error(
      'requestTransactionOf: only a route declared idempotent (outside the wall) has one',
    );
  }
  return request.requestTransaction;
}

/** The access kinds that know their caller: a key belongs to a user. */
const WITH_CALLER = new Set<RouteAccess['kind']>(['user', 'tenant', 'tenantPath', 'platformAdmin']);

export function assertIdempotentAllowed(
  method: string,
  url: string,
  declared: RouteAccess | undefined,
) {
  if (!declared || !WITH_CALLER.has(declared.kind)) {
    throw new Error(
      `${method} ${url}: an idempotent route needs a signed-in caller (its keys are theirs)`,
    );
  }
}

export function decorateRequestTransaction(app: FastifyInstance): void {
  app.decorateRequest('requestTransaction', null);
}

/** The key sent, if any: a token of IDEMPOTENCY_KEY_PATTERN, bare or as a quoted string (RFC 8941). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  const bare = typeof value === 'string' ? value.replace(/^"(.*)"$/, '$1') : '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(bare)) {
    throw new AppError('BAD_REQUEST', IDEMPOTENCY_MESSAGES.keyInvalid);
  }
  return bare;
}

/** JSON with every object's keys sorted: the same request always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What the request asks, as validated: path parameters, query and body. */
export function fingerprintOf(request: FastifyRequest): string {
  const asked = { params: request.params, query: request.query, body: request.body };
  return createHash('sha256').update(canonicalJson(asked)).digest('base64url');
}

interface Claim {
  tenantId: string | null;
  userId: string;
  key: string;
  request: string;
  fingerprint: string;
}

const sameScope = (claim: Claim) =>
  and(
    claim.tenantId === null
      ? isNull(idempotencyKeys.tenantId)
      : eq(idempotencyKeys.tenantId, claim.tenantId),
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
  );

/** What was kept under the claim's key, if anything (expired or not). */
async function keptFor(db: Orm, claim: Claim) {
  const [kept] = await db
    .select({
      id: idempotencyKeys.id,
      request: idempotencyKeys.request,
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
      expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS})`,
    })
    .from(idempotencyKeys)
    .where(sameScope(claim));
  return kept;
}

type Kept = NonNullable<Awaited<ReturnType<typeof keptFor>>>;

/** The kept answer, for the same request; 422 for another. */
function replayOf(kept: Kept, claim: Claim): Kept {
  if (kept.request !== claim.request || kept.fingerprint !== claim.fingerprint) {
    throw new AppError('UNPROCESSABLE', IDEMPOTENCY_MESSAGES.keyReused);
  }
  return kept;
}

/**
 * The kept answer of `claim.key` (422 when it was kept for another request), or null once this
 * transaction has claimed the key: 409 while another transaction holds it. A replay takes no lock;
 * a claim reads again after taking it, since the first request may have committed in between.
 */
async function claimKey(db: Orm, claim: Claim): Promise<Kept | null> {
  const before = await keptFor(db, claim);
  if (before && !before.expired) return replayOf(before, claim);
  const name = `${claim.tenantId ?? ''}/${claim.userId}/${claim.key}`;
  const { rows } = await db.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${IN_FLIGHT_LOCK_CLASS}::int4, hashtext(${name})) as locked`,
  );
  if (rows[0]?.locked !== true) throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.inFlight);
  const kept = await keptFor(db, claim);
  if (!kept) return null;
  if (!kept.expired) return replayOf(kept, claim);
  // Past the retention: forgotten, the key is free again (under the lock, so once).
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, kept.id));
  return null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers `body` (JSON text, already serialised) as it is: Fastify sends a JSON string untouched. */
function sendAsIs(reply: FastifyReply, status: number, body: string): string {
  void reply.code(status).type(JSON_TYPE);
  return body;
}

/** Refuses reply.send inside `work`: the answer must be returned, to be kept and sent after commit. */
async function returningOnly<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  if (Object.hasOwn(reply, 'send')) return work(); // the tenant wall refuses it already
  Object.defineProperty(reply, 'send', {
    configurable: true,
    value: () => {
      throw new Error(SENT_INSIDE_WALL);
    },
  });
  try {
    return await work();
  } finally {
    delete (reply as unknown as Record<string, unknown>).send;
  }
}

/**
 * `handler` as an idempotent write. Inside the tenant wall (a tenant route) it runs in the wall's
 * transaction; otherwise in a transaction of its own, which the handler reaches with
 * `requestTransactionOf(request)`. Without a key the handler simply runs in that transaction.
 */
export function idempotentHandler(handler: RouteHandlerMethod, orm: () => Orm): RouteHandlerMethod {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const key = idempotencyKeyOf(request);
    const run = async (db: Orm): Promise<unknown> => {
      if (key === undefined) return handler.call(this, request, reply);
      const auth = request.auth;
      if (!auth) throw new Error('idempotent route without a caller');
      const claim: Claim = {
        tenantId: auth.tenantId,
        userId: auth.userId,
        key,
        request: `${request.method} ${request.routeOptions.url ?? request.url}`,
        fingerprint: fingerprintOf(request),
      };
      const earlier = await claimKey(db, claim);
      if (earlier) {
        void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
        return sendAsIs(reply, earlier.status, earlier.body);
      }
      const result: unknown = await handler.call(this, request, reply);
      if (result === reply || result === undefined) throw new Error(SENT_INSIDE_WALL);
      // Serialised once, by the route's response schema: the replay is the same bytes.
      const serialised = reply.serialize(result);
      const body =
        typeof serialised === 'string'
          ? serialised
          : Buffer.from(
              serialised instanceof ArrayBuffer ? new Uint8Array(serialised) : serialised,
            ).toString('utf8');
      await db.insert(idempotencyKeys).values({
        ...claim,
        responseStatus: reply.statusCode,
        responseBody: body,
      });
      return sendAsIs(reply, reply.statusCode, body);
    };
    return returningOnly(reply, async () => {
      if (request.tenantWall) return run(request.tenantWall.db);
      const effects: (() => void)[] = [];
      const answer = await orm().transaction(async (tx) => {
        request.requestTransaction = { db: tx, afterCommit: (effect) => effects.push(effect) };
        try {
          return await run(tx);
        } finally {
          request.requestTransaction = null;
        }
      });
      for (const effect of effects) effect();
      return answer;
    });
  };
}

/** How many expired keys one sweep statement deletes at most (short statements, short locks). */
const SWEEP_BATCH = 1_000;

/**
 * Deletes the keys older than the retention, in batches, and answers how many. The jobs runner
 * calls it hourly (`idempotencySweepJob`); between sweeps expired keys are only ignored, never
 * replayed.
 */
export async function sweepIdempotencyKeys(orm: Orm): Promise<number> {
  let total = 0;
  for (;;) {
    const oldest = orm
      .select({ id: idempotencyKeys.id })
      .from(idempotencyKeys)
      .where(
        lt(
          idempotencyKeys.createdAt,
          sql`now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS})`,
        ),
      )
      .limit(SWEEP_BATCH);
    const deleted = await orm
      .delete(idempotencyKeys)
      .where(inArray(idempotencyKeys.id, oldest))
      .returning({ id: idempotencyKeys.id });
    total += deleted.length;
    if (deleted.length < SWEEP_BATCH) return total;
  }
}

/** The sweep as a background job (docs/jobs.md): hourly, once per due time across every instance. */
export const idempotencySweepJob = (orm: Orm): JobDefinition => ({
  name: 'idempotency-keys',
  description: `Deletes the kept answers of retried writes older than ${String(IDEMPOTENCY_RETENTION_HOURS)} hours.`,
  schedule: { everyMs: 3_600_000 },
  async run() {
    return { items: await sweepIdempotencyKeys(orm) };
  },
});
