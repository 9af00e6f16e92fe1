import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  myShop: 'የእኔ ሱቅ',
  noShop: 'እስካሁን ሱቅ የለም',
  noShopText: '{name} እስካሁን ሱቅ የለውም፤ የሚያቋቁሙት ባለቤቶቹና አስተዳዳሪዎቹ ናቸው።',
  setUpTitle: 'ሱቅዎን ያቋቁሙ',
  setUp: 'ሱቄን አቋቁም',
  setUpText:
    'ሱቅ ለገዢዎች ማንነትዎን፣ የት እንደሚያደርሱና የሚሸጡትን ሁሉ በአንድ ገጽ ያሳያል። ከመጀመሪያው ምርትዎ ጋር አምስት አጭር ደረጃዎች ብቻ ይወስዳል።',
  loadingMyShop: 'ሱቅዎ በመጫን ላይ',
  notFound: 'ሱቁ አልተገኘም',
  browse: 'ማስታወቂያዎችን ያስሱ',
  notFoundText: 'ይህ ሱቅ የለም ወይም ተዘግቷል።',
  logo: 'የ{name} አርማ',
  edit: 'ሱቁን አስተካክል',
  listingCount: { one: '{count} ማስታወቂያ', other: '{count} ማስታወቂያዎች' },
  deliversTo: 'የሚያደርስበት',
  noDelivery: 'አያደርስም፤ ከሱቁ ይውሰዱ።',
  listings: 'ማስታወቂያዎች',
  searchLabel: 'የ{name} ማስታወቂያዎችን ይፈልጉ',
  searchPlaceholder: 'በዚህ ሱቅ ውስጥ ይፈልጉ',
  listingsOf: 'የ{name} ማስታወቂያዎች',
  noMatch: 'በዚህ ሱቅ ውስጥ የሚዛመድ የለም',
  showAll: 'ሁሉንም ማስታወቂያዎች አሳይ',
  noMatchText: 'ያነሱ ወይም ሌሎች ቃላት ይሞክሩ።',
  noListings: 'እስካሁን ማስታወቂያ የለም',
  noListingsText: 'ይህ ሱቅ አሁን የሚሸጠው ነገር የለም። ቆይተው ይመለሱ።',
  loading: 'ሱቁ በመጫን ላይ',
};
export default am;
