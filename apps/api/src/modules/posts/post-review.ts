import type { NewMedia, NewPostRow, PostTableRow } from './posts.repo.ts';

/**
 * The columns a seller may change on a reviewed listing without a new review (decision 009): the
 * price and quantity terms, numbers and a switch that carry no words (decision 016 adds the stock
 * on hand and the minimum order). Everything else a buyer sees needs a reviewer's eyes again, and
 * so does any column added later: this is an allow-list.
 */
export const COLUMNS_CHANGED_WITHOUT_REVIEW: ReadonlySet<keyof NewPostRow> = new Set<
  keyof NewPostRow
>([
  'priceMinor',
  'negotiable',
  'bulkAvailable',
  'bulkPriceMinor',
  'bulkQuantity',
  'quantityAvailable',
  'minOrderQuantity',
]);

/** The columns whose value `changes` really changes (a form resent whole changes only a few). */
export function changedColumns(
  current: PostTableRow,
  changes: Partial<NewPostRow>,
): (keyof NewPostRow)[] {
  return (Object.keys(changes) as (keyof NewPostRow)[]).filter(
    (column) => !isSameValue(current[column as keyof PostTableRow], changes[column]),
  );
}

function isSameValue(now: unknown, next: unknown): boolean {
  if (now instanceof Date && next instanceof Date) return now.getTime() === next.getTime();
  return (now ?? null) === (next ?? null);
}

/** Whether the images differ in any way a buyer sees: which, their order, their cover, names. */
export function hasMediaChanged(stored: readonly NewMedia[], next: readonly NewMedia[]): boolean {
  return (
    stored.length !== next.length ||
    stored.some((m, i) => {
      const other = next[i];
      return (
        !other || m.key !== other.key || m.isPrimary !== other.isPrimary || m.name !== other.name
      );
    })
  );
}

/** Whether an edit changes anything outside the allow-list (images always count). */
export const needsReview = (columns: readonly (keyof NewPostRow)[], isMediaChanged: boolean) =>
  isMediaChanged || columns.some((column) => !COLUMNS_CHANGED_WITHOUT_REVIEW.has(column));

/**
 * Where an edit leaves the review: a rejected listing goes back to the queue once its seller
 * changes anything (never straight to the marketplace); a regulated one goes back when the edit
 * needs review; one no longer regulated stops waiting, unless a reviewer has judged it before
 * (a rejection moved out of its regulated category, then edited again, must not come out
 * approved: a reviewer decides). Undefined: as it was.
 */
export function complianceAfterEdit(
  current: Pick<PostTableRow, 'complianceStatus' | 'reviewedAt'>,
  edit: { isRegulated: boolean; hasChanges: boolean; needsReview: boolean },
): Pick<NewPostRow, 'complianceStatus' | 'rejectionReason'> | undefined {
  if (current.complianceStatus === 'REJECTED')
    return edit.hasChanges ? { complianceStatus: 'PENDING', rejectionReason: null } : undefined;
  if (edit.isRegulated && edit.needsReview)
    return { complianceStatus: 'PENDING', rejectionReason: null };
  const isNeverReviewed = current.reviewedAt === null;
  if (!edit.isRegulated && current.complianceStatus === 'PENDING' && isNeverReviewed)
    return { complianceStatus: 'APPROVED', rejectionReason: null };
  return undefined;
}
