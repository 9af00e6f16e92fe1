import type { AUDIT_CSV_COLUMNS } from '@dawa/contract';
import {
  AUDIT_DEFAULT_SORT,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_MESSAGES,
  auditActionLabel,
  type TAuditEntry,
  type TAuditFilter,
  type TAuditListQuery,
  type TAuditListResponse,
  type TExportFormat,
} from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { keysetParts, readKeysetPage, type Keyset } from '../../platform/lists/index.ts';
import type { AppDeps } from '../deps.ts';
import type { TenantCall } from '../../platform/auth/caller.ts';
import {
  prepareExport,
  type ExportColumn,
  type PreparedExport,
} from '../../platform/export/index.ts';
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
  countLogRowsUpToCap,
  listLogRows,
  LOG_LIST,
  type LogFilter,
  type LogRow,
  type LogScope,
} from './logs.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** The names a page's fields refer to (one look-up for the whole page). */
async function namesOf(db: Orm, rows: readonly LogRow[]): Promise<Names> {
  const ids = rows.flatMap((r) => categoryIdsOf(r.entity, r.before, r.after));
  return { categories: await categoryNames(db, ids) };
}

/** A page of rows, with the names their fields refer to. */
async function readPage(
  db: Orm,
  args: Parameters<typeof listLogRows>[1],
): Promise<{ rows: LogRow[]; names: Names }> {
  const rows = await listLogRows(db, args);
  return { rows, names: await namesOf(db, rows) };
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

/**
 * GET /logs and /admin/logs: one keyset page of the filter (docs/lists.md), newest first unless
 * asked otherwise; the count stops at LIST_COUNT_CAP. A bad cursor is a 400.
 */
export async function listLogs(
  reader: LogReader,
  query: TAuditListQuery,
): Promise<TAuditListResponse> {
  const filter = toFilter(query);
  const { scope } = reader;
  return reader.read(async (db) => {
    const { rows, ...page } = await readKeysetPage({
      list: LOG_LIST,
      request: query,
      rows: (parts) => listLogRows(db, { scope, filter, parts }),
      count: () => countLogRowsUpToCap(db, { scope, filter }),
    });
    const names = await namesOf(db, rows);
    return { docs: rows.map((row) => toEntry(row, names)), ...page };
  });
}

/** An exported entry, and where the next page starts after it. */
interface ExportRow {
  entry: TAuditEntry;
  key: Keyset;
}

type AuditColumn = ExportColumn<ExportRow> & { key: (typeof AUDIT_CSV_COLUMNS)[number] };

const changesText = (entry: TAuditEntry) =>
  entry.changes
    .map(({ label, before, after }) =>
      before !== null && after !== null
        ? `${label}: ${before} → ${after}`
        : `${label}: ${after ?? before ?? ''}`,
    )
    .join('; ');

/**
 * The export's columns read like the screen: names and the changes in words first, ids last for
 * tools (CSV and XLSX only; a printed page has no use for them). The keys are AUDIT_CSV_COLUMNS,
 * the CSV's header row.
 */
const TOOLS_ONLY = ['csv', 'xlsx'] as const;
export const AUDIT_EXPORT_COLUMNS: readonly AuditColumn[] = [
  {
    key: 'time_utc',
    header: 'Time (UTC)',
    type: 'datetime',
    width: 17,
    value: (r) => new Date(r.entry.createdAt),
  },
  { key: 'action', header: 'Action', type: 'text', width: 18, value: (r) => r.entry.actionLabel },
  {
    key: 'who',
    header: 'Who',
    type: 'text',
    width: 16,
    value: (r) => r.entry.actor?.fullName ?? 'Nobody signed in',
  },
  {
    key: 'who_email',
    header: 'E-mail',
    type: 'text',
    width: 20,
    value: (r) => r.entry.actor?.email,
  },
  {
    key: 'subject_kind',
    header: 'About',
    type: 'text',
    width: 10,
    value: (r) => r.entry.subject.kind,
  },
  {
    key: 'subject',
    header: 'Subject',
    type: 'text',
    width: 18,
    value: (r) => r.entry.subject.name,
  },
  {
    key: 'changes',
    header: 'Changes',
    type: 'text',
    width: 40,
    value: (r) => changesText(r.entry),
  },
  { key: 'ip', header: 'IP address', type: 'text', width: 13, value: (r) => r.entry.ip },
  {
    key: 'user_agent',
    header: 'Browser',
    type: 'text',
    width: 30,
    value: (r) => r.entry.userAgent,
    only: TOOLS_ONLY,
  },
  {
    key: 'action_code',
    header: 'Action code',
    type: 'text',
    width: 18,
    value: (r) => r.entry.action,
    only: TOOLS_ONLY,
  },
  {
    key: 'actor_id',
    header: 'Person id',
    type: 'text',
    width: 36,
    value: (r) => r.entry.actor?.id,
    only: TOOLS_ONLY,
  },
  {
    key: 'subject_id',
    header: 'Subject id',
    type: 'text',
    width: 36,
    value: (r) => r.entry.entityId,
    only: TOOLS_ONLY,
  },
];

export interface LogExport {
  reader: LogReader;
  query: TAuditFilter;
  format: TExportFormat;
  /** The file's name before the date ("audit-log") and the title in it ("Activity log"). */
  filename: string;
  title: string;
  /** Tests lower them to see the cap and the batches at work without thousands of rows. */
  maxRows?: number;
  batchSize?: number;
}

/**
 * GET /logs/export and /admin/logs/export (and their .csv forms): every row of the filter, newest
 * first, as CSV, XLSX or PDF, streamed in keyset batches by the export module (docs/exports.md).
 * Refused (400) above AUDIT_EXPORT_MAX_ROWS rather than silently cut short.
 */
export async function exportLogs(request: LogExport): Promise<PreparedExport> {
  const { reader } = request;
  const filter = toFilter(request.query);
  return prepareExport<ExportRow>({
    format: request.format,
    title: request.title,
    filename: request.filename,
    columns: AUDIT_EXPORT_COLUMNS,
    maxRows: request.maxRows ?? AUDIT_EXPORT_MAX_ROWS,
    batchSize: request.batchSize,
    narrow: AUDIT_MESSAGES.exportNarrow,
    description: describeFilter(request.query),
    source: {
      count: () => reader.read((db) => countLogRows(db, { scope: reader.scope, filter })),
      // Each page in its own read: the request's transaction has ended by then (LogReader).
      // Newest first, as the screen shows it by default.
      page: async (after, limit) => {
        const parts = keysetParts(LOG_LIST, { sort: AUDIT_DEFAULT_SORT, at: after?.key, limit });
        const { rows, names } = await reader.readLater((db) =>
          readPage(db, { scope: reader.scope, filter, parts }),
        );
        return rows.map((row) => ({
          entry: toEntry(row, names),
          key: { value: row.keysetValue, id: row.keysetId },
        }));
      },
    },
  });
}

/** The filter in words, for the PDF's heading. */
function describeFilter(query: TAuditFilter): string {
  const parts = [
    query.from === undefined && query.to === undefined
      ? 'All dates'
      : `From ${query.from ?? 'the start'} to ${query.to ?? 'today'}`,
    query.action === undefined || query.action.length === 0
      ? 'every action'
      : query.action.map(auditActionLabel).join(', '),
  ];
  if (query.actor !== undefined) parts.push('one person');
  return parts.join(', ');
}
