/**
 * Whether a JWT access token has expired (by its `exp`, with a little room for the trip to the
 * server). A token that cannot be read counts as fresh: the server is the judge, and its 401 is
 * handled anyway. Reading the claim needs no key: it only saves a request bound to fail.
 */
export function isTokenExpired(token: string, nowMs = Date.now(), marginMs = 10_000): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 <= nowMs + marginMs;
  } catch {
    return false;
  }
}
