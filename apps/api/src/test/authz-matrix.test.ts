// The authorization matrix (issue 12): every route the app registers, called by every kind of
// caller with their own ids, another pharmacy's (or person's) ids and ids nothing has, must answer
// as its access declaration (platform/access.ts) says. Routes come from the app's own route table,
// so a route added tomorrow is in the matrix tomorrow, and one without a declaration fails here.
import { API_PREFIX, HEADERS } from '@dawa/contract';
import type { FastifyInstance, HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { IdKind, RouteAccess } from '../platform/access.ts';
import { routesOf } from '../platform/route-table.ts';
import {
  expectedOutcome,
  idsFor,
  registerIdKinds,
  sidesOf,
  type Expected,
  type Side,
  type StoredFile,
} from './access-expectation.ts';
import {
  createAccessWorld,
  PERSONAS,
  type ListingPlace,
  type Persona,
  type PersonaName,
  worldDigest,
} from './access-world.ts';
import { databases, useTestApp } from './build-test-app.ts';
import { randomIp } from './factories.ts';
import { fillPath, messageOf, queryString } from './http-parts.ts';
import { readTaxonomy, uploadImages } from './listings.ts';
import {
  loadModuleMatrixCases,
  type MatrixCase,
  type MatrixWorld,
  type ModuleMatrixCases,
  type RequestParts,
} from './matrix-cases.ts';
import { sampleOf } from './zod-arbitrary.ts';

const isApiRoute = (route: RouteOptions) => route.url.startsWith(`${API_PREFIX}/`);
const methodOf = (route: RouteOptions) => [route.method].flat().join(',');
const nameOf = (route: RouteOptions) => `${methodOf(route)} ${route.url}`;

type RouteSchema = Partial<Record<'params' | 'querystring' | 'body', z.ZodType>>;

/** Fields named like ids that name no row a caller could reach by guessing, and why. */
const NOT_ROW_IDS: Record<string, string> = {
  client_id: "a key the client makes up for its own retries: it names nothing of anyone else's",
  message_id:
    "a message of the room named in the path: the room's membership is the access, and a message of another room moves no read mark (chat.test.ts)",
};

/** A stable 32-bit seed per cell, so a failing cell's request can be generated again. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Values of `part` named by the declaration, as ids of `side`. */
function idValues(part: Record<string, IdKind> | undefined, ids: Record<IdKind, string>) {
  return Object.fromEntries(Object.entries(part ?? {}).map(([name, kind]) => [name, ids[kind]]));
}

/** The request of one cell: valid params, query and body from the route's schemas, the cell's
 * ids where the declaration says ids go, the persona's token and, for x-tenant-id routes, the
 * side's pharmacy in the header. */
function requestFor(
  route: RouteOptions,
  access: RouteAccess,
  persona: Persona,
  ids: Record<IdKind, string>,
  seed: number,
  parts: RequestParts = {},
): InjectOptions & { method: HTTPMethods; url: string } {
  const schema = (route.schema ?? {}) as RouteSchema;
  const sample = (part: keyof RouteSchema, override?: object) => {
    const zod = schema[part];
    return zod
      ? (sampleOf(zod, { seed, ...(override && { override }) }) as Record<string, unknown>)
      : undefined;
  };
  const params = { ...sample('params'), ...idValues(access.params, ids), ...parts.params };
  const url = fillPath(route.url, params);
  const query = {
    ...sample('querystring', { ...access.example?.query, ...parts.query }),
    ...idValues(access.query, ids),
    ...parts.query,
  };
  const body = schema.body && {
    ...sample('body', { ...access.example?.body, ...parts.body }),
    ...idValues(access.body, ids),
    ...parts.body,
  };
  return {
    method: methodOf(route).split(',').at(-1) as HTTPMethods,
    url: url + queryString(query),
    // Development aids answer loopback clients only; everything else from a fresh address, so
    // per-address limits never turn a cell into a 429.
    remoteAddress: access.kind === 'devOnly' ? '127.0.0.1' : randomIp(),
    headers: {
      ...(persona.token !== null && { authorization: `Bearer ${persona.token}` }),
      ...(access.kind === 'tenant' && { [HEADERS.tenant]: ids.tenant }),
    },
    ...(body !== undefined && { payload: body }),
  };
}

interface Answer {
  status: number;
  message: string | undefined;
}

describe.each(databases())('authorization matrix (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;
  let place: ListingPlace;
  let file: StoredFile;
  let modules: Record<string, ModuleMatrixCases>;
  /** Each route's case, by "METHOD /api/path", and the module it comes from. */
  const casesByRoute = new Map<string, { module: string; case: MatrixCase }>();

  /** A fresh world, with every module's rows added. */
  async function buildWorld(): Promise<MatrixWorld> {
    const base = await createAccessWorld(app, t.db, place);
    const extras: MatrixWorld['extras'] = {};
    for (const [name, cases] of Object.entries(modules)) {
      if (cases.extendWorld) extras[name] = await cases.extendWorld(app, t.db, base);
    }
    return { ...base, place, extras };
  }
  /** What the next cells rely on: the core world's digest and each module's own. */
  async function digestOf(world: MatrixWorld): Promise<string> {
    const parts = [await worldDigest(t.db, world)];
    for (const cases of Object.values(modules)) {
      if (cases.digest) parts.push(await cases.digest(t.db, world));
    }
    return parts.join('|');
  }

  beforeAll(async () => {
    modules = await loadModuleMatrixCases();
    for (const cases of Object.values(modules)) registerIdKinds(cases.idKinds ?? {});
    for (const [module, cases] of Object.entries(modules)) {
      for (const [route, routeCase] of Object.entries(cases.routes)) {
        casesByRoute.set(route, { module, case: routeCase });
      }
    }
    // Uploads go to a folder of this file's own.
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-matrix-'));
    app = await t.build({ env: { DATA_DIR: dataDir } });
    const taxonomy = await readTaxonomy(app);
    place = { category: taxonomy.open.category.id, subCategory: taxonomy.open.sub.id };
    const world = await createAccessWorld(app, t.db, place);
    const [image] = await uploadImages(app, world.personas.OWNER.token ?? '');
    const key = /\/files\/uploads\/([^/]+)\/([^/?]+)/.exec(image?.url ?? '');
    if (!key?.[1] || !key[2]) throw new Error(`unexpected upload URL ${String(image?.url)}`);
    file = { owner: key[1], id: key[2] };
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('every API route declares who may call it', () => {
    const undeclared = routesOf(app).filter((route) => isApiRoute(route) && !route.config?.access);
    const hint = (route: RouteOptions) =>
      `${nameOf(route)}: add to its route options a line such as ` +
      `\`config: { access: access.user() },\` (import { access } from '../../platform/access.ts'). ` +
      `Kinds: public(), user(), self({ params: { id: 'user' } }), tenant(ROLES), ` +
      `tenantPath(ROLES, { params: { id: 'tenant' } }), platformAdmin(), signedUrl(), devOnly(); ` +
      `name every id it takes (params, query, body). README: "Who may call a route".`;
    expect(undeclared.map(hint), 'routes without an access declaration').toEqual([]);
  });

  it('outside /api only the web app’s files and CORS preflight are served', () => {
    // Static files carry no data and are the same for everyone; anything else belongs under /api.
    const others = routesOf(app).filter((route) => !isApiRoute(route));
    const notStatic = others.filter(
      (route) => ![route.method].flat().every((m) => ['GET', 'HEAD', 'OPTIONS'].includes(m)),
    );
    expect(notStatic.map(nameOf)).toEqual([]);
  });

  it('every id a route takes is declared with what it names', () => {
    // A field named id, …Id or …_id in a route's path, query or body is an id: the declaration must
    // say what it names (platform/access.ts IdKinds), so the matrix tries others' and missing ones.
    const isIdName = (name: string) => /^id$|Id$|_id$/.test(name) && !(name in NOT_ROW_IDS);
    const fieldsOf = (zod: z.ZodType | undefined): string[] => {
      const shape = (zod as { shape?: Record<string, unknown> } | undefined)?.shape;
      return shape ? Object.keys(shape) : [];
    };
    const undeclared = routesOf(app)
      .filter((route) => isApiRoute(route) && route.config?.access)
      .flatMap((route) => {
        const access = route.config?.access as RouteAccess;
        const schema = (route.schema ?? {}) as RouteSchema;
        const parts = [
          ['params', schema.params, access.params],
          ['query', schema.querystring, access.query],
          ['body', schema.body, access.body],
        ] as const;
        return parts.flatMap(([part, zod, declared]) =>
          fieldsOf(zod)
            .filter((name) => isIdName(name) && !(declared && name in declared))
            .map((name) => `${nameOf(route)}: ${part}.${name}`),
        );
      });
    expect(undeclared).toEqual([]);
  });

  it('every module case names a route that exists', () => {
    const names = new Set(routesOf(app).map(nameOf));
    expect([...casesByRoute.keys()].filter((route) => !names.has(route))).toEqual([]);
  });

  it('every route answers every caller as its declaration says', async () => {
    const routes = routesOf(app)
      .filter((route) => isApiRoute(route) && route.config?.access)
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
    const failures: string[] = [];
    const stats = {
      calls: 0,
      worlds: 0,
      columns: 0,
      allowed: 0,
      succeeded: 0,
      refusedByRule: 0,
      bodiesRead: 0,
    };
    /** Texts of rows only some personas may read, from the core world and every module. */
    const secretsOf = (w: MatrixWorld) => [
      ...coreSecrets(w),
      ...Object.values(modules).flatMap((cases) => cases.secretsFrom?.(w) ?? []),
    ];
    const refusedAllowed: string[] = [];
    let world: MatrixWorld | undefined;
    let digest = '';
    const started = Date.now();
    const cpu = process.cpuUsage();
    // AUTHZ_MATRIX_PRINT=1 prints every route's answers, one line per route and caller.
    const table: string[] = [];
    for (const route of routes) {
      const access = route.config?.access as RouteAccess;
      const sides = sidesOf(access);
      stats.columns = Math.max(stats.columns, sides.length);
      const unauthorized = new Map<Side, PersonaName[]>();
      for (const personaName of PERSONAS) {
        const answers = new Map<Side, Answer>();
        const row: string[] = [];
        for (const side of sides) {
          if (!world) {
            world = await buildWorld();
            digest = await digestOf(world);
            stats.worlds += 1;
          }
          const persona = world.personas[personaName];
          const cell = `${nameOf(route)} as ${personaName} with ${side} ids`;
          const seed = seedOf(cell);
          const expected = expectedOutcome(access, persona, side, world);
          const ids = idsFor(world, file, persona, side, access);
          const routeCase = casesByRoute.get(nameOf(route))?.case;
          const cellOf = { world, persona, side, ids };
          const parts = expected.allowed ? await routeCase?.request?.(cellOf) : undefined;
          const request = requestFor(route, access, persona, ids, seed, parts);
          const res = await app.inject(request);
          stats.calls += 1;
          const answer = { status: res.statusCode, message: messageOf(res.body) };
          answers.set(side, answer);
          if (expected.allowed && side !== 'missing') {
            stats.allowed += 1;
            if (res.statusCode < 400) stats.succeeded += 1;
            else {
              const why = refusalOf(routeCase, personaName, side, answer);
              if (why) stats.refusedByRule += 1;
              else {
                failures.push(
                  `${cell}: an allowed caller must succeed, answered ${String(res.statusCode)} ` +
                    `${res.body.slice(0, 160)}; give the route a case in its module's ` +
                    `matrix-cases.ts (a request that succeeds, or the rule that refuses) ` +
                    `(${request.method} ${request.url}, seed ${String(seed)})`,
                );
              }
              refusedAllowed.push(`${cell}: ${String(res.statusCode)} ${answer.message ?? ''}`);
            }
          }
          // What a successful read answered must hold nothing of another pharmacy or person.
          if (request.method === 'GET' && res.statusCode < 300) {
            stats.bodiesRead += 1;
            for (const secret of secretsOf(world)) {
              if (!secret.seenBy.includes(personaName) && res.body.includes(secret.text)) {
                failures.push(`${cell}: the answer holds ${secret.what} (${request.url})`);
              }
            }
          }
          row.push(`${side} ${String(res.statusCode)}`);
          if (res.statusCode === 401) {
            unauthorized.set(side, [...(unauthorized.get(side) ?? []), personaName]);
          }
          // Another pharmacy's row named through the caller's own pharmacy must answer like a row
          // this pharmacy does not have: the same call with those rows' ids missing.
          let missing = answers.get('missing');
          if (side === 'crossed' && !expected.allowed && expected.isHidden) {
            const own = idsFor(world, file, persona, 'own', access);
            const absent = idsFor(world, file, persona, 'missing', access);
            const baseline = requestFor(
              route,
              access,
              persona,
              { ...absent, tenant: own.tenant },
              seed,
            );
            const res = await app.inject(baseline);
            stats.calls += 1;
            missing = { status: res.statusCode, message: messageOf(res.body) };
          }
          const problem = judge({
            side,
            hasIds: sides.length > 1,
            access,
            expected,
            answer,
            missing,
          });
          if (problem) {
            failures.push(
              `${cell}: ${problem}; answered ${String(res.statusCode)} ${res.body.slice(0, 200)} ` +
                `(${expected.why}; ${request.method} ${request.url}, seed ${String(seed)})`,
            );
          }
          // A write that went through may have spent what the next cells rely on.
          if (methodOf(route) !== 'GET' && res.statusCode < 300) {
            const after = await digestOf(world);
            if (after !== digest) world = undefined;
          }
        }
        table.push(`${nameOf(route)} as ${personaName}: ${row.join(', ')}`);
      }
      // A public route's 401 is about credentials in the body (a wrong password), never about who
      // calls: if anyone gets one, everyone must.
      for (const [side, who] of unauthorized) {
        if (access.kind === 'public' && who.length !== PERSONAS.length) {
          failures.push(
            `${nameOf(route)} with ${side} ids: public, yet only ${who.join(', ')} got 401`,
          );
        }
      }
    }
    console.info(
      `authorization matrix (${driver}): ${String(routes.length)} routes × ${String(PERSONAS.length)} ` +
        `callers × up to ${String(stats.columns)} id columns (own; someone else's visible; another's hidden; another pharmacy's rows through the caller's; missing) = ` +
        `${String(stats.calls)} calls (${String(stats.worlds)} worlds built) in ` +
        `${String(Math.round((Date.now() - started) / 1000))} s (${String(Math.round(process.cpuUsage(cpu).user / 1e6))} s of CPU); ` +
        `${String(stats.allowed)} cells of an allowed caller with ids that exist: ${String(stats.succeeded)} succeeded, ` +
        `${String(stats.refusedByRule)} refused by a module's stated rule; ${String(stats.bodiesRead)} successful reads searched for others' rows`,
    );
    if (process.env.AUTHZ_MATRIX_PRINT) {
      console.info(table.join('\n'));
      console.info(
        `allowed cells: ${String(stats.allowed)}, answered 2xx: ${String(stats.succeeded)}\n` +
          refusedAllowed.join('\n'),
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/**
 * The stated rule that refuses this allowed caller, if the route's case names one matching the
 * answer (status and message), or the test that proves success where the matrix cannot.
 */
function refusalOf(
  routeCase: MatrixCase | undefined,
  persona: PersonaName,
  side: Side,
  answer: Answer,
): string | null {
  const matches = (refusal: { status: number; message: string }) =>
    refusal.status === answer.status && (answer.message ?? '').startsWith(refusal.message);
  const proven = routeCase?.provenElsewhere;
  if (proven && matches(proven)) return `proven by ${proven.test}`;
  const rule = routeCase?.refused?.find(
    (refusal) =>
      (refusal.personas?.includes(persona) ?? true) &&
      (refusal.sides?.includes(side) ?? true) &&
      matches(refusal),
  );
  return rule ? rule.because : null;
}

/**
 * Rows of the world only some personas may read. The other pharmacy, its member and a room and
 * offer between two others are nobody else's business; the stranger's draft only a platform
 * administrator may see.
 */
function coreSecrets(world: MatrixWorld): { text: string; what: string; seenBy: PersonaName[] }[] {
  return [
    // Platform administrators see every pharmacy (the platform overview).
    {
      text: world.otherTenant,
      what: "the other pharmacy's id",
      seenBy: ['otherOwner', 'platformAdmin'],
    },
    { text: world.foreignChat, what: "two other people's room", seenBy: [] },
    { text: world.foreignOffer, what: "two other people's offer", seenBy: [] },
    { text: world.hiddenPost, what: "a stranger's draft", seenBy: ['platformAdmin'] },
  ];
}

/** What is wrong with one cell's answer, if anything. */
function judge({
  access,
  side,
  hasIds,
  expected,
  answer,
  missing,
}: {
  access: RouteAccess;
  side: Side;
  hasIds: boolean;
  expected: Expected;
  answer: Answer;
  /** What the same call answered for rows that do not exist. */
  missing: Answer | undefined;
}): string | null {
  const { status } = answer;
  if (status >= 500) return 'a server error';
  if (expected.allowed) {
    if (status === 403) return 'refused a caller the declaration allows';
    if (status === 401 && access.kind !== 'public') return 'asked an allowed caller to sign in';
    const reachesRows =
      hasIds &&
      side !== 'missing' &&
      access.rows !== 'any' &&
      // With a rule per kind, a route whose ids may all be anyone's reaches no row of its own.
      !(typeof access.rows === 'object' && Object.values(access.rows).every((r) => r === 'any'));
    if (status === 404 && reachesRows) return 'did not find a row this caller may reach';
    return null;
  }
  const alsoRight = expected.orBadRequest === true && status === 400;
  if (status !== expected.status && !alsoRight) return `expected ${String(expected.status)}`;
  if (expected.isHidden && (missing?.status !== status || missing.message !== answer.message)) {
    return `must answer exactly like a missing row, which answered ${JSON.stringify(missing)}`;
  }
  return null;
}
