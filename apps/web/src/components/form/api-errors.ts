import type { Locale } from '@dawa/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { publicConfig } from '../../config/public-config.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { pageLocale } from '../../i18n/locale.tsx';
import { wordsIn } from '../../i18n/words.ts';

/**
 * The user-facing text of any failure: the API's message, or a plain network explanation in
 * `locale` (a component passes `useLocale()`; a toast takes the page's language).
 */
export function errorMessage(error: unknown, locale: Locale = pageLocale()): string {
  if (error instanceof ApiError) return error.message;
  const t = wordsIn(layoutWords, locale);
  if (error instanceof TypeError) return t('cannotReach', { product: publicConfig.productName });
  return t('somethingWentWrongRetry');
}

/**
 * Shows a failed submission where the user looks: the API's field issues under their fields
 * (names as the form knows them), anything else in a toast. Answers whether fields took it.
 */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const issues = error instanceof ApiError ? (error.issues ?? []) : [];
  let placed = false;
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) notify.error(errorMessage(error));
  return placed;
}
