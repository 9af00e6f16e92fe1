// The concurrency harness (issue 29; docs/testing.md "Races"): requests that compete for one row
// are held at the handler's door until every one of them has arrived, then released together, so a
// read-decide-write that is not done on a locked row shows its race every time instead of once in a
// while. Every read-decide-write gets such a test; the back-office ledgers (stock, sales, credit)
// use the same helper.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, it } from 'vitest';
import type { DatabaseDriver } from '../db/client.ts';
import { databases } from './build-test-app.ts';

const GATE_HEADER = 'x-test-race-gate';
/** How long a held request waits for the others (one refused before the door must not hang the rest). */
const GATE_TIMEOUT_MS = 5_000;

interface Gate {
  expected: number;
  arrived: number;
  open: () => void;
  opened: Promise<void>;
}

// One registry for every app of the test process: a race may run across several instances on one
// database (each with its own in-memory rate-limit counters, as behind a load balancer).
const gates = new Map<string, Gate>();
const gated = new WeakSet<FastifyInstance>();

/**
 * Installs the gate on a test app (`t.build({ configure: installRaceGate })`): a request carrying
 * the gate header waits in `preHandler` (after authentication and validation, right before the
 * handler reads anything) until all requests of its race have arrived.
 */
export function installRaceGate(app: FastifyInstance): void {
  gated.add(app);
  app.addHook('preHandler', async (request) => {
    const id = request.headers[GATE_HEADER];
    if (typeof id !== 'string') return;
    const gate = gates.get(id);
    if (!gate) return;
    gate.arrived += 1;
    if (gate.arrived === gate.expected) gate.open();
    await gate.opened;
  });
}

/**
 * Sends `requests` so that their handlers start at the same instant, and answers each one's
 * response in order. With several apps (instances on one database), request i goes to app
 * i mod n. A request refused before the handler (401, 400, 429) does not reach the gate: the
 * others go on after GATE_TIMEOUT_MS.
 */
export async function releasedTogether(
  to: FastifyInstance | FastifyInstance[],
  requests: InjectOptions[],
): Promise<LightMyRequestResponse[]> {
  const apps = Array.isArray(to) ? to : [to];
  if (!apps.every((app) => gated.has(app))) {
    throw new Error('releasedTogether: build every app with installRaceGate');
  }
  const id = crypto.randomUUID();
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const timer = setTimeout(open, GATE_TIMEOUT_MS);
  gates.set(id, { expected: requests.length, arrived: 0, open, opened });
  try {
    return await Promise.all(
      requests.map((request, i) =>
        apps[i % apps.length]!.inject({
          ...request,
          headers: { ...request.headers, [GATE_HEADER]: id },
        }),
      ),
    );
  } finally {
    clearTimeout(timer);
    gates.delete(id);
  }
}

/**
 * `describe.each(databases())` for race tests, saying plainly when the server PostgreSQL run is
 * skipped: PGlite runs one transaction at a time, so only server PostgreSQL can show a missing lock.
 */
export function describeRaces(name: string, body: (driver: DatabaseDriver) => void): void {
  describe.each(databases())(`${name} (%s)`, body);
  if (!databases().includes('postgres')) {
    describe(`${name} (postgres)`, () => {
      it.skip('skipped: TEST_DATABASE_URL is not set, so these races ran on PGlite alone', () => {});
    });
  }
}

/**
 * How many times a race test runs its race: an interleaving that loses is likely, not certain, in
 * any one round (the experiment of removing each lock, in the closing note of issue 29, lost within
 * this many rounds).
 */
export const RACE_ROUNDS = 5;

/** Runs `race` RACE_ROUNDS times, each with its round number (for fresh rows and messages). */
export async function inRounds(race: (round: number) => Promise<void>): Promise<void> {
  for (let round = 0; round < RACE_ROUNDS; round += 1) await race(round);
}
