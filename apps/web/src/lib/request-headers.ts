import { HEADERS } from '@dawa/contract';

/**
 * The headers every call to the API carries (docs/product.md#api-calls): where it comes from, JSON wanted,
 * and the bearer token when there is one. Its own small module: sign-out on the first page uses
 * it without loading the whole client.
 */
export function baseHeaders(requestSource: string, token?: string | null): Record<string, string> {
  return {
    [HEADERS.requestSource]: requestSource,
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}
