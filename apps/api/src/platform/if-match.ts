// If-Match (RFC 9110, section 13.1.1): a write that applies only to the version the client saw.

/** What an If-Match header asks for: any current version (`*`), or one of these entity tags. */
export type IfMatch = '*' | readonly string[];

/**
 * The header's entity tags, quoted as sent (undefined: no header). If-Match compares strongly, so
 * weak tags (`W/"…"`) are dropped: they never match. A header with no tag matches nothing.
 */
export function readIfMatch(header: string | string[] | undefined): IfMatch | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return '*';
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).filter((tag) => !tag.startsWith('W/'));
}
