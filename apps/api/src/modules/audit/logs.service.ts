import {
  AUDIT_CSV_COLUMNS,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_MESSAGES,
  auditActionLabel,
  type TAuditEntry,
  type TAuditFilter,
  type TAuditListQuery,
  type TAuditListResponse,
} from '@dawa/contract';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { TenantCall } from '../../platform/auth/caller.ts';
import { csvLine } from './csv.ts';
import {
  categoryIdsOf,
  changesOf,
  recordedNameOf,
  subjectKindOf,
  summaryOf,
  type Names,
} from './log-wording.ts';
import {
  categoryNames,
  countLogRows,
  listLogRows,
  type LogFilter,
  type LogKeyset,
  type LogRow,
  type LogScope,
} from './logs.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPORT_BATCH = 500;

/**
 * Who reads which log: members whose role holds logs.view, or platform administrators (the routes'
 * access declarations let only them through, platform/access-guard.ts).
 */
export interface LogReader {
  scope: LogScope;
  /** Runs a read, while the request is handled, under the database rules of that log. */
  read: <T>(fn: (db: Orm) => Promise<T>) => Promise<T>;
  /** The same, once the request's own transaction has ended (an export's streamed batches). */
  readLater: <T>(fn: (db: Orm) => Promise<T>) => Promise<T>;
}

/**
 * A pharmacy's log, read by a tenant route: the page in the request's wall; an export's batches,
 * streamed after the answer has started, each in a new transaction behind the same wall.
 */
export function tenantLogReader({ ctx, wall }: TenantCall): LogReader {
  return {
    scope: { kind: 'tenant', tenantId: ctx.tenantId },
    read: (fn) => fn(wall.db),
    readLater: (fn) => wall.again(fn),
  };
}

/** Platform rows have no pharmacy, so no tenant scope can see them: read as the app, by admins. */
export function platformLogReader(deps: AppDeps): LogReader {
  return {
    scope: { kind: 'platform' },
    read: (fn) => fn(deps.orm),
    readLater: (fn) => fn(deps.orm),
  };
}

function toFilter(query: TAuditFilter): LogFilter {
  return {
    actor: query.actor,
    actions: query.action,
    from: query.from === undefined ? undefined : new Date(`${query.from}T00:00:00Z`),
    // `to` is a whole day, inclusive.
    until:
      query.to === undefined ? undefined : new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS),
  };
}

// The cursor is the last row's keyset, base64url JSON: opaque to clients. A forged one can at most
// start the list elsewhere inside the same log; the scope is applied whatever it says.
const ZKeyset = z
  .object({
    // Microseconds since 1970; the safe-integer bound keeps it below the year 2255.
    t: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    i: z.uuid(),
  })
  .strict();

function encodeCursor(row: LogRow): string {
  return Buffer.from(JSON.stringify({ t: Number(row.createdAtMicros), i: row.id })).toString(
    'base64url',
  );
}

function decodeCursor(token: string): LogKeyset {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: refused below.
  }
  const result = ZKeyset.safeParse(parsed);
  if (!result.success) throw fieldError('cursor', AUDIT_MESSAGES.cursorInvalid);
  return { createdAtMicros: result.data.t, id: result.data.i };
}

/** A page of rows, with the names their fields refer to (one look-up for the whole page). */
async function readPage(
  db: Orm,
  args: Parameters<typeof listLogRows>[1],
): Promise<{ rows: LogRow[]; names: Names }> {
  const rows = await listLogRows(db, args);
  const ids = rows.flatMap((r) => categoryIdsOf(r.entity, r.before, r.after));
  return { rows, names: { categories: await categoryNames(db, ids) } };
}

export function toEntry(row: LogRow, names: Names): TAuditEntry {
  const changes = changesOf(row.entity, row.before, row.after, names);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    actor:
      row.actorId === null || row.actorName === null || row.actorEmail === null
        ? null
        : { id: row.actorId, fullName: row.actorName, email: row.actorEmail },
    entity: row.entity,
    entityId: row.entityId,
    subject: {
      kind: subjectKindOf(row.entity),
      name: row.subjectName ?? recordedNameOf(row.before, row.after),
    },
    changes,
    summary: summaryOf(changes),
    before: row.before,
    after: row.after,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/** GET /logs and /admin/logs: one page, newest first. */
export async function listLogs(
  reader: LogReader,
  query: TAuditListQuery,
): Promise<TAuditListResponse> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const filter = toFilter(query);
  const { rows, names, total } = await reader.read(async (db) => ({
    ...(await readPage(db, { scope: reader.scope, filter, after, limit: query.limit + 1 })),
    total: await countLogRows(db, { scope: reader.scope, filter }),
  }));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit;
  return {
    docs: page.map((row) => toEntry(row, names)),
    limit: query.limit,
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last) : null,
    total,
  };
}

/** "2027-03-12 14:05:09 UTC": readable, and it sorts as text. */
const csvTime = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** A CSV line reads like the screen: names and the changes in words; ids last, for tools. */
function csvRow(entry: TAuditEntry): string {
  return csvLine([
    csvTime(new Date(entry.createdAt)),
    entry.actionLabel,
    entry.actor?.fullName ?? 'Nobody signed in',
    entry.actor?.email,
    entry.subject.kind,
    entry.subject.name,
    entry.changes
      .map(({ label, before, after }) =>
        before !== null && after !== null
          ? `${label}: ${before} → ${after}`
          : `${label}: ${after ?? before ?? ''}`,
      )
      .join('; '),
    entry.ip,
    entry.userAgent,
    entry.action,
    entry.actor?.id,
    entry.entityId,
  ]);
}

/**
 * GET /logs/export.csv and /admin/logs/export.csv: every row of the filter, newest first, streamed
 * in keyset batches. Refused (400) above AUDIT_EXPORT_MAX_ROWS rather than silently cut short.
 */
export async function exportLogs(reader: LogReader, query: TAuditFilter): Promise<Readable> {
  const filter = toFilter(query);
  const total = await reader.read((db) => countLogRows(db, { scope: reader.scope, filter }));
  if (total > AUDIT_EXPORT_MAX_ROWS)
    throw new AppError('BAD_REQUEST', AUDIT_MESSAGES.exportTooLarge);
  async function* lines() {
    // A byte-order mark, so spreadsheet programs read the UTF-8 (Amharic names) as UTF-8.
    yield `\uFEFF${csvLine(AUDIT_CSV_COLUMNS)}`;
    let after: LogKeyset | undefined;
    let sent = 0;
    while (sent < AUDIT_EXPORT_MAX_ROWS) {
      const { rows: batch, names } = await reader.readLater((db) =>
        readPage(db, { scope: reader.scope, filter, after, limit: EXPORT_BATCH }),
      );
      const rows = batch.slice(0, AUDIT_EXPORT_MAX_ROWS - sent);
      if (rows.length > 0) yield rows.map((row) => csvRow(toEntry(row, names))).join('');
      sent += rows.length;
      const last = batch.at(-1);
      if (batch.length < EXPORT_BATCH || !last) return;
      after = { createdAtMicros: Number(last.createdAtMicros), id: last.id };
    }
  }
  return Readable.from(lines());
}
