import { IDEMPOTENCY_KEY_HEADER } from '@dawa/contract';

// One Idempotency-Key per thing the user means to create, kept until it is created: a retry after
// a lost answer (a dropped connection, a reload mid-publish) sends the same key, and the API answers
// the listing it already made instead of publishing a duplicate. A changed body is a new intent and
// gets a new key. Kept in local storage with the draft it belongs to (sign-out clears both).

interface Attempt {
  key: string;
  body: string;
}

const storageKey = (scope: string) => `dawa-idempotency-${scope}`;

/** A v4 UUID; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
function newKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function read(scope: string): Attempt | null {
  try {
    const attempt = JSON.parse(localStorage.getItem(storageKey(scope)) ?? 'null') as Attempt | null;
    return attempt && typeof attempt.key === 'string' && typeof attempt.body === 'string'
      ? attempt
      : null;
  } catch {
    return null;
  }
}

/** The Idempotency-Key header for sending `body` in `scope`: the same key for the same body. */
export function idempotencyHeaders(scope: string, body: unknown): Record<string, string> {
  const text = JSON.stringify(body);
  let attempt = read(scope);
  if (attempt?.body !== text) {
    attempt = { key: newKey(), body: text };
    try {
      localStorage.setItem(storageKey(scope), JSON.stringify(attempt));
    } catch {
      // Storage full or denied: the key still covers retries from this page.
    }
  }
  return { [IDEMPOTENCY_KEY_HEADER]: attempt.key };
}

/** Created: the next thing in this scope is a new intent. */
export function forgetIdempotencyKey(scope: string): void {
  localStorage.removeItem(storageKey(scope));
}
