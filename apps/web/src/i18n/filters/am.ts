import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  price: 'ዋጋ',
  anyPrice: 'ማንኛውም ዋጋ',
  range: '{min} – {max}',
  adjust: 'የዋጋውን ክልል ያስተካክሉ፤ ከ{min} እስከ {max}',
  lowest: 'ዝቅተኛ ዋጋ',
  highest: 'ከፍተኛ ዋጋ',
};
export default am;
