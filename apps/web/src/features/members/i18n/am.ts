import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  name: 'ስም',
  phone: 'ስልክ',
  role: 'ሚና',
  joined: 'የተቀላቀሉበት',
  joinedOn: '{date} ተቀላቅለዋል',
  actions: 'ተግባራት',
  invited: 'የተጋበዘ',
  invitedBy: 'የጋበዘው',
  sent: 'የተላከበት',
  sentOn: '{date} ተልኳል',
  sentOnBy: '{date} በ{name} ተልኳል',
  status: 'ሁኔታ',
  when: 'መቼ',
};
export default am;
