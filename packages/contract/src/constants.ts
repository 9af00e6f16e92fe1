// Business constants and limits of docs/product.md#constants (and the storage keys of #client-state).

export const PRODUCT_NAME = 'Dawa';
export const DEFAULT_CITY = 'Addis';
export const DEFAULT_CURRENCY = 'ETB';

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
export const CURSOR_DEFAULT = 0;

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  orgNameMax: 100,
  passwordMin: 6,
  phoneMin: 5,
  tinMin: 5,
  addressMin: 5,
  cityMin: 2,
  countryMin: 2,
  locationNameMax: 100,
  timeRangeMin: 2,
  categoryDescriptionMin: 2,
  /** POST /au's input (ours: the spec's test endpoint gives no limit). */
  echoInputMax: 200,
} as const;

export const PRICE_RANGE_DEFAULT = { min_price: 0, max_price: 0 } as const;

/** The page gate blocks at most this long on a route change. */
export const PAGE_GATE_MS = 1000;
export const USER_SETTINGS_REFETCH_MS = 1000;

/** Sonner's defaults, as the spec states them. */
export const TOAST = { durationMs: 4000, visibleToasts: 3, swipeThresholdPx: 20 } as const;

/** MUI breakpoints of the spec (md is 1000, not MUI's 900). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 1000, lg: 1200, xl: 1920 } as const;

export const PROGRESS_BAR_HEIGHT = 4;
export const TOOLTIP = { enterDelayMs: 100, leaveTouchDelayMs: 1500 } as const;
export const DEBOUNCE_MS = 166;
export const GOOGLE_POPUP = { width: 500, height: 600 } as const;

export const LOGO = { maxHeightPx: 180, widthSmPx: 190, widthMdPx: 220 } as const;

export const IDENTITY_TIMINGS = {
  refreshBeforeExpiryMs: 5 * 60_000,
  errorBackoffStartMs: 30_000,
  errorBackoffMaxMs: 16 * 60_000,
  networkTimeoutMs: 30_000,
  networkTimeoutMobileMs: 60_000,
} as const;

/** TanStack Query defaults of the spec: gc 5 min, 3 retries, exponential backoff capped at 30 s. */
export const QUERY_CACHE = { gcTimeMs: 5 * 60_000, retry: 3, retryDelayMaxMs: 30_000 } as const;

/** Default inactivity before the session-timeout dialog signs the user out (spec: not shown). */
export const SESSION_TIMEOUT_DEFAULT_MS = 30 * 60_000;

/** HTTP headers the web sends on every call. */
export const HEADERS = {
  requestSource: 'x-request-source',
  tenant: 'x-tenant-id',
  requestId: 'x-request-id',
} as const;
export const REQUEST_SOURCE_DEFAULT = 'dashboard';

/** Browser storage keys; the names carry the product name (docs/product.md#client-state). */
export const STORAGE_KEYS = {
  tokenCookie: 'dawa_token',
  identityCookie: 'dawa_identity',
  auth: 'dawa-auth-store',
  app: 'dawa-app-store',
  tenant: 'dawa-tenant-store',
  layoutShift: 'dawa-layout-shift-store',
  journeys: 'dawa-journeys-store',
  postAddJourney: 'dawa-post-add-journey-store',
  shopSetupJourney: 'dawa-shop-setup-journey-store',
  /** The buyer's recent marketplace searches, on their own device (issue 13). */
  recentSearches: 'dawa-recent-searches-store',
  /** An action a visitor asked for before signing in (save a listing), done once after. */
  pendingAction: 'dawa-pending-action-store',
} as const;

/** API prefix: every endpoint of docs/product.md#api-calls lives under it. */
export const API_PREFIX = '/api';

/** Most files one bulk presign or one multipart upload may carry (and photos of one listing). */
export const UPLOAD_MAX_FILES = 10;
