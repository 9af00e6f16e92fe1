import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  pagesOf: 'የ{noun} ገጾች',
  rangeOf: '{range} (ከ{total} {noun})',
  goToPage: 'ወደ ገጽ {page} ይሂዱ',
  currentPage: 'ገጽ {page}',
  goToFirstPage: 'ወደ መጀመሪያው ገጽ ይሂዱ',
  goToLastPage: 'ወደ መጨረሻው ገጽ ይሂዱ',
  goToNextPage: 'ወደ ቀጣዩ ገጽ ይሂዱ',
  goToPreviousPage: 'ወደ ቀዳሚው ገጽ ይሂዱ',
};
export default am;
