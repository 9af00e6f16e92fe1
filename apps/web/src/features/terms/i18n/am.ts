import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  title: 'የአገልግሎት ውሎችና የመረጃ አጠቃቀም ፖሊሲ',
  questions: 'መድረኩን ስለመጠቀም ጥያቄ አለዎት? {link}።',
  readHelp: 'የእገዛ ገጹን ያንብቡ',
};
export default am;
