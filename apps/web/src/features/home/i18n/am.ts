import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  heading: 'በ{city} ከታመኑ ሻጮች መድኃኒቶችና የጤና ቁሳቁሶች',
  pitch:
    'ለከተማዋ ፋርማሲዎች፣ አስመጪዎች፣ ጅምላ አከፋፋዮች፣ ክሊኒኮችና ድርጅቶች አንድ ገበያ፤ እንዲሁም የፋርማሲውን ክምችት፣ ሽያጭና ዱቤ በሥርዓት የሚይዝ የቢሮ ሥራ መሣሪያ።',
  openDashboard: 'ዳሽቦርድዎን ይክፈቱ',
  register: 'ድርጅትዎን ያስመዝግቡ',
  postListing: 'ማስታወቂያ ይለጥፉ',
  audiences: 'ለመላው የጤና አቅርቦት ንግድ የተሠራ',
  pharmacies: 'ፋርማሲዎች',
  pharmaciesText: 'ክምችትን በፍጥነት ያግኙ፤ ካታሎግ፣ ባች፣ ሽያጭና ዱቤን በአንድ ቦታ ያስተዳድሩ።',
  importers: 'አስመጪዎችና ጅምላ አከፋፋዮች',
  importersText: 'በማስታወቂያዎችና በጅምላ ዋጋዎች በከተማው ያለውን እያንዳንዱን ፋርማሲ ይድረሱ።',
  clinics: 'ክሊኒኮችና የጤና ተቋማት',
  clinicsText: 'መድኃኒቶችንና ቁሳቁሶችን ከሚያምኗቸው ሻጮች ያግኙ።',
  agencies: 'ኤጀንሲዎችና መንግሥታዊ ያልሆኑ ድርጅቶች',
  agenciesText: 'ማን ምን እንደሚያቀርብ ይመልከቱ፤ በቀጥታም ያነጋግሯቸው።',
  matching: 'የሚዛመዱ ማስታወቂያዎች',
  latest: 'የቅርብ ጊዜ ማስታወቂያዎች',
  searchLabel: 'ማስታወቂያዎችን ይፈልጉ',
  searchPlaceholder: 'መድኃኒቶችንና ቁሳቁሶችን ይፈልጉ',
  moreFilters: 'ተጨማሪ ማጣሪያዎች',
  noMatch: 'የሚዛመድ ማስታወቂያ የለም',
  clearFilters: 'ማጣሪያዎቹን ያጽዱ',
  noMatchText: 'ያነሱ ቃላት፣ ሌላ ምድብ ወይም ሰፋ ያለ የዋጋ ክልል ይሞክሩ።',
  noListings: 'እስካሁን ምንም ማስታወቂያ የለም',
  postFirst: 'የመጀመሪያውን ማስታወቂያ ይለጥፉ',
  noListingsText: 'በከተማው የሚቀርቡ መድኃኒቶችና ቁሳቁሶች እዚህ ይታያሉ።',
};
export default am;
