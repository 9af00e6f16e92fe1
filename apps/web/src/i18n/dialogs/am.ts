import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  cancel: 'ይቅር',
  close: 'ዝጋ',
  signInTo: 'ወደ {brand} ይግቡ',
  signInPitch: 'ማስታወቂያ ይለጥፉ፣ የሚፈልጓቸውን ያስቀምጡ፣ ከሻጮች ጋር ይወያዩ።',
  orWithEmail: 'ወይም በኢሜይል',
  or: 'ወይም',
  continueAsGuest: 'እንደ እንግዳ ይቀጥሉ',
  agreeToTerms: 'በመቀጠልዎ በ{terms} ተስማምተዋል።',
  termsLink: 'የአገልግሎት ውሎች እና የመረጃ አጠቃቀም ፖሊሲ',
  signingYouIn: 'በማስገባት ላይ',
  selectPharmacy: 'ለመቀጠል ፋርማሲ ይምረጡ',
  changeLater: 'በኋላ በፋርማሲዎች ዝርዝር ገጽ ላይ መቀየር ይችላሉ',
  loadingPharmacies: 'ፋርማሲዎች በመጫን ላይ',
  retry: 'እንደገና ይሞክሩ',
  noPharmacy: 'እስካሁን የየትኛውም ፋርማሲ አባል አይደሉም።',
  yourPharmacies: 'የእርስዎ ፋርማሲዎች',
  firstPharmacies: 'የመጀመሪያዎቹ {count} ፋርማሲዎችዎ ብቻ ናቸው የሚታዩት፤ ሁሉንም በፋርማሲዎች ዝርዝር ገጽ ላይ ያገኛሉ።',
  continue: 'ቀጥል',
  switchingPharmacy: 'ፋርማሲ በመቀየር ላይ',
  stillThere: 'አሁንም አሉ?',
  inactiveWarning: {
    one: 'ለተወሰነ ጊዜ ምንም አልተጠቀሙም። ለደህንነትዎ ሲባል በ{count} ሰከንድ ውስጥ ከመለያዎ ይወጣሉ።',
    other: 'ለተወሰነ ጊዜ ምንም አልተጠቀሙም። ለደህንነትዎ ሲባል በ{count} ሰከንዶች ውስጥ ከመለያዎ ይወጣሉ።',
  },
  signOut: 'ይውጡ',
  staySignedIn: 'እንደገቡ ይቆዩ',
  signedOut: 'ከመለያዎ ወጥተዋል',
  signedOutWhy: 'ለደህንነትዎ ሲባል ሥራ ያልተሠራባቸው ክፍለ ጊዜዎች በራሳቸው ይዘጋሉ።',
  termsTitle: 'የአገልግሎት ውሎችና ሁኔታዎች',
  closeTerms: 'ውሎቹን ዝጋ',
};
export default am;
