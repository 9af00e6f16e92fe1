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

/** A route path with each `:param` replaced (URL-encoded) and a trailing wildcard dropped. */
export const fillPath = (url: string, params: Record<string, unknown>): string =>
  url
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(asText(params[name] ?? 'x')))
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
