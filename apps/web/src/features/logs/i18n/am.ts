import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  exportGroup: 'መዝገቡን ወደ ፋይል ያውጡ',
  exportAs: 'እንደ {format} ያውጡ',
  exporting: 'በማውጣት ላይ…',
  exportFailed: 'ማውጣቱ አልተሳካም',
  tryAgain: 'እባክዎ እንደገና ይሞክሩ።',
  csv: 'CSV',
  xlsx: 'Excel',
  pdf: 'PDF',
};
export default am;
