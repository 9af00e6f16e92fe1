import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  back: 'ይመለሱ',
  next: 'ቀጣይ',
  stepOf: 'ደረጃ {current} ከ{total}',
};
export default am;
