import type { Locale } from '@dawa/contract';
import { publicConfig } from '../../config/public-config.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords, wordsIn } from '../../i18n/words.ts';

// "Dawa Addis" as each language writes the product's name (the layout namespace's brandName):
// the configured words (config/public-config.ts), placed by the catalogue.

const names = () => ({ product: publicConfig.productName, city: publicConfig.city });

/** The product's name in `locale`, outside React (a tab's title). */
export const brandNameIn = (locale: Locale): string =>
  wordsIn(layoutWords, locale)('brandName', names());

/** The product's name in the page's language. */
export function useBrandName(): string {
  return useWords(layoutWords)('brandName', names());
}
