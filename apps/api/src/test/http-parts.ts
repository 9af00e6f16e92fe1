// Small pieces of building requests from generated values and reading their answers.

/** A generated value as URL text: strings as they are, anything else as JSON. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** `?a=1&b=2` from an object (arrays repeat the key), or '' when there is nothing to send. */
export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) if (item !== undefined) search.append(key, asText(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes a
 * careless encoder would produce: invalid UTF-8, exactly what a hostile client sends.
 */
export function encodePathPart(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}

/** A route path with each `:param` replaced (URL-encoded) and a trailing wildcard dropped. */
export const fillPath = (url: string, params: Record<string, unknown>): string =>
  url
    .replace(/:(\w+)/g, (_, name: string) => encodePathPart(asText(params[name] ?? 'x')))
    .replace('*', '');

/** The `message` of an error answer, if it is one. */
export function messageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}
