// Before/after of an entry as readable lines: which fields changed, from what to what.

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
  isChanged: boolean;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** One line per field present before or after; a non-object side counts as a field `value`. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before) ?? (before === null || before === undefined ? {} : { value: before });
  const a = asRecord(after) ?? (after === null || after === undefined ? {} : { value: after });
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => {
    const was = field in b ? showValue(b[field]) : null;
    const now = field in a ? showValue(a[field]) : null;
    return { field, before: was, after: now, isChanged: was !== now };
  });
}

/** A one-line summary for the list: "role: USER → ADMIN", or the fields recorded. */
export function changeSummary(before: unknown, after: unknown): string {
  const changes = fieldChanges(before, after);
  const changed = changes.filter((c) => c.before !== null && c.after !== null && c.isChanged);
  if (changed.length > 0) {
    return changed.map((c) => `${c.field}: ${c.before ?? ''} → ${c.after ?? ''}`).join(', ');
  }
  return changes.map((c) => `${c.field}: ${c.after ?? c.before ?? ''}`).join(', ');
}
