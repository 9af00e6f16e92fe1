import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  user: 'ተጠቃሚ',
  username: 'የተጠቃሚ ስም',
  status: 'ሁኔታ',
  joined: 'የተቀላቀሉበት',
  joinedOn: '{date} ተቀላቅለዋል',
  joinedOnAs: '{date} ተቀላቅለዋል · @{username}',
  access: 'ፈቃድ',
  dashboard: 'ዳሽቦርድ',
  users: 'ተጠቃሚዎች',
  refusal:
    'የዳዋን ተጠቃሚዎች ሁሉ ማየትና ማስተዳደር የሚችሉት የመድረኩ አስተዳዳሪዎች ብቻ ናቸው። የፋርማሲዎን ሰዎች ለማስተዳደር “አባላት”ን ይጠቀሙ።',
  nowAdmin: '{name} አሁን የመድረኩ አስተዳዳሪ ናቸው',
  noLongerAdmin: '{name} ከእንግዲህ የመድረኩ አስተዳዳሪ አይደሉም',
  disabledEverywhere: '{name} ታግደዋል፤ ከሁሉም መሣሪያዎች ወጥተዋል',
  canSignInAgain: '{name} እንደገና መግባት ይችላሉ',
  searchPlaceholder: 'ስም፣ ኢሜይል ወይም የተጠቃሚ ስም',
  searchLabel: 'ተጠቃሚዎችን ይፈልጉ',
  loading: 'ተጠቃሚዎች በመጫን ላይ',
  noMatch: 'ከ“{search}” ጋር የሚዛመድ ተጠቃሚ የለም',
  noUsers: 'እስካሁን ተጠቃሚ የለም',
  clearSearch: 'ፍለጋውን ያጽዱ',
  noMatchText: 'የስም ክፍል ወይም የኢሜይል አድራሻ ይሞክሩ።',
  usersNoun: 'ተጠቃሚዎች',
  disableTitle: '{name} ይታገዱ?',
  disableThis: 'ይህ ተጠቃሚ ይታገድ?',
  disable: 'አግድ',
  disableName: '{name}ን አግድ',
  disableText:
    'ወዲያውኑ ከሁሉም መሣሪያዎች ይወጣሉ፤ አስተዳዳሪ መለያውን እንደገና እስኪፈቅድ ድረስ መግባት አይችሉም። ፋርማሲዎቻቸውና መዛግብታቸው እንዳሉ ይቆያሉ።',
  enable: 'ፍቀድ',
  enableName: '{name}ን ፍቀድ',
  removeAdminTitle: '{name} ከመድረኩ አስተዳዳሪነት ይነሱ?',
  makeAdminTitle: '{name} የመድረኩ አስተዳዳሪ ይሁኑ?',
  makeAdminThis: 'ይህ ተጠቃሚ የመድረኩ አስተዳዳሪ ይሁን?',
  removeAdmin: 'ከአስተዳዳሪነት አንሳ',
  makeAdmin: 'አስተዳዳሪ አድርግ',
  removeAdminName: '{name}ን ከመድረኩ አስተዳዳሪነት አንሳ',
  makeAdminName: '{name}ን የመድረኩ አስተዳዳሪ አድርግ',
  removeAdminText:
    'ወዲያውኑ ተጠቃሚዎችን፣ ግምገማንና የመድረኩን ቅንብሮች ማየት አይችሉም፤ የራሳቸው መለያና ፋርማሲዎች ይቆያሉ። ለውጡ በእንቅስቃሴ መዝገቡ ውስጥ ይመዘገባል።',
  makeAdminText:
    'የዳዋን ተጠቃሚዎች ሁሉ ያያሉ፣ መለያዎችን ያግዳሉ፣ ማስታወቂያዎችን ይገመግማሉ፣ ሌሎች አስተዳዳሪዎችን ይሾማሉ ወይም ያነሳሉ። ይህን የሚሰጡት ዳዋን ለሚያስተዳድሩ ሰዎች ብቻ ነው፤ ለውጡ በእንቅስቃሴ መዝገቡ ውስጥ ይመዘገባል።',
  active: 'ንቁ',
  disabled: 'ታግዷል',
  unverified: 'ያልተረጋገጠ',
  platformAdmin: 'የመድረክ አስተዳዳሪ',
};
export default am;
