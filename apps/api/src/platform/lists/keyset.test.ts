import { LIST_MESSAGES, type TSort } from '@dawa/contract';
import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../db/client.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { AppError } from '../errors.ts';
import { encodeCursor } from './cursor.ts';
import { countUpTo, readKeysetPage, type KeysetList } from './keyset.ts';

// A table of the test's own, so every kind of sort column and every tie can be set up exactly.
const probe = pgTable('keyset_probe', {
  id: uuid().primaryKey().defaultRandom(),
  tenantId: uuid().notNull(),
  at: timestamp({ withTimezone: true }).notNull(),
  n: integer().notNull(),
  name: text().notNull(),
});

type Key = 'at' | 'n' | 'name';
const LIST: KeysetList<Key> = {
  id: probe.id,
  sorts: {
    at: { column: probe.at, kind: 'timestamp' },
    n: { column: probe.n, kind: 'integer' },
    name: { column: probe.name, kind: 'text' },
  },
};

const TENANT_A = '00000000-0000-4000-8000-00000000000a';
const TENANT_B = '00000000-0000-4000-8000-00000000000b';

interface ProbeRow {
  id: string;
  at: Date;
  n: number;
  name: string;
}

/** Each row's time in whole microseconds, as the database keeps it (a Date has milliseconds). */
const microsOf = new Map<string, bigint>();

/** One page of a tenant's rows, as a list route reads it. */
function readPage(
  db: Orm,
  tenantId: string,
  request: { sort: TSort<Key>; cursor?: string; limit: number },
) {
  const where = eq(probe.tenantId, tenantId);
  return readKeysetPage({
    list: LIST,
    request,
    rows: (parts) =>
      db
        .select({ id: probe.id, at: probe.at, n: probe.n, name: probe.name, ...parts.keyset })
        .from(probe)
        .where(and(where, parts.after))
        .orderBy(...parts.orderBy)
        .limit(parts.limit),
    count: () => countUpTo(db, { table: probe, where }),
  });
}

/** Every page from the first, following nextCursor; `between` runs before each next page. */
async function walk(
  db: Orm,
  tenantId: string,
  sort: TSort<Key>,
  limit: number,
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<ProbeRow[]> {
  const seen: ProbeRow[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 1000; guard += 1) {
    const page = await readPage(db, tenantId, { sort, limit, ...(cursor && { cursor }) });
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    seen.push(...page.rows.map(({ id, at, n, name }) => ({ id, at, n, name })));
    if (page.nextCursor === null) {
      expect(page.hasMore).toBe(false);
      return seen;
    }
    expect(page.hasMore).toBe(true);
    cursor = page.nextCursor;
    await between();
  }
  throw new Error('the walk never ended');
}

/** JavaScript's own order of the rows: the sort value, then the id, in the sort's direction. */
function expectedOrder(rows: ProbeRow[], { key, direction }: TSort<Key>): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = (row: ProbeRow) => (key === 'at' ? (microsOf.get(row.id) ?? 0n) : row[key]);
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      // Names are plain ASCII here, so byte order and the database's collation agree.
      const byValue = x < y ? -1 : x > y ? 1 : 0;
      return sign * (byValue !== 0 ? byValue : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    })
    .map((row) => row.id);
}

