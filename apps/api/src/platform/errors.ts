import {
  ERROR_STATUS,
  type ErrorCode,
  type TErrorIssue,
  type TErrorResponse,
} from '@dawa/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

interface AppErrorOptions {
  cause?: unknown;
  issues?: TErrorIssue[];
  /** Extra response headers, e.g. `Allow` on a 405. */
  headers?: Record<string, string>;
}

/**
 * The one error type of the API. Its message is shown to users as-is, so it must never carry
 * internals; put those in `cause`, which is logged and never sent.
 */
export class AppError extends Error {
  readonly status: number;
  readonly issues: TErrorIssue[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    { cause, issues, headers = {} }: AppErrorOptions = {},
  ) {
    super(message, { cause });
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.issues = issues;
    this.headers = headers;
  }

  toResponse(): TErrorResponse {
    return this.issues === undefined
      ? { message: this.message, code: this.code }
      : { message: this.message, code: this.code, issues: this.issues };
  }
}

/** A 400 about one field: its message, and the issue the web shows under that field. */
export function fieldError(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });
}

/** For exhaustive switches: the compiler flags a missing case, and reaching it at run time is a bug. */
export function noOtherVariants(value: never): never {
  throw new Error(`Unexpected variant: ${JSON.stringify(value)}`);
}

/** Fastify's own 4xx errors (bad JSON, body too large, ...) keep their status under one of our codes. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

// Fastify's wording for these is written for developers; users read ours.
const FRIENDLY_MESSAGES: Partial<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here; send application/json.',
};

/** Turns anything thrown into an AppError; unknown errors become a bare INTERNAL. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const all = error.validation.map((issue) => ({
      // "/items/0/name" → "items.0.name", the form-field path the web maps messages to.
      path: issue.instancePath.split('/').filter(Boolean).join('.'),
      message: issue.message ?? 'Invalid value',
    }));
    // Two rules of one field often share the spec's message (phone: length and digits): say it once.
    const issues = all.filter(
      (issue, i) =>
        all.findIndex((o) => o.path === issue.path && o.message === issue.message) === i,
    );
    return new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', {
      issues,
      cause: error,
    });
  }
  if (isUnstorableInput(error)) {
    return new AppError(
      'BAD_REQUEST',
      'The request contains text or numbers that cannot be stored.',
      {
        cause: error,
      },
    );
  }
  if (isClientError(error)) {
    const code = CODE_BY_STATUS[error.statusCode] ?? 'BAD_REQUEST';
    const message = (error.code && FRIENDLY_MESSAGES[error.code]) || error.message;
    return new AppError(code, message, { cause: error });
  }
  if (isDatabaseBusy(error)) {
    return new AppError('SERVICE_UNAVAILABLE', BUSY_MESSAGE, {
      cause: error,
      headers: { 'retry-after': '5' },
    });
  }
  return new AppError('INTERNAL', INTERNAL_MESSAGE, { cause: error });
}

export const BUSY_MESSAGE = 'We are very busy right now. Please try again in a few seconds.';

/**
 * Every pooled PostgreSQL connection stayed busy past the pool's wait (node-postgres' own message):
 * overload, which a client may retry, not a fault (503 with Retry-After rather than 500).
 */
function isDatabaseBusy(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}

// PostgreSQL rejects some input that passes validation: a NUL character in text (22021), a number
// out of its column's range (22003). That is the client's bad input, not our failure.
const UNSTORABLE_INPUT_CODES = new Set(['22021', '22P05', '22003', '22001']);

/** Walks `cause` too: Drizzle wraps the driver's error. */
function isUnstorableInput(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && UNSTORABLE_INPUT_CODES.has(code)) return true;
  }
  return false;
}

function isClientError(error: unknown): error is FastifyError & { statusCode: number } {
  return (
    error instanceof Error &&
    'statusCode' in error &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  );
}

/** Logs `error` as its severity deserves and answers `{ message, code, issues? }`. */
export function sendError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    // The full error (stack, cause) goes to the log under the request id; the client gets the code only.
    request.log.error({ err: error }, `request failed: ${appError.code}`);
  } else {
    request.log.info({ code: appError.code, reason: appError.message }, 'request rejected');
  }
  return reply.status(appError.status).headers(appError.headers).send(appError.toResponse());
}

/** One handler for the whole app: every non-2xx body is `{ message, code, issues? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}
