import {
  DEFAULT_CURRENCY,
  POST_MESSAGES,
  isPriceOutlier,
  type Locale,
  type TPriceGuide,
} from '@dawa/contract';
import { formatMoney } from '../../components/listing/listing-format.ts';
import { wordsIn } from '../../i18n/words.ts';
import { postWizardWords } from './i18n/index.ts';

/**
 * The warning under a price far outside its sub-category's usual range (the contract's
 * isPriceOutlier), or null when the price looks usual or there is too little to judge by.
 */
export function priceWarning(
  price: number | null | undefined,
  guide: TPriceGuide | undefined,
  subCategoryName: string | undefined,
  locale: Locale = 'en',
): string | null {
  if (!guide || guide.p05 === null || guide.p95 === null || !isPriceOutlier(price, guide))
    return null;
  const t = wordsIn(postWizardWords, locale);
  const money = (amount: number) => formatMoney(amount, DEFAULT_CURRENCY, locale);
  const range = { low: money(guide.p05), high: money(guide.p95) };
  const usual = subCategoryName
    ? t('usualPriceNamed', { name: subCategoryName, ...range })
    : t('usualPrice', range);
  // The rule's own words come from the contract, as the API would say them.
  return `${usual} ${POST_MESSAGES.priceOutlier}.`;
}
