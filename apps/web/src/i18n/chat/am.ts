import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  chatWithSeller: 'ሻጩን ያናግሩ',
};
export default am;
