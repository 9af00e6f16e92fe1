import { z } from 'zod';

/** Every error the API can answer with; the status of each lives here, in one place. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ZErrorCode = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const ZErrorIssue = z.object({ path: z.string(), message: z.string() });
export type TErrorIssue = z.infer<typeof ZErrorIssue>;

/** The body of every non-2xx answer. */
export const ZErrorResponse = z.object({
  message: z.string(),
  code: ZErrorCode,
  issues: z.array(ZErrorIssue).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
