import { ZJobStatusList } from '@dawa/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createSignedInUser } from '../../test/factories.ts';
import { describeRaces } from '../../test/race.ts';
import {
  createJobRunner,
  ERROR_MAX_CHARS,
  RUNS_KEPT,
  type JobDefinition,
  type JobRunner,
} from './runner.ts';

// The background jobs runner (issue 32, docs/jobs.md): N instances on one database run each due
// time of a cluster job once; failures are recorded and the job stays scheduled; administrators
// read it all at GET /api/admin/jobs. On server PostgreSQL the two "instances" are two connection
// pools, so the advisory lock is the server's; PGlite is one process's database (one Database).

const HOUR_MS = 3_600_000;

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describeRaces('background jobs', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  /** The second instance's database: its own pool on server PostgreSQL. */
  let other: Database;
  let clock = new Date('2031-05-01T10:00:00Z');
  const now = () => clock;
  const runners: JobRunner[] = [];
  let names = 0;

  beforeAll(async () => {
    app = t.app;
    other = driver === 'postgres' ? await t.openDatabase() : t.db;
  });
  // Before the file's databases close (useTestApp's afterAll runs after this one).
  afterAll(() => Promise.all(runners.map((runner) => runner.stop())));

  /** Two instances' runners on the one database, each with the job. */
  function instances(job: JobDefinition): [JobRunner, JobRunner] {
    const pair = [t.db, other].map((db, i) => {
      const runner = createJobRunner({ db, now, log: app.log, instance: `instance-${String(i)}` });
      runner.register(job);
      runners.push(runner);
      return runner;
    });
    return pair as [JobRunner, JobRunner];
  }

  const uniqueName = (what: string) => `test-${what}-${String((names += 1))}`;
  const runsOf = (job: string) =>
    t.db.orm.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.id));

  it('two instances due at once: the job runs once per due time, the other skips', async () => {
    let runs = 0;
    const name = uniqueName('once');
    const job: JobDefinition = {
      name,
      description: 'counts',
      schedule: { everyMs: HOUR_MS },
      run: () => {
        runs += 1;
        return Promise.resolve({ items: 1 });
      },
    };
    const [a, b] = instances(job);
    // Both fire at the same instant, five due times running.
    for (let round = 0; round < 5; round += 1) {
      clock = new Date(Date.UTC(2031, 4, 1, 10 + round, 0, 1));
      const answers = await Promise.all([a.runIfDue(name), b.runIfDue(name)]);
      expect(answers.filter((x) => x === 'ok')).toHaveLength(1);
      expect(answers.filter((x) => x !== 'ok')[0]).toMatch(/^(locked|not-due)$/);
    }
    expect(runs).toBe(5);
    const rows = await runsOf(name);
    expect(rows.map((r) => [r.dueAt?.toISOString(), r.outcome, r.items])).toEqual(
      [10, 11, 12, 13, 14].map((h) => [`2031-05-01T${String(h)}:00:00.000Z`, 'ok', 1]),
    );
    // Later within the same due time: already run, whichever instance asks.
    clock = new Date(Date.UTC(2031, 4, 1, 14, 30));
    expect(await a.runIfDue(name)).toBe('not-due');
    expect(await b.runIfDue(name)).toBe('not-due');
    expect(runs).toBe(5);
  });

  it('while one instance runs the job, the other cannot take its lock, even for the next due time', async () => {
    const name = uniqueName('lock');
    const release = deferred();
    const entered = deferred();
    let runs = 0;
    const [a, b] = instances({
      name,
      description: 'holds on',
      schedule: { everyMs: HOUR_MS },
      async run() {
        runs += 1;
        entered.resolve();
        await release.promise;
        return undefined;
      },
    });
    clock = new Date('2031-05-02T10:00:00Z');
    const first = a.runIfDue(name);
    await entered.promise;
    expect(await b.runIfDue(name)).toBe('locked');
    expect(await a.runIfDue(name)).toBe('locked');
    clock = new Date('2031-05-02T11:00:00Z');
    expect(await b.runIfDue(name)).toBe('locked');
    release.resolve();
    expect(await first).toBe('ok');
    expect(await b.runIfDue(name)).toBe('ok');
    expect(runs).toBe(2);
  });

  it('a failing run is logged and recorded, trimmed; the next due time still runs', async () => {
    const name = uniqueName('fails');
    let fail = true;
    const [a] = instances({
      name,
      description: 'fails once',
      schedule: { everyMs: HOUR_MS },
      run: () => {
        if (fail) return Promise.reject(new Error(`stock sheet unreadable ${'x'.repeat(900)}`));
        return Promise.resolve({ items: 3 });
      },
    });
    clock = new Date('2031-05-03T10:00:00Z');
    expect(await a.runIfDue(name)).toBe('failed');
    fail = false;
    clock = new Date('2031-05-03T11:00:00Z');
    expect(await a.runIfDue(name)).toBe('ok');
    const rows = await runsOf(name);
    expect(rows.map((r) => r.outcome)).toEqual(['failed', 'ok']);
    expect(rows[0]?.error).toMatch(/^stock sheet unreadable x+…$/);
    expect(rows[0]?.error).toHaveLength(ERROR_MAX_CHARS);
    expect(rows[1]).toMatchObject({ error: null, items: 3, instance: 'instance-0' });
    const [status] = await a.status();
    expect(status).toMatchObject({
      name,
      scope: 'cluster',
      last_run: { outcome: 'ok', items: 3 },
      last_success_at: '2031-05-03T11:00:00.000Z',
      last_failure: { at: '2031-05-03T10:00:00.000Z' },
      next_due_at: '2031-05-03T12:00:00.000Z',
    });
  });

  it('a run its instance never finished is marked interrupted by the next run', async () => {
    const name = uniqueName('interrupted');
    const [a] = instances({
      name,
      description: 'x',
      schedule: { everyMs: HOUR_MS },
      run: () => Promise.resolve(undefined),
    });
    await t.db.orm.insert(jobRuns).values({
      job: name,
      dueAt: new Date('2031-05-04T09:00:00Z'),
      instance: 'gone',
      startedAt: new Date('2031-05-04T09:00:00Z'),
    });
    clock = new Date('2031-05-04T10:00:00Z');
    // Before the run: the newest due time has not run, so it is due now.
    expect((await a.status())[0]?.next_due_at).toBe('2031-05-04T10:00:00.000Z');
    expect(await a.runIfDue(name)).toBe('ok');
    const rows = await runsOf(name);
    expect(rows.map((r) => [r.instance, r.outcome])).toEqual([
      ['gone', 'failed'],
      ['instance-0', 'ok'],
    ]);
    expect(rows[0]?.error).toMatch(/^Interrupted/);
  });

  it('a per-instance job runs on every instance; old runs are pruned, the newest failure kept', async () => {
    const name = uniqueName('each');
    let runs = 0;
    const [a, b] = instances({
      name,
      description: 'each',
      scope: 'instance',
      schedule: { everyMs: 5_000 },
      run: () => {
        runs += 1;
        return runs === 1 ? Promise.reject(new Error('first one fails')) : Promise.resolve({});
      },
    });
    clock = new Date('2031-05-05T10:00:00Z');
    expect(await Promise.all([a.runIfDue(name), b.runIfDue(name)])).toEqual(['failed', 'ok']);
    for (let i = 0; i < RUNS_KEPT + 5; i += 1) await a.runIfDue(name);
    expect(runs).toBe(RUNS_KEPT + 7);
    const rows = await runsOf(name);
    expect(rows).toHaveLength(RUNS_KEPT + 1);
    expect(rows[0]).toMatchObject({ outcome: 'failed', error: 'first one fails', dueAt: null });
    expect(rows.slice(1).every((r) => r.outcome === 'ok')).toBe(true);
  });

  it('timers run the job; stop waits for a run in progress and no timer is left', async () => {
    const name = uniqueName('timer');
    const entered = deferred();
    const release = deferred();
    const runner = createJobRunner({ db: t.db, now, log: app.log });
    runners.push(runner);
    runner.register({
      name,
      description: 'x',
      schedule: { everyMs: HOUR_MS },
      firstAfterMs: 0,
      async run() {
        entered.resolve();
        await release.promise;
        return undefined;
      },
    });
    clock = new Date('2031-05-06T10:00:00Z');
    runner.start();
    await entered.promise; // fired by its timer (after the shortest delay, a second)
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(await runner.runIfDue(name)).toBe('stopped');
    const [row] = await runsOf(name);
    expect(row?.outcome).toBe('ok');
  });

  it("GET /admin/jobs: the app's jobs for a platform administrator; 401 for a guest, 403 for a user", async () => {
    const admin = await createSignedInUser(app, t.db, { name: 'jobsadmin', isPlatformAdmin: true });
    const user = await createSignedInUser(app, t.db, { name: 'plainuser' });
    await t.db.orm.insert(jobRuns).values({
      job: 'listing-expiry',
      dueAt: new Date('2020-01-01T00:00:00Z'),
      instance: 'api-1:42',
      startedAt: new Date('2020-01-01T00:00:00Z'),
      finishedAt: new Date('2020-01-01T00:00:02Z'),
      outcome: 'failed',
      error: 'connection reset',
    });
    expect((await app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
    const refused = await app.inject({ method: 'GET', url: '/api/admin/jobs', ...as(user.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toEqual(expect.any(String));
    const res = await app.inject({ method: 'GET', url: '/api/admin/jobs', ...as(admin.token) });
    expect(res.statusCode).toBe(200);
    const { jobs } = ZJobStatusList.parse(res.json());
    expect(jobs.map((j) => j.name).sort()).toEqual(
      ['idempotency-keys', 'listing-expiry', 'listing-views-flush', 'unused-uploads'].sort(),
    );
    expect(jobs.find((j) => j.name === 'listing-expiry')).toMatchObject({
      scope: 'cluster',
      every_ms: HOUR_MS,
      daily_at_utc: '00:00:05',
      last_failure: { at: '2020-01-01T00:00:02.000Z', error: 'connection reset' },
      last_run: { outcome: 'failed', instance: 'api-1:42' },
    });
    expect(jobs.find((j) => j.name === 'listing-views-flush')?.scope).toBe('instance');
    const rows = await t.db.orm
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'listing-expiry'), eq(jobRuns.instance, 'api-1:42')));
    expect(rows).toHaveLength(1);
  });
});
