import type { TErrorResponse } from '@dawa/contract';

// Its own small module: the first page's query client checks for it without loading the client.

export type ErrorBody = Omit<TErrorResponse, 'code'> & { code: string };

/** A non-2xx answer, carrying the API's `{message, code, issues?}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: TErrorResponse['issues'];

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.issues = body.issues;
  }
}
