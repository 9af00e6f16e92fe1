import { LIST_COUNT_CAP, type TSort } from '@dawa/contract';
import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.ts';
import { decodeCursor, encodeCursor, type Keyset, type SortKind } from './cursor.ts';

// Keyset pages of any list of ours (issue 32; docs/lists.md, docs/decisions/026): the order a
// request names, a stable tiebreak by id, the rows after the cursor by a row comparison (an index
// on (…, sort column, id) serves it at any depth), and a count that stops at LIST_COUNT_CAP.

/** A column (or expression) a list may be ordered by. It must never be null. */
export interface SortColumn {
  column: SQLWrapper;
  kind: SortKind;
}

/** A list's sortable columns by their contract key, and its id (a uuid), the tiebreak. */
export interface KeysetList<K extends string> {
  id: SQLWrapper;
  sorts: Record<K, SortColumn>;
}

export interface KeysetRequest<K extends string> {
  sort: TSort<K>;
  /** The client's `nextCursor` of the previous page. */
  cursor?: string | undefined;
  /** Or the keyset itself, for a reader of our own (an export's next batch). */
  at?: Keyset | undefined;
  limit: number;
}

/** What a list's own query takes from the helper (readKeysetPage's `rows`). */
export interface KeysetParts {
  /** The rows after the cursor; undefined on the first page. AND it with the list's filter. */
  after: SQL | undefined;
  /** The order: the sort column, then the id, both in the request's direction. */
  orderBy: SQL[];
  /** How many rows to read (readKeysetPage asks one more than the page, to know if another follows). */
  limit: number;
  /** Select these too: the next cursor is made of them. */
  keyset: { keysetValue: SQL<string>; keysetId: SQL<string> };
}

export interface KeysetRows {
  keysetValue: string;
  keysetId: string;
}

/** A page of rows, with what the contract's zKeysetPage adds around them. */
export interface KeysetPageOf<R> {
  rows: R[];
  limit: number;
  hasMore: boolean;
  nextCursor: string | null;
  total: number;
  isTotalCapped: boolean;
}

/** The column's value as the cursor carries it: exact text (timestamps in whole microseconds). */
function valueText({ column, kind }: SortColumn): SQL<string> {
  return kind === 'timestamp'
    ? sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`
    : sql<string>`${column}::text`;
}

/** A cursor's value back in the column's type. */
function valueOf(kind: SortKind, value: string): SQL {
  switch (kind) {
    case 'timestamp':
      return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
    case 'integer':
      return sql`${value}::bigint`;
    case 'text':
      return sql`${value}::text`;
  }
}

/**
 * The order, the seek condition and the extra columns of a request. Descending orders are
 * `desc nulls last`, ascending ones `asc nulls first`: the null order of an index built with
 * Drizzle's `.desc()`, read forwards or backwards (the planner uses an index for an ORDER BY only
 * when the null order matches too; the columns themselves are never null).
 */
export function keysetParts<K extends string>(
  list: KeysetList<K>,
  request: KeysetRequest<K>,
): KeysetParts {
  const sortColumn = list.sorts[request.sort.key];
  const isDesc = request.sort.direction === 'desc';
  const at: Keyset | undefined =
    request.at ??
    (request.cursor === undefined
      ? undefined
      : decodeCursor(request.cursor, request.sort, sortColumn.kind));
  const direction = isDesc ? sql`desc nulls last` : sql`asc nulls first`;
  return {
    after:
      at === undefined
        ? undefined
        : sql`(${sortColumn.column}, ${list.id}) ${isDesc ? sql`<` : sql`>`} (${valueOf(sortColumn.kind, at.value)}, ${at.id}::uuid)`,
    orderBy: [sql`${sortColumn.column} ${direction}`, sql`${list.id} ${direction}`],
    limit: request.limit,
    keyset: { keysetValue: valueText(sortColumn), keysetId: sql<string>`${list.id}::text` },
  };
}

/**
 * How many rows `where` selects in `table`, counted up to `cap` + 1 only (a bounded walk however
 * big the table): the total, and whether it stopped at the cap.
 */
export async function countUpTo(
  db: Orm,
  { table, where, cap = LIST_COUNT_CAP }: { table: PgTable; where: SQL | undefined; cap?: number },
): Promise<{ total: number; isTotalCapped: boolean }> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), isTotalCapped: n > cap };
}

/**
 * One keyset page: the list's own query is `rows`, given the parts to put in it (its filter AND
 * `after`, `orderBy`, `limit`, and the keyset columns in its select); `count` counts the filter
 * (usually `countUpTo`). A bad cursor is a 400 before anything is read.
 */
export async function readKeysetPage<K extends string, R extends KeysetRows>({
  list,
  request,
  rows,
  count: countRows,
}: {
  list: KeysetList<K>;
  request: KeysetRequest<K>;
  rows: (parts: KeysetParts) => Promise<R[]>;
  count: () => Promise<{ total: number; isTotalCapped: boolean }>;
}): Promise<KeysetPageOf<R>> {
  const read = await rows(keysetParts(list, { ...request, limit: request.limit + 1 }));
  const { total, isTotalCapped } = await countRows();
  const page = read.slice(0, request.limit);
  const last = page.at(-1);
  const hasMore = read.length > request.limit;
  return {
    rows: page,
    limit: request.limit,
    hasMore,
    nextCursor:
      hasMore && last
        ? encodeCursor(request.sort, { value: last.keysetValue, id: last.keysetId })
        : null,
    total,
    isTotalCapped,
  };
}
