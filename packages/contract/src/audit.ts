import { z } from 'zod';
import { CALENDAR_DAY_MESSAGES, ZCalendarDay } from './calendar-day.ts';
import { ZExportFormat } from './exports.ts';
import { LIST_MESSAGES, zKeysetPage, zListQuery, type TSort } from './lists.ts';

/**
 * The audit log (issue 12): every action the API records, a closed list. Tenant events carry the
 * pharmacy (GET /logs); platform events (sign-ins, admin grants, moderation, categories, listings)
 * carry none (GET /admin/logs).
 */
export const AUDIT_ACTION_LABELS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-throttled': 'Sign-ins slowed down',
  'sign-out': 'Signed out',
  'account-created': 'Account created',
  'password-reset-requested': 'Password reset requested',
  'password-reset': 'Password reset',
  'password-change': 'Password changed',
  'email-change-requested': 'E-mail change requested',
  'email-change': 'E-mail changed',
  'admin-grant': 'Platform admin granted',
  'admin-revoke': 'Platform admin revoked',
  'tenant-create': 'Pharmacy created',
  'branch-create': 'Branch created',
  'member-role-change': 'Role changed',
  'member-remove': 'Member removed',
  'member-leave': 'Member left',
  'invitation-sent': 'Invitation sent',
  'invitation-revoked': 'Invitation withdrawn',
  'invitation-accepted': 'Invitation accepted',
  'invitation-declined': 'Invitation declined',
  'shop-create': 'Shop created',
  'shop-update': 'Shop updated',
  'post-create': 'Listing created',
  'post-update': 'Listing edited',
  'post-status-change': 'Listing status changed',
  'post-delete': 'Listing deleted',
  'post-moderation': 'Listing reviewed',
  'post-reports-dismissed': 'Listing reports dismissed',
  'category-create': 'Category created',
  'category-update': 'Category updated',
  'category-delete': 'Category deleted',
} as const;

export type TAuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [TAuditAction, ...TAuditAction[]];
export const ZAuditAction = z.enum(AUDIT_ACTIONS);

/** The most rows one export of the log holds; a wider filter is refused (exportTooLargeMessage). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

export const AUDIT_MESSAGES = {
  actionInvalid: 'Choose actions from the list',
  dateInvalid: CALENDAR_DAY_MESSAGES.dateInvalid,
  rangeInvalid: CALENDAR_DAY_MESSAGES.rangeInvalid,
  cursorInvalid: LIST_MESSAGES.cursorInvalid,
  /** The end of the refusal beyond AUDIT_EXPORT_MAX_ROWS (exportTooLargeMessage). */
  exportNarrow: 'narrow the dates, person or action',
} as const;

const ZDate = ZCalendarDay;

/** `action` may repeat (`?action=a&action=b`) or list several (`?action=a,b`). */
const ZActionFilter = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    [value]
      .flat()
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(ZAuditAction, { error: AUDIT_MESSAGES.actionInvalid }).max(AUDIT_ACTIONS.length));

/** The log's filters, one field each; the web reads the address through them (readAuditFilter). */
export const AUDIT_FILTER_FIELDS = {
  actor: z.uuid('Invalid user id').optional(),
  action: ZActionFilter.optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
};
const filterFields = AUDIT_FILTER_FIELDS;
const isRangeOrdered = (f: { from?: string | undefined; to?: string | undefined }) =>
  f.from === undefined || f.to === undefined || f.from <= f.to;
const RANGE_ERROR = { message: AUDIT_MESSAGES.rangeInvalid, path: ['to'] };

/** The filter of GET /logs, /admin/logs and their exports. Dates are whole UTC days, inclusive. */
export const ZAuditFilter = z.object(filterFields).refine(isRangeOrdered, RANGE_ERROR);
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

/** GET /logs/export and /admin/logs/export: the filter, and the file's format (CSV by default). */
export const ZAuditExportQuery = z
  .object({ ...filterFields, format: ZExportFormat })
  .refine(isRangeOrdered, RANGE_ERROR);
export type TAuditExportQuery = z.infer<typeof ZAuditExportQuery>;

/** The orders of GET /logs and /admin/logs: by time, newest first unless `sort=createdAt`. */
export const AUDIT_SORTS = ['createdAt'] as const;
export type TAuditSortKey = (typeof AUDIT_SORTS)[number];
export const AUDIT_DEFAULT_SORT: TSort<TAuditSortKey> = { key: 'createdAt', direction: 'desc' };

/** GET /logs and /admin/logs: the filter, and a keyset page of it (docs/lists.md). */
export const ZAuditListQuery = zListQuery({
  sorts: AUDIT_SORTS,
  defaultSort: AUDIT_DEFAULT_SORT,
  filters: filterFields,
}).refine(isRangeOrdered, RANGE_ERROR);
export type TAuditListQuery = z.infer<typeof ZAuditListQuery>;

/**
 * One recorded field as people read it: its label ("Price", never `priceMinor`) and each side
 * formatted for its kind (money "ETB 850.00", statuses as the interface names them, dates, Yes/No).
 * A side is null when the entry did not record it (a creation has no before).
 */
export const ZAuditChange = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type TAuditChange = z.infer<typeof ZAuditChange>;

export const ZAuditEntry = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  action: z.string(),
  /** The vocabulary's label; the action itself for a name outside it (older rows). */
  actionLabel: z.string(),
  actor: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }).nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /**
   * What the entry is about, as people name it: its kind ("Listing", "Member") and its name (the
   * listing's title, the member's name), null when nothing names it any more.
   */
  subject: z.object({ kind: z.string(), name: z.string().nullable() }),
  /** The recorded fields, readable; for a change, only the fields that changed. */
  changes: z.array(ZAuditChange),
  /** The changes on one line: "Price: ETB 850.00 → ETB 820.00; Status: Active → Sold". */
  summary: z.string(),
  /** As recorded (field names and raw values), for tools; people read `changes`. */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** One keyset page of the log (docs/lists.md); `nextCursor` continues by (created_at, id). */
export const ZAuditListResponse = zKeysetPage(ZAuditEntry);
export type TAuditListResponse = z.infer<typeof ZAuditListResponse>;

/**
 * The columns of the CSV export, in order: first what people read (the time in UTC, what
 * happened, who, about what, the changes in words), then the ids for cross-reference.
 */
export const AUDIT_CSV_COLUMNS = [
  'time_utc',
  'action',
  'who',
  'who_email',
  'subject_kind',
  'subject',
  'changes',
  'ip',
  'user_agent',
  'action_code',
  'actor_id',
  'subject_id',
] as const;

export const auditActionLabel = (action: string): string =>
  action in AUDIT_ACTION_LABELS ? AUDIT_ACTION_LABELS[action as TAuditAction] : action;
