import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A refused code (wrong, expired, locked, or no such account: one message for all) goes under the
 * code field; field issues under their fields; anything else (rate limit, network) in a toast.
 */
export function showCodeError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { codeField, fields }: { codeField: Path<T>; fields: readonly Path<T>[] },
): void {
  if (error instanceof ApiError && error.status === 400 && !error.issues?.length) {
    setError(codeField, { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  showSubmitError(error, setError, fields);
}