describe.each(databases())('keyset lists (%s)', (driver) => {
  const t = useTestApp(driver);
  const db = () => t.db.orm;
  const base = Date.parse('2027-03-12T08:00:00.000Z');

  async function insertRows(tenantId: string, rows: Omit<ProbeRow, 'id'>[]): Promise<ProbeRow[]> {
    return db()
      .insert(probe)
      .values(rows.map((row) => ({ ...row, tenantId })))
      .returning({ id: probe.id, at: probe.at, n: probe.n, name: probe.name });
  }

  let rowsOfA: ProbeRow[] = [];
  beforeAll(async () => {
    await db().execute(sql`create table keyset_probe (
      id uuid primary key default gen_random_uuid(),
      tenant_id uuid not null,
      at timestamptz not null,
      n integer not null,
      name text not null
    )`);
    // 23 rows in 4 groups of equal values each: only the id can tell them apart. One pair is a
    // microsecond apart (finer than a JavaScript Date), written with SQL below.
    rowsOfA = await insertRows(
      TENANT_A,
      Array.from({ length: 23 }, (_, i) => ({
        at: new Date(base + (i % 4) * 1000),
        n: i % 4,
        name: `name-${String(i % 4)}`,
      })),
    );
    await db().execute(sql`insert into keyset_probe (tenant_id, at, n, name) values
      (${TENANT_A}, timestamptz '2027-03-12T08:00:05.000002Z', 9, 'name-9'),
      (${TENANT_A}, timestamptz '2027-03-12T08:00:05.000001Z', 9, 'name-9')`);
    const added = await db()
      .select({ id: probe.id, at: probe.at, n: probe.n, name: probe.name })
      .from(probe)
      .where(eq(probe.n, 9));
    rowsOfA.push(...added);
    const times = await db().execute<{ id: string; micros: string }>(
      sql`select id, (extract(epoch from at) * 1000000)::bigint::text as micros from keyset_probe`,
    );
    for (const row of times.rows) microsOf.set(row.id, BigInt(row.micros));
    // The pair is a microsecond apart: the order must keep it (a millisecond cursor would not).
    const pair = rowsOfA.filter((row) => row.n === 9).map((row) => microsOf.get(row.id));
    expect(new Set(pair).size).toBe(2);
    await insertRows(
      TENANT_B,
      Array.from({ length: 5 }, (_, i) => ({ at: new Date(base), n: i, name: 'other' })),
    );
  });

  const SORTS: TSort<Key>[] = (['at', 'n', 'name'] as const).flatMap((key) => [
    { key, direction: 'asc' as const },
    { key, direction: 'desc' as const },
  ]);

  it.each(SORTS)(
    'pages cover every row exactly once, in order, with equal sort values ($key $direction)',
    async (sort) => {
      for (const limit of [1, 4, 7, 100]) {
        const seen = await walk(db(), TENANT_A, sort, limit);
        const ids = seen.map((row) => row.id);
        expect(new Set(ids).size, `limit ${String(limit)}`).toBe(ids.length);
        expect(ids, `limit ${String(limit)}`).toEqual(expectedOrder(rowsOfA, sort));
      }
    },
  );

  it('under inserts while paging, no row that was there is skipped or repeated', async () => {
    const tenant = '00000000-0000-4000-8000-00000000000c';
    const start = Date.now();
    const there = await insertRows(
      tenant,
      Array.from({ length: 30 }, (_, i) => ({
        at: new Date(start - (i % 5) * 1000),
        n: i % 3,
        name: `row-${String(i % 3)}`,
      })),
    );
    for (const sort of SORTS) {
      let inserted = 0;
      // Before each page, and while it is read, new rows arrive: some tied with rows already
      // passed, some newer, some older than the cursor.
      const arrive = async () => {
        inserted += 3;
        await insertRows(tenant, [
          { at: new Date(start), n: 1, name: 'row-1' },
          { at: new Date(start + 60_000), n: 5, name: 'row-5' },
          { at: new Date(start - 4000), n: 0, name: 'row-0' },
        ]);
      };
      // For the first few pages (an ascending walk would otherwise chase the newest rows forever).
      let pages = 0;
      const seen = await walk(db(), tenant, sort, 4, async () => {
        pages += 1;
        if (pages <= 4) await Promise.all([arrive(), arrive()]);
      });
      const ids = seen.map((row) => row.id);
      expect(new Set(ids).size, `${sort.key} ${sort.direction}: repeated`).toBe(ids.length);
      const seenIds = new Set(ids);
      expect(
        there.filter((row) => !seenIds.has(row.id)),
        `${sort.key} ${sort.direction}: skipped`,
      ).toEqual([]);
      expect(inserted).toBeGreaterThan(0);
      // Still in order, whatever arrived: each row is after the one before it.
      const value = (row: ProbeRow) =>
        sort.key === 'at' ? row.at.getTime() : sort.key === 'n' ? row.n : row.name;
      for (let i = 1; i < seen.length; i += 1) {
        const [a, b] = [seen[i - 1], seen[i]];
        if (!a || !b) continue;
        const isAfter =
          sort.direction === 'asc'
            ? value(a) < value(b) || (value(a) === value(b) && a.id < b.id)
            : value(a) > value(b) || (value(a) === value(b) && a.id > b.id);
        expect(isAfter, `${sort.key} ${sort.direction} at ${String(i)}`).toBe(true);
      }
    }
  });

  it('the tenant wall: a cursor carries a position only, never another tenant’s rows', async () => {
    const sort: TSort<Key> = { key: 'n', direction: 'asc' };
    const first = await readPage(db(), TENANT_A, { sort, limit: 3 });
    expect(first.nextCursor).not.toBeNull();
    // Tenant A's cursor, sent with tenant B's filter: B's rows after that position, nothing of A.
    const elsewhere = await readPage(db(), TENANT_B, {
      sort,
      limit: 100,
      cursor: first.nextCursor ?? '',
    });
    const ofA = new Set(rowsOfA.map((r) => r.id));
    expect(elsewhere.rows.filter((r) => ofA.has(r.id))).toEqual([]);
    expect(elsewhere.total).toBe(5);
  });

  it('refuses a bad cursor with a 400 and the contract’s message, before reading anything', async () => {
    const sort: TSort<Key> = { key: 'at', direction: 'desc' };
    const good = (await readPage(db(), TENANT_A, { sort, limit: 2 })).nextCursor ?? '';
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = rowsOfA[0]?.id ?? '';
    const bad = [
      'not-a-cursor',
      b64('hello'),
      b64({ s: '-at', v: '1', i: 'not-a-uuid' }),
      b64({ s: 'at', v: '1', i: id }), // another order
      b64({ s: '-n', v: '1', i: id }),
      b64({ s: '-at', v: 'yesterday', i: id }), // a value of the wrong kind
      b64({ s: '-at', v: '99999999999999999', i: id }), // beyond any timestamp
      b64({ s: '-at', v: '1', i: id, extra: true }),
      good.slice(0, -3),
      `${good}x`,
      Buffer.from([0xff, 0xfe, 0x00, 0x7b]).toString('base64url'),
    ];
    for (const cursor of bad) {
      const refused = await readPage(db(), TENANT_A, { sort, limit: 2, cursor }).catch(
        (e: unknown) => e,
      );
      expect(refused, cursor).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({
        status: 400,
        message: LIST_MESSAGES.cursorInvalid,
        issues: [{ path: 'cursor', message: LIST_MESSAGES.cursorInvalid }],
      });
    }
    // A text value with a NUL, an integer beyond bigint: refused too, in their own orders.
    const odd: [TSort<Key>, string][] = [
      [{ key: 'name', direction: 'asc' }, 'a\u0000b'],
      [{ key: 'n', direction: 'asc' }, '9'.repeat(19)],
      [{ key: 'n', direction: 'asc' }, '1.5'],
    ];
    for (const [oddSort, value] of odd) {
      const cursor = encodeCursor(oddSort, { value, id });
      const refused = await readPage(db(), TENANT_A, { sort: oddSort, limit: 2, cursor }).catch(
        (e: unknown) => e,
      );
      expect(refused, value).toMatchObject({ status: 400 });
    }
  });

  it('counts exactly up to the cap, then says the count stopped there', async () => {
    const where = eq(probe.tenantId, TENANT_A);
    const count = (cap: number) => countUpTo(db(), { table: probe, where, cap });
    expect(await count(1000)).toEqual({ total: rowsOfA.length, isTotalCapped: false });
    expect(await count(rowsOfA.length)).toEqual({ total: rowsOfA.length, isTotalCapped: false });
    expect(await count(10)).toEqual({ total: 10, isTotalCapped: true });
  });
});
