import {
  cents,
  formatEtb,
  formatNumber,
  parseMoney,
  INVITATION_STATUS_LABELS,
  ORG_TYPE_LABELS,
  TENANT_ROLE_LABELS,
  type TAuditChange,
} from '@dawa/contract';

// How an audit entry reads (issue 31): what it is about, named as people name it, and each recorded
// field with a label and its values formatted for their kind. The log screen, its cards and the
// CSV export all read these words, so they say the same thing. Unknown fields still read: their
// key becomes words ("bulkQuantity" → "Bulk quantity"), never a camelCase key.

/** What an entry's `entity` is called on screen. */
const SUBJECT_KINDS: Record<string, string> = {
  post: 'Listing',
  user: 'Account',
  membership: 'Member',
  invitation: 'Invitation',
  tenant: 'Organisation',
  branch: 'Branch',
  shop: 'Shop',
  category: 'Category',
};

export const subjectKindOf = (entity: string): string => SUBJECT_KINDS[entity] ?? words(entity);

/** "bulkPriceMinor" / "bulk_price" / "sub-category" → "Bulk price minor" / "Bulk price" / "Sub category". */
export function words(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced === '' ? key : spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Fields kept for the record but meaningless to a reader (ids, bookkeeping, search helpers). */
const HIDDEN = new Set([
  'id',
  'seq',
  'createdby',
  'ownerid',
  'tenantid',
  'createdat',
  'updatedat',
  'searchwords',
  'searchtext',
  'viewcount',
  'listings',
  'isparent',
]);

/** A field's key without case or separators: `priceMinor`, `price_minor` → `priceminor`. */
const normal = (key: string) => key.replace(/[_-]/g, '').toLowerCase();

type Kind =
  | { kind: 'money-minor' }
  | { kind: 'money' }
  | { kind: 'labels'; labels: Readonly<Record<string, string>> }
  | { kind: 'category' }
  | { kind: 'date' }
  | { kind: 'code' }
  | { kind: 'text' };

const POST_STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Active',
  DRAFT: 'Draft',
  SOLD: 'Sold',
  EXPIRED: 'Expired',
  REMOVED: 'Removed',
};
const REVIEW_LABELS: Record<string, string> = {
  PENDING: 'Awaiting review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
const CONDITION_LABELS: Record<string, string> = {
  NEW: 'New',
  USED: 'Used',
  REFURBISHED: 'Refurbished',
};
const STATUS_LABELS: Record<string, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive' };
const SIGN_IN_METHODS: Record<string, string> = { password: 'Password', google: 'Google' };

/** Labels of the fields entries record, by normalised key; others get `words(key)`. */
const LABELS: Record<string, string> = {
  priceminor: 'Price',
  bulkpriceminor: 'Bulk price',
  bulkprice: 'Bulk price',
  customprice: 'Price in words',
  bulkavailable: 'Sold in bulk',
  bulkquantity: 'Bulk quantity',
  deliveryavailable: 'Delivers',
  contactphone: 'Contact phone',
  phonenumber: 'Phone number',
  categoryid: 'Category',
  category: 'Category',
  subcategoryid: 'Sub-category',
  subcategory: 'Sub-category',
  parentid: 'Parent category',
  compliancestatus: 'Review',
  rejectionreason: 'Reason for rejection',
  reportsdismissed: 'Reports dismissed',
  isplatformadmin: 'Platform admin',
  email: 'E-mail',
  fullname: 'Name',
  orgtype: 'Organisation type',
  tinnumber: 'TIN',
  usersellpolicy: 'Sale policy',
  usertermsandconditions: 'Terms and conditions',
  method: 'Signed in with',
  organisation: 'Organisation',
  deliverylocations: 'Delivery places',
};

function kindOf(entity: string, key: string): Kind {
  const k = normal(key);
  if (k.endsWith('priceminor') || k.endsWith('amountminor')) return { kind: 'money-minor' };
  if (k === 'price' || k === 'bulkprice') return { kind: 'money' };
  if (k === 'categoryid' || k === 'subcategoryid' || (entity === 'category' && k === 'parentid'))
    return { kind: 'category' };
  if (k === 'status') {
    if (entity === 'post') return { kind: 'labels', labels: POST_STATUS_LABELS };
    if (entity === 'invitation') return { kind: 'labels', labels: INVITATION_STATUS_LABELS };
    return { kind: 'labels', labels: STATUS_LABELS };
  }
  if (k === 'compliancestatus') return { kind: 'labels', labels: REVIEW_LABELS };
  if (k === 'role') return { kind: 'labels', labels: TENANT_ROLE_LABELS };
  if (k === 'orgtype') return { kind: 'labels', labels: ORG_TYPE_LABELS };
  if (k === 'condition') return { kind: 'labels', labels: CONDITION_LABELS };
  if (k === 'method') return { kind: 'labels', labels: SIGN_IN_METHODS };
  // Machine words of the API: "wrong-credentials" → "Wrong credentials".
  if (entity === 'user' && k === 'reason') return { kind: 'code' };
  if (k.endsWith('at') && /At$|_at$/.test(key)) return { kind: 'date' };
  if (k.endsWith('date')) return { kind: 'date' };
  return { kind: 'text' };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** "12 Mar 2027, 14:05 UTC"; a bare day ("2027-03-12") reads "12 Mar 2027". */
export function formatDate(value: string | Date): string {
  const isDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = value instanceof Date ? value : new Date(isDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return String(value);
  const day = `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()] ?? ''} ${at.getUTCFullYear()}`;
  return isDay ? day : `${day}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
}

/** "ETB 850.00": amounts in the log always show their cents, so a change of cents is seen. */
const always = { cents: 'always' } as const;

/** Names the page's referenced rows resolve to (categories by id), looked up once per page. */
export interface Names {
  categories: ReadonlyMap<string, string>;
}

const EMPTY = '—';

/** A value no formatter fits, as written: text as it is, anything else as JSON. */
const raw = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function show(kind: Kind, value: unknown, names: Names): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value.length === 0 ? EMPTY : value.map((v) => show(kind, v, names)).join(', ');
  }
  switch (kind.kind) {
    case 'money-minor':
      return Number.isSafeInteger(value) ? formatEtb(cents(value as number), always) : raw(value);
    case 'money': {
      // A request's price (ETB, wire shape): read exactly (docs/money.md).
      const amount = parseMoney(value);
      return amount.ok ? formatEtb(amount.cents, always) : raw(value);
    }
    case 'labels':
      return typeof value === 'string' ? (kind.labels[value] ?? words(value)) : raw(value);
    case 'category':
      return typeof value === 'string' ? (names.categories.get(value) ?? 'A removed category') : '';
    case 'date':
      return typeof value === 'string' ? formatDate(value) : raw(value);
    case 'code':
      return typeof value === 'string' ? words(value) : raw(value);
    case 'text': {
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return formatNumber(value, Number.isInteger(value) ? 0 : 2);
      // A shop's delivery place: "Bole (8:00–18:00)".
      const place = asRecord(value);
      if (place && typeof place.location_name === 'string') {
        return typeof place.time_range === 'string' && place.time_range !== ''
          ? `${place.location_name} (${place.time_range})`
          : place.location_name;
      }
      return JSON.stringify(value);
    }
  }
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const sideOf = (value: unknown): Record<string, unknown> | null =>
  asRecord(value) ?? (value === null || value === undefined ? null : { value });

/**
 * The entry's fields, readable. With both sides recorded, only the fields whose value changed
 * (an edit records the whole row before and the sent fields after); with one side, all of its
 * fields. Bookkeeping fields (ids, timestamps of the row) are left out.
 */
export function changesOf(
  entity: string,
  before: unknown,
  after: unknown,
  names: Names,
): TAuditChange[] {
  const b = sideOf(before);
  const a = sideOf(after);
  const keys = a ? Object.keys(a) : b ? Object.keys(b) : [];
  const changes: TAuditChange[] = [];
  for (const field of keys) {
    if (HIDDEN.has(normal(field))) continue;
    // A branch's pharmacy is the log's own; only a category's parent is worth naming.
    if (normal(field) === 'parentid' && entity !== 'category') continue;
    const kind = kindOf(entity, field);
    const was = b && field in b ? show(kind, b[field], names) : null;
    const now = a && field in a ? show(kind, a[field], names) : null;
    if (b && a && was !== null && was === now) continue;
    changes.push({ field, label: LABELS[normal(field)] ?? words(field), before: was, after: now });
  }
  return changes;
}

const SUMMARY_VALUE_MAX = 60;
const clip = (text: string) =>
  text.length > SUMMARY_VALUE_MAX ? `${text.slice(0, SUMMARY_VALUE_MAX - 1)}…` : text;

/** "Price: ETB 850.00 → ETB 820.00; Status: Active → Sold" (long values cut short). */
export function summaryOf(changes: readonly TAuditChange[]): string {
  return changes
    .map(({ label, before, after }) =>
      before !== null && after !== null
        ? `${label}: ${clip(before)} → ${clip(after)}`
        : `${label}: ${clip(after ?? before ?? EMPTY)}`,
    )
    .join('; ');
}

/** Category ids an entry's fields name, for the page's one look-up of their names. */
export function categoryIdsOf(entity: string, before: unknown, after: unknown): string[] {
  const ids: string[] = [];
  for (const side of [asRecord(before), asRecord(after)]) {
    if (!side) continue;
    for (const [field, value] of Object.entries(side)) {
      if (typeof value === 'string' && kindOf(entity, field).kind === 'category') ids.push(value);
    }
  }
  return ids;
}

/** What an entry recorded of its subject's name, when the row itself is gone or unnamed. */
export function recordedNameOf(before: unknown, after: unknown): string | null {
  for (const side of [asRecord(after), asRecord(before)]) {
    if (!side) continue;
    for (const key of ['title', 'name', 'fullName', 'full_name', 'email']) {
      const value = side[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return null;
}
