import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  resultsFor: 'የ“{q}” ውጤቶች',
  title: 'ማስታወቂያዎችን ይፈልጉ',
  filters: 'የማስታወቂያ ማጣሪያዎች',
  searchLabel: 'ማስታወቂያዎችን ይፈልጉ',
  searchPlaceholder: 'መድኃኒቶችንና ቁሳቁሶችን ይፈልጉ',
  results: 'የፍለጋ ውጤቶች',
  noMatch: 'የሚዛመድ ማስታወቂያ የለም',
  clearFilters: 'ማጣሪያዎቹን ያጽዱ',
  noMatchText: 'ያነሱ ቃላት፣ ሌላ ምድብ፣ ሌላ አካባቢ፣ ሰፋ ያለ የዋጋ ክልል ወይም አጠር ያለ የመቆያ ጊዜ ይሞክሩ።',
  location: 'አካባቢ',
  anyLocation: 'ማንኛውም አካባቢ',
  sortBy: 'ደርድር በ',
  sortRelevance: 'ተስማሚነት',
  sortNewest: 'አዲስ የወጡ',
  sortPriceAsc: 'ዝቅተኛ ዋጋ',
  sortPriceDesc: 'ከፍተኛ ዋጋ',
  shelfLife: 'የመቆያ ጊዜ',
  anyExpiry: 'ማንኛውም የማብቂያ ቀን',
  monthsLeft: { one: '{count}+ ወር የቀረው', other: '{count}+ ወራት የቀሩት' },
  subCategories: 'ንዑስ ምድቦች',
  allSubCategories: 'ሁሉም ንዑስ ምድቦች',
  subCategoriesFailed: 'ንዑስ ምድቦቹን መጫን አልተቻለም።',
  retry: 'እንደገና ይሞክሩ',
};
export default am;
