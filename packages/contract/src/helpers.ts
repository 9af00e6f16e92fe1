// The two string helpers of docs/product.md#validation, shared by API and web.

/** True when `value` parses as an absolute http(s) URL. */
export function isValidUrl(value: string): boolean {
  // The URL parser forgives surrounding spaces; a stored value would keep them.
  if (value !== value.trim()) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Cuts `value` to at most `max` characters, ending with an ellipsis when it was longer. */
export function truncate(value: string, max: number): string {
  if (max <= 0) return '';
  // By code point, so an emoji or other astral character is never cut in half.
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}
