import type { Translation } from '@dawa/contract';
import type en from './en.ts';

const am: Translation<typeof en> = {
  verificationSubject: '{product}፦ የማረጋገጫ ኮድዎ {code}',
  verificationText:
    'የ{product} የማረጋገጫ ኮድዎ {code} ነው።\n\nበ10 ደቂቃ ውስጥ ጊዜው ያልፋል። ያልተመዘገቡት እርስዎ ካልሆኑ ይህን ኢሜይል ችላ ይበሉት።',
  alreadyRegisteredSubject: '{product}፦ መለያ አለዎት',
  alreadyRegisteredText:
    'አንድ ሰው (እርስዎ እንደሆኑ ተስፋ እናደርጋለን) መለያ ባለው በዚህ ኢሜይል በ{product} ለመመዝገብ ሞክሯል።\n\nበ{signIn} ይግቡ፣ ወይም የይለፍ ቃልዎን በ{reset} ይቀይሩ። እርስዎ ካልሆኑ ይህን ኢሜይል ችላ ይበሉት።',
  resetSubject: '{product}፦ የይለፍ ቃል መቀየሪያ ኮድዎ {code}',
  resetText:
    'የ{product} የይለፍ ቃል መቀየሪያ ኮድዎ {code} ነው።\n\nበ10 ደቂቃ ውስጥ ጊዜው ያልፋል። ያልጠየቁት እርስዎ ካልሆኑ ይህን ኢሜይል ችላ ይበሉት፤ የይለፍ ቃልዎ እንዳለ ይቆያል።',
  invitationSubject: '{product}፦ {inviter} {pharmacy}ን እንዲቀላቀሉ ጋብዘዎታል',
  invitationSomeone: 'አንድ የሥራ ባልደረባ',
  invitationAsAdmin: '{inviter} በ{product} ላይ {pharmacy}ን በአስተዳዳሪነት እንዲቀላቀሉ ጋብዘዎታል።',
  invitationAsMember: '{inviter} በ{product} ላይ {pharmacy}ን በአባልነት እንዲቀላቀሉ ጋብዘዎታል።',
  invitationHowTo: 'ለመቀበል ወይም ላለመቀበል በዚህ ኢሜይል አድራሻ ገብተው {link}ን ይክፈቱ። ግብዣው እስከ {until} ክፍት ነው።',
  invitationNewcomer: '{product}ን አዲስ ነዎት? መጀመሪያ በዚህ ኢሜይል አድራሻ በ{signUp} ይመዝገቡ፤ ግብዣው ይጠብቅዎታል።',
  invitationUnknown: '{pharmacy}ን የማያውቁት ከሆነ ይህን ኢሜይል ችላ ይበሉት፤ ካልተቀበሉ ምንም አይፈጠርም።',
};
export default am;
