import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  title: 'የማስታወቂያዎች አፈጻጸም',
  dashboard: 'ዳሽቦርድ',
  intro: 'ገዢዎች ማስታወቂያዎችዎን እንዴት እንዳገኟቸው፦ እይታዎች፣ የተቀመጡ፣ ውይይቶችና የግዢ ጥያቄዎች፣ በየማስታወቂያውና በየቀኑ።',
  views: 'እይታዎች',
  saves: 'የተቀመጡ',
  chats: 'ውይይቶች',
  offers: 'የግዢ ጥያቄዎች',
  listing: 'ማስታወቂያ',
  table: 'ማስታወቂያዎችና ቁጥሮቻቸው',
  loading: 'ሪፖርቱ እየተጫነ ነው',
  emptyTitle: 'እስካሁን ማስታወቂያ የለም',
  emptyBody: 'ማስታወቂያ ይለጥፉ፤ እይታዎቹ፣ የተቀመጡት፣ ውይይቶቹና የግዢ ጥያቄዎቹ እዚህ በየቀኑ ይታያሉ።',
  post: 'ማስታወቂያ ይለጥፉ',
};
export default am;
