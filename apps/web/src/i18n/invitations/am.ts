import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  invitedYou: { one: 'አንድ ፋርማሲ ጋብዞዎታል', other: '{count} ፋርማሲዎች ጋብዘውዎታል' },
  invitationsTo:
    'ወደ {email} የተላኩ ግብዣዎች። ፋርማሲውን የሚቀላቀሉት ሲቀበሉ ብቻ ነው፤ እስከዚያ ፋርማሲው የሚያየው የጋበዘውን አድራሻ ብቻ ነው።',
  invitationsForYou: 'ለእርስዎ የተላኩ ግብዣዎች',
  checking: 'ግብዣዎችን በማየት ላይ',
  pagerNoun: 'ግብዣዎች',
  invitationTo: 'ወደ {name} የቀረበ ግብዣ',
  invitedBy: 'የጋበዘዎት {name}',
  invited: 'ተጋብዘዋል',
  expiredOn: '{date} ጊዜው አልፏል',
  expiresSoon: 'ከአንድ ደቂቃ ባነሰ ጊዜ ውስጥ ያበቃል',
  expiresInMinutes: { one: 'በ{count} ደቂቃ ውስጥ ያበቃል', other: 'በ{count} ደቂቃዎች ውስጥ ያበቃል' },
  expiresInHours: { one: 'በ{count} ሰዓት ውስጥ ያበቃል', other: 'በ{count} ሰዓታት ውስጥ ያበቃል' },
  expiresInDays: { one: 'በ{count} ቀን ውስጥ ያበቃል', other: 'በ{count} ቀናት ውስጥ ያበቃል' },
  expiresOn: '{date} ያበቃል',
  decline: 'ውድቅ ያድርጉ',
  accept: 'ይቀበሉ',
  declineNamed: 'የ{name}ን ግብዣ ውድቅ ያድርጉ',
  acceptNamed: 'የ{name}ን ግብዣ ይቀበሉ',
  declineQuestion: 'የ{name}ን ግብዣ ውድቅ ያደርጋሉ?',
  declineQuestionUnnamed: 'የዚህን ፋርማሲ ግብዣ ውድቅ ያደርጋሉ?',
  declineText: '{name}ን አይቀላቀሉም። ፋርማሲው ግብዣውን እንዳልተቀበሉ ያያል፤ በኋላ እንደገና ሊጋብዝዎት ይችላል።',
  youJoined: '{name}ን ተቀላቅለዋል',
  nowOwner:
    'አሁን የ{name} ባለቤት ነዎት። ክምችቱን፣ ሽያጩንና ሠራተኞቹን ለማየት ወደ እሱ ይቀይሩ፤ ድርጅትዎን በማንኛውም ጊዜ ከ«የእኔ ድርጅቶች» መቀየር ይችላሉ።',
  nowAdmin:
    'አሁን የ{name} አስተዳዳሪ ነዎት። ክምችቱን፣ ሽያጩንና ሠራተኞቹን ለማየት ወደ እሱ ይቀይሩ፤ ድርጅትዎን በማንኛውም ጊዜ ከ«የእኔ ድርጅቶች» መቀየር ይችላሉ።',
  nowMember:
    'አሁን የ{name} አባል ነዎት። ክምችቱን፣ ሽያጩንና ሠራተኞቹን ለማየት ወደ እሱ ይቀይሩ፤ ድርጅትዎን በማንኛውም ጊዜ ከ«የእኔ ድርጅቶች» መቀየር ይችላሉ።',
  notNow: 'አሁን አይደለም',
  switchTo: 'ወደ {name} ይቀይሩ',
};
export default am;
