import type { Translation } from '@dawa/contract';
import type en from './en.ts';

const am: Translation<typeof en> = {
  emailChangeSubject: '{product}፦ አዲሱን ኢሜይልዎን በ{code} ያረጋግጡ',
  emailChangeText:
    'ይህን የመለያዎ ኢሜይል አድራሻ ለማድረግ {code}ን በ{product} ያስገቡ።\n\nበ10 ደቂቃ ውስጥ ጊዜው ያልፋል። ይህን ያልጠየቁት እርስዎ ካልሆኑ ይህን ኢሜይል ችላ ይበሉት፤ ምንም አይቀየርም።',
  emailChangedSubject: '{product}፦ የመለያዎ ኢሜይል ተቀይሯል',
  emailChangedText:
    'የ{product} መለያዎ ኢሜይል አድራሻ ወደ {email} ተቀይሯል፤ ከሌሎች መሣሪያዎችም ሁሉ ወጥቷል።\n\nይህን ያደረጉት እርስዎ ካልሆኑ ወዲያውኑ ለዚህ ኢሜይል ምላሽ ይስጡ ወይም ድጋፍ ሰጪዎችን ያግኙ፤ የይለፍ ቃልዎንም በ{reset} ይቀይሩ።',
  passwordChangedSubject: '{product}፦ የይለፍ ቃልዎ ተቀይሯል',
  passwordChangedText:
    'የ{product} መለያዎ የይለፍ ቃል ተቀይሯል፤ ከሌሎች መሣሪያዎችም ሁሉ ወጥቷል።\n\nይህን ያደረጉት እርስዎ ካልሆኑ ወዲያውኑ የይለፍ ቃልዎን በ{reset} ይቀይሩ።',
};
export default am;
