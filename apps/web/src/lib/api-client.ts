import { API_PREFIX, ERROR_STATUS, HEADERS } from '@dawa/contract';

// The one way the web talks to the API (docs/product.md#api-calls): base URL, request-source header, JSON,
// Bearer token, the chosen pharmacy's header; query params on GET, a body otherwise (form data
// when flagged); a 401 first tries to renew the session once (access tokens live 15 minutes),
// then signs out; 403 sends the browser to the configured place.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send the body as multipart form data (uploads). */
  isForm?: boolean;
  /** Speak for this pharmacy instead of the chosen one (checking a switch before making it). */
  tenantId?: string;
  /**
   * A 403 normally sends the browser to the configured place (docs/product.md#errors). A form whose
   * action the user's role may have lost meanwhile sets this to false and shows the message.
   */
  redirectOnForbidden?: boolean;
  /** Extra request headers (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * `text` hands back the body as it came instead of parsing JSON; `blob` as bytes (an export's
   * file: CSV, XLSX or PDF, saved as it was sent, byte-order mark included).
   */
  responseType?: 'json' | 'text' | 'blob';
  /**
   * A call the app makes on its own (a live badge brought up to date), not for something the user
   * did: its answer is not activity, so it never keeps an idle session from timing out.
   */
  background?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl?: string;
  requestSource: string;
  forbiddenRedirect: string;
  getAccessToken: () => string | null;
  getTenantId: () => string | null;
  onUnauthorized: () => void;
  /**
   * Renews the session after a 401 on a call that carried `failedToken`; answers whether the
   * call is worth repeating with the token then current.
   */
  renewSession?: (failedToken: string) => Promise<boolean>;
  onForbidden: (location: string) => void;
  onSuccess?: () => void;
  fetchImpl?: typeof fetch;
}

import { ApiError, type ErrorBody } from './api-error.ts';
import { baseHeaders } from './request-headers.ts';
import { isTokenExpired } from './token-expiry.ts';

export { ApiError };

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value))
      value.forEach((v: unknown) => form.append(key, v instanceof Blob ? v : formValue(v)));
    else form.append(key, formValue(value));
  }
  return form;
}

/** Objects travel as JSON inside a multipart form; scalars as their text. */
function formValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}

const codeForStatus = (status: number): string =>
  Object.entries(ERROR_STATUS).find(([, s]) => s === status)?.[0] ??
  (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');

async function readError(response: Response): Promise<ErrorBody> {
  // A proxy or a crashed server may answer without our JSON shape: keep the status meaningful.
  const fallback: ErrorBody = {
    message: response.statusText || `Request failed (${response.status})`,
    code: codeForStatus(response.status),
  };
  try {
    // The shape is checked by hand: the client is on every page, zod is not needed on every page.
    const body = (await response.json()) as Partial<ErrorBody> | null;
    if (!body || typeof body.message !== 'string') return fallback;
    return {
      message: body.message,
      code: typeof body.code === 'string' ? body.code : fallback.code,
      ...(Array.isArray(body.issues) ? { issues: body.issues } : {}),
    };
  } catch {
    return fallback;
  }
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? API_PREFIX;
  const doFetch = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send<T>(call: ApiRequest, isRetry: boolean): Promise<T> {
    // The server's drawing of a page (entry-server.tsx) sends no request: what its answers lack is
    // drawn loading, as the browser's first render draws it. (Gone from the browser's build.)
    if (import.meta.env.SSR) return new Promise<T>(() => undefined);
    const { method = 'GET', path, query, body, isForm, signal } = call;
    const stored = options.getAccessToken();
    // An access token past its time would only earn a 401: renew first (a returning user's
    // first call), and the call goes once, with the new token.
    const renewedFirst = !!stored && !isRetry && !!options.renewSession && isTokenExpired(stored);
    if (renewedFirst) await options.renewSession?.(stored);
    const token = options.getAccessToken();
    const headers = baseHeaders(options.requestSource, token);
    const tenantId = call.tenantId ?? options.getTenantId();
    if (tenantId) headers[HEADERS.tenant] = tenantId;
    Object.assign(headers, call.headers);

    let payload: BodyInit | undefined;
    if (method !== 'GET' && body !== undefined) {
      if (isForm)
        payload = toFormData(body); // the browser sets the multipart boundary itself
      else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const url = buildUrl(baseUrl, path, method === 'GET' ? query : undefined);
    const response = await doFetch(url, { method, headers, body: payload, signal });

    if (response.status === 401 && token && !isRetry && !renewedFirst && options.renewSession) {
      if (await options.renewSession(token)) return send<T>(call, true);
    }
    if (!response.ok) {
      const error = new ApiError(response.status, await readError(response));
      if (response.status === 401 && token) options.onUnauthorized();
      if (response.status === 403 && call.redirectOnForbidden !== false)
        options.onForbidden(options.forbiddenRedirect);
      throw error;
    }
    if (response.status === 200 && !call.background) options.onSuccess?.();
    if (response.status === 204) return undefined as T;
    if (call.responseType === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    if (call.responseType === 'text') return text as T;
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return function request<T>(call: ApiRequest): Promise<T> {
    return send<T>(call, false);
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Lists come back as `docs`, directly under the body or one level deeper (docs/product.md#lists). */
export function readDocs<T>(body: unknown): T[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.docs)) return record.docs as T[];
  for (const value of Object.values(record)) {
    if (
      value &&
      typeof value === 'object' &&
      Array.isArray((value as Record<string, unknown>).docs)
    ) {
      return (value as { docs: T[] }).docs;
    }
  }
  return [];
}

/** Page count from `pages` in nested data (docs/product.md#lists). */
export function readPages(body: unknown): number {
  if (!body || typeof body !== 'object') return 0;
  const record = body as Record<string, unknown>;
  if (typeof record.pages === 'number') return record.pages;
  for (const value of Object.values(record)) {
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as Record<string, unknown>).pages === 'number'
    ) {
      return (value as { pages: number }).pages;
    }
  }
  return 0;
}
