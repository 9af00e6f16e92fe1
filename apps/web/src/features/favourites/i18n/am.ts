import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  title: 'የተቀመጡ',
};
export default am;
