import {
  DEFAULT_CITY,
  PAGE_GATE_MS,
  PRODUCT_NAME,
  REQUEST_SOURCE_DEFAULT,
  SESSION_TIMEOUT_DEFAULT_MS,
  type TPublicConfig,
} from '@dawa/contract';

// The server writes the public configuration into index.html (<meta name="dawa-config">), so the
// first render already knows the city, the Google client id and the timings: no request, no flash.
// Under `vite` (dev) the tag is absent and the defaults below hold.
export const CONFIG_META_NAME = 'dawa-config';

export const DEFAULT_PUBLIC_CONFIG: TPublicConfig = {
  productName: PRODUCT_NAME,
  city: DEFAULT_CITY,
  googleClientId: null,
  googleIssuer: 'https://accounts.google.com',
  requestSource: REQUEST_SOURCE_DEFAULT,
  forbiddenRedirect: '/',
  sessionTimeoutMs: SESSION_TIMEOUT_DEFAULT_MS,
  pageGateMs: PAGE_GATE_MS,
  supportEmail: null,
  supportPhone: null,
};

/** Reads the configuration the server embedded; anything missing or malformed falls back to the defaults. */
export function readPublicConfig(doc: Document = document): TPublicConfig {
  const raw = doc.querySelector(`meta[name="${CONFIG_META_NAME}"]`)?.getAttribute('content');
  if (!raw) return DEFAULT_PUBLIC_CONFIG;
  try {
    return mergeKnown(JSON.parse(raw) as unknown);
  } catch {
    return DEFAULT_PUBLIC_CONFIG;
  }
}

// Checked by hand rather than with the contract's zod schema: zod would add ~20 KB gzip to the
// first page for six fields. Each field is taken only when it has the default's type; the numbers
// are durations in ms, so whole and not negative, and a session timeout of 0 would sign every user
// out at once (ZPublicConfig: sessionTimeoutMs positive, pageGateMs at least 0).
const NUMBER_MIN: Partial<Record<string, number>> = { sessionTimeoutMs: 1 };

function mergeKnown(value: unknown): TPublicConfig {
  if (!value || typeof value !== 'object') return DEFAULT_PUBLIC_CONFIG;
  const source = value as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...DEFAULT_PUBLIC_CONFIG };
  for (const [key, fallback] of Object.entries(DEFAULT_PUBLIC_CONFIG)) {
    const candidate = source[key];
    const sameType =
      fallback === null
        ? typeof candidate === 'string' || candidate === null
        : typeof candidate === typeof fallback;
    const inRange =
      typeof candidate !== 'number' ||
      (Number.isSafeInteger(candidate) && candidate >= (NUMBER_MIN[key] ?? 0));
    if (candidate !== undefined && sameType && inRange) merged[key] = candidate;
  }
  return merged as TPublicConfig;
}

/** Read once at start: the configuration does not change while the page is open. */
export const publicConfig: TPublicConfig =
  typeof document === 'undefined' ? { ...DEFAULT_PUBLIC_CONFIG } : readPublicConfig();

/**
 * The server's drawing of pages (entry-server.tsx) has no document to read: it is told, once, the
 * configuration the documents carry, so it draws the same city and sign-in options as the browser.
 */
export function adoptPublicConfig(config: unknown): void {
  Object.assign(publicConfig, mergeKnown(config));
}

/** "Dawa Addis": the wordmark as plain text (titles, dialog names). */
export const brandName = (config: TPublicConfig = publicConfig): string =>
  `${config.productName} ${config.city}`;
