// Tiny cookie helpers for the token and identity cookies of docs/product.md#states (no library needed).

/**
 * Strict by default (the token's cookie must not ride along from another site); `sameSite: 'Lax'`
 * for a preference the server should know on a visit that starts from a link elsewhere.
 */
export function setCookie(
  name: string,
  value: string,
  maxAgeSeconds = 60 * 60 * 24 * 7,
  sameSite: 'Strict' | 'Lax' = 'Strict',
): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=${sameSite}${secure}`;
}

export function getCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict`;
}
