// The two string helpers of spec section 5, shared by API and web.

/** True when `value` parses as an absolute http(s) URL. */
export function isValidUrl(value: string): boolean {
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
  if (value.length <= max) return value;
  return `${value.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}
