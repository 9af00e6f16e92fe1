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
};
export default am;
