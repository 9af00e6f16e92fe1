import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
} from '@dawa/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog } from '../db/schema/index.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { as, createSignedInUser, createTestTenant } from '../test/factories.ts';
import { describeRaces, installRaceGate, releasedTogether } from '../test/race.ts';
import { access } from './access.ts';
import { tenantCallOf } from './auth/caller.ts';
import {
  idempotencyKeyOf,
  idempotencySweepJob,
  requestTransactionOf,
  sweepIdempotencyKeys,
} from './idempotency.ts';

// Idempotent writes (docs/idempotency.md), through the real access guard: a user route (its own
// transaction) and a tenant route (the tenant wall's), each writing one audit row per run.

const ZBody = z.object({ note: z.string(), hold: z.boolean().optional() });
const ZAnswer = z.object({ run: z.string(), note: z.string(), at: z.date() });

/** Requests of the user route that wait (in the handler, holding their key) until released. */
let releaseHeld = () => {};
let held = Promise.resolve();
function holdNext() {
  held = new Promise((resolve) => (releaseHeld = resolve));
}

function withTestRoutes(app: FastifyInstance) {
  installRaceGate(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { body: ZBody, response: { 201: ZAnswer } };
  typed.post(
    '/api/test-idem/user/:n',
    { config: { access: access.user(), idempotent: true }, schema },
    async (request, reply) => {
      if (request.body.hold) await held;
      const run = randomUUID();
      await requestTransactionOf(request).db.insert(auditLog).values({
        tenantId: null,
        action: 'create',
        entity: 'idem-test',
        entityId: request.body.note,
      });
      reply.code(201);
      // A Date: the kept answer is the serialised one, so the replay is the same text.
      return { run, note: request.body.note, at: new Date() };
    },
  );
  typed.post(
    '/api/test-idem/tenant',
    { config: { access: access.tenant('organisation.view'), idempotent: true }, schema },
    async (request, reply) => {
      const { ctx, wall } = tenantCallOf(request);
      await wall.db.insert(auditLog).values({
        tenantId: ctx.tenantId,
        action: 'create',
        entity: 'idem-test',
        entityId: request.body.note,
      });
      if (request.body.note === 'fail') throw new Error('fails after writing');
      reply.code(201);
      return { run: randomUUID(), note: request.body.note, at: new Date() };
    },
  );
}

describeRaces('idempotent writes', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await t.build({ configure: withTestRoutes });
    token = (await createSignedInUser(app, t.db, { name: 'idem' })).token;
  });

  const send = (body: object, key?: string, who = token, url = '/api/test-idem/user/1') =>
    ({
      method: 'POST',
      url,
      payload: body,
      headers: {
        ...as(who).headers,
        ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
      },
    }) satisfies InjectOptions;
  const call = (options: InjectOptions) => app.inject(options);
  const writes = async (note: string) =>
    (
      await t.db.orm.execute(
        sql`select 1 from audit_log where entity = 'idem-test' and entity_id = ${note}`,
      )
    ).rows.length;
  const replayed = (res: { headers: Record<string, unknown> }) =>
    res.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()];

  it('replays the first answer (same status, same body) and writes once', async () => {
    const key = randomUUID();
    const first = await call(send({ note: 'replay' }, key));
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed(first)).toBeUndefined();
    const again = await call(send({ note: 'replay' }, key));
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(replayed(again)).toBe('true');
    expect(await writes('replay')).toBe(1);
    // The same body without a key, or with a new one, is a new write.
    expect((await call(send({ note: 'replay' }))).statusCode).toBe(201);
    expect((await call(send({ note: 'replay' }, `"${randomUUID()}"`))).statusCode).toBe(201);
    expect(await writes('replay')).toBe(3);
  });

  it('answers 422 for the same key with another body or on another route, writing nothing', async () => {
    const key = randomUUID();
    expect((await call(send({ note: 'first' }, key))).statusCode).toBe(201);
    for (const other of [
      send({ note: 'second' }, key),
      send({ note: 'first' }, key, token, '/api/test-idem/user/2'),
    ]) {
      const res = await call(other);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'UNPROCESSABLE',
        message: IDEMPOTENCY_MESSAGES.keyReused,
      });
    }
    expect(await writes('second')).toBe(0);
    expect(await writes('first')).toBe(1);
  });

  it('answers 400 for a malformed key, before anything runs', async () => {
    for (const bad of ['short', 'x'.repeat(129), 'has space in it', 'ключ-ключ-ключ']) {
      const res = await call(send({ note: 'bad-key' }, bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: IDEMPOTENCY_MESSAGES.keyInvalid });
    }
    expect(await writes('bad-key')).toBe(0);
  });

  it("keeps each user's and each pharmacy's keys apart", async () => {
    const other = await createSignedInUser(app, t.db, { name: 'idem-other' });
    const owner = await createSignedInUser(app, t.db, { name: 'idem-owner' });
    const [a, b] = await Promise.all([
      createTestTenant(t.db, { owner: owner.user, name: 'Idem A' }),
      createTestTenant(t.db, { owner: owner.user, name: 'Idem B' }),
    ]);
    const key = randomUUID();
    const mine = await call(send({ note: 'apart' }, key));
    const theirs = await call(send({ note: 'apart' }, key, other.token));
    expect(replayed(theirs)).toBeUndefined();
    expect(theirs.body).not.toBe(mine.body);
    const inPharmacy = (tenantId: string) =>
      call({
        ...send({ note: 'apart' }, key, owner.token, '/api/test-idem/tenant'),
        headers: {
          ...as(owner.token, tenantId).headers,
          [IDEMPOTENCY_KEY_HEADER]: key,
        },
      });
    const [inA, inB] = [await inPharmacy(a.id), await inPharmacy(b.id)];
    expect([inA.statusCode, inB.statusCode]).toEqual([201, 201]);
    expect([replayed(inA), replayed(inB)]).toEqual([undefined, undefined]);
    const againInA = await inPharmacy(a.id);
    expect(replayed(againInA)).toBe('true');
    expect(againInA.body).toBe(inA.body);
    expect(await writes('apart')).toBe(4);
  });

  it('keeps nothing of a request that failed: its write and its key roll back together', async () => {
    const owner = await createSignedInUser(app, t.db, { name: 'idem-fail' });
    const tenant = await createTestTenant(t.db, { owner: owner.user });
    const key = randomUUID();
    const failing = {
      ...send({ note: 'fail' }, key, owner.token, '/api/test-idem/tenant'),
      headers: { ...as(owner.token, tenant.id).headers, [IDEMPOTENCY_KEY_HEADER]: key },
    };
    expect((await call(failing)).statusCode).toBe(500);
    expect((await call(failing)).statusCode).toBe(500); // run again, not replayed
    expect(await writes('fail')).toBe(0);
  });

  it('forgets keys past the retention: the sweep deletes them and they are free again', async () => {
    const key = randomUUID();
    expect((await call(send({ note: 'old' }, key))).statusCode).toBe(201);
    await t.db.orm.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    const afterExpiry = await call(send({ note: 'old, another body' }, key));
    expect(afterExpiry.statusCode).toBe(201);
    expect(replayed(afterExpiry)).toBeUndefined();
    await t.db.orm.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    expect(await sweepIdempotencyKeys(t.db.orm)).toBeGreaterThanOrEqual(1);
    const left = await t.db.orm.execute(sql`select 1 from idempotency_keys where key = ${key}`);
    expect(left.rows).toHaveLength(0);
  });

  it('sweeps hourly as a background job that deletes only expired keys and counts them', async () => {
    const [fresh, old] = [randomUUID(), randomUUID()];
    expect((await call(send({ note: 'fresh' }, fresh))).statusCode).toBe(201);
    expect((await call(send({ note: 'old' }, old))).statusCode).toBe(201);
    await t.db.orm.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${old}`,
    );
    const job = idempotencySweepJob(t.db.orm);
    expect(job.schedule).toEqual({ everyMs: 3_600_000 });
    expect(await job.run()).toEqual({ items: 1 });
    const keys = await t.db.orm.execute(
      sql`select key from idempotency_keys where key in (${fresh}, ${old})`,
    );
    expect(keys.rows).toEqual([{ key: fresh }]);
  });

  const onPostgres = driver === 'postgres' ? it : it.skip;

  onPostgres('answers 409 while the first request with the key is still running', async () => {
    const key = randomUUID();
    holdNext();
    const first = call(send({ note: 'in-flight', hold: true }, key));
    // The first holds its key (in the handler) until released.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await call(send({ note: 'in-flight', hold: true }, key));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'CONFLICT', message: IDEMPOTENCY_MESSAGES.inFlight });
    releaseHeld();
    expect((await first).statusCode).toBe(201);
    const third = await call(send({ note: 'in-flight', hold: true }, key));
    expect(replayed(third)).toBe('true');
    expect(await writes('in-flight')).toBe(1);
  });

  it('two identical requests released together write once; the other is a 409 or the replay', async () => {
    for (let round = 0; round < 3; round += 1) {
      const key = randomUUID();
      const note = `race-${round}`;
      const answers = await releasedTogether(app, [send({ note }, key), send({ note }, key)]);
      const made = answers.filter((r) => r.statusCode === 201 && replayed(r) === undefined);
      expect(made).toHaveLength(1);
      const [other] = answers.filter((r) => r !== made[0]);
      if (other?.statusCode === 409) {
        expect(other.json()).toEqual({ code: 'CONFLICT', message: IDEMPOTENCY_MESSAGES.inFlight });
      } else {
        expect(other?.body).toBe(made[0]?.body);
        expect(replayed(other!)).toBe('true');
      }
      expect(await writes(note)).toBe(1);
    }
  });
});

it('reads a key bare or as a quoted string, and refuses two of them', () => {
  const of = (value: string | string[]) =>
    idempotencyKeyOf({ headers: { [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: value } } as never);
  expect(of('abc-123_x:y.z')).toBe('abc-123_x:y.z');
  expect(of('"abc-123_x:y.z"')).toBe('abc-123_x:y.z');
  expect(() => of(['abcdefgh', 'abcdefgh'])).toThrow(IDEMPOTENCY_MESSAGES.keyInvalid);
});
