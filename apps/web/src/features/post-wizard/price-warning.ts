import { POST_MESSAGES, isPriceOutlier, type TPriceGuide } from '@dawa/contract';
import { formatBirr } from './format-birr.ts';

/**
 * The warning under a price far outside its sub-category's usual range (the contract's
 * isPriceOutlier), or null when the price looks usual or there is too little to judge by.
 */
export function priceWarning(
  price: number | null | undefined,
  guide: TPriceGuide | undefined,
  subCategoryName: string | undefined,
): string | null {
  if (!guide || guide.p05 === null || guide.p95 === null || !isPriceOutlier(price, guide))
    return null;
  const what = subCategoryName ? `${subCategoryName} listings` : 'listings in this sub-category';
  return `Most ${what} are ${formatBirr(guide.p05)}–${formatBirr(guide.p95)}. ${POST_MESSAGES.priceOutlier}.`;
}
