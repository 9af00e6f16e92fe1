import type { Translation } from '@dawa/contract';
import type en from './en.ts';

const am: Translation<typeof en> = {
  expiredSubject: {
    one: '{product}፦ ማስታወቂያዎ የማብቂያ ቀኑን አልፏል',
    other: '{product}፦ ከማስታወቂያዎችዎ {count}ቱ የማብቂያ ቀናቸውን አልፈዋል',
  },
  expiredHello: 'ሰላም {name}፣',
  expiredIntro: {
    one: 'ይህ ማስታወቂያ እርስዎ የሰጡትን የማብቂያ ቀን ስላለፈ ከገበያው ተነስቷል፦',
    other: 'እነዚህ ማስታወቂያዎች እርስዎ የሰጡትን የማብቂያ ቀን ስላለፉ ከገበያው ተነስተዋል፦',
  },
  expiredLine: '- {title} (የማብቂያ ቀን {date})፦ {link}',
  expiredAdvice: {
    one: 'ያስቀመጡት ገዢዎች ከእንግዲህ እንደማይገኝ ያያሉ። አዲስ ክምችት ካለዎት ማስታወቂያውን በአዲሱ የማብቂያ ቀን አስተካክለው ከ«የእኔ ማስታወቂያዎች» እንደገና ይለጥፉት።',
    other:
      'ያስቀመጡት ገዢዎች ከእንግዲህ እንደማይገኙ ያያሉ። አዲስ ክምችት ካለዎት ማስታወቂያዎቹን በአዲሱ የማብቂያ ቀን አስተካክለው ከ«የእኔ ማስታወቂያዎች» እንደገና ይለጥፏቸው።',
  },
};
export default am;
