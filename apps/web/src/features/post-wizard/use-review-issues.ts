import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useLocation } from 'react-router';

export interface IssuesState {
  /** What the review (or the API's answer to Publish) found wrong with this step's fields. */
  issues: { path: string; message: string }[];
}

/** The issues a link from the review brought along, if any. */
export function issuesFrom(state: unknown): IssuesState['issues'] {
  const issues = (state as Partial<IssuesState> | null)?.issues;
  return Array.isArray(issues) ? issues : [];
}

/**
 * Puts the issues the review sent this step under their fields (`price`, `medias.0.url` →
 * `medias`), the first one focused, so a refused Publish leads straight to what to fix.
 */
export function useReviewIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  const state: unknown = useLocation().state;
  useEffect(() => {
    let isFirst = true;
    for (const issue of issuesFrom(state)) {
      const field = issue.path.split('.')[0] ?? '';
      if (!fields.includes(field)) continue;
      setError(
        field as Path<T>,
        { type: 'server', message: issue.message },
        { shouldFocus: isFirst },
      );
      isFirst = false;
    }
    // Once per visit (`state` is the navigation's): the issues belong to the link that brought them.
  }, [state, setError, fields]);
}
