import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  currency: 'ብር',
  category: 'ምድብ',
  subCategory: 'ንዑስ ምድብ',
  loadingCategories: 'ምድቦች እየተጫኑ ነው…',
  categoriesFailed: 'ምድቦቹን መጫን አልተቻለም። {reason}',
  retry: 'እንደገና ይሞክሩ',
  subCategoriesFailed: 'ንዑስ ምድቦቹን መጫን አልተቻለም። {reason}',
  chooseCategoryFirst: 'መጀመሪያ ምድብ ይምረጡ።',
  loadingSubCategories: 'ንዑስ ምድቦች እየተጫኑ ነው…',
  noSubCategories: 'ይህ ምድብ እስካሁን ንዑስ ምድብ የለውም።',
  retrySubCategories: 'ንዑስ ምድቦቹን እንደገና ይጫኑ',
  regulatedNotice: 'በዚህ ምድብ ያሉ ማስታወቂያዎች ከመታየታቸው በፊት በዳዋ ይገመገማሉ',
};
export default am;
