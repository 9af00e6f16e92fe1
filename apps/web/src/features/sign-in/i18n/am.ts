import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  signingYouIn: 'እያስገባንዎ ነው',
  heading: 'ይግቡ',
  welcomeBack: 'እንኳን ወደ {brand} በደህና ተመለሱ',
  orWithEmail: 'ወይም በኢሜይል',
  invitationTitle: 'ግብዣዎች የሚቀበሉት ከገቡ በኋላ ነው',
  invitationBody: 'ፋርማሲው በጋበዘው ኢሜይል ይግቡ (ወይም በእሱ መለያ ይክፈቱ)፤ ከዚያ ግብዣውን በ«የእኔ ድርጅቶች» ስር ይቀበሉ።',
};
export default am;
