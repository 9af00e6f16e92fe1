import { z } from 'zod';
import { ERROR_STATUS } from './error-status.ts';

export { ERROR_STATUS };

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
