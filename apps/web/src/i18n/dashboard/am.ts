import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  menuLabel: 'የዳሽቦርድ ምናሌ',
  openMenu: 'ምናሌውን ይክፈቱ',
  groupMarketplace: 'ገበያ',
  groupReports: 'ሪፖርቶች',
  groupAdministration: 'አስተዳደር',
  groupAccount: 'መለያ',
  pharmacy: 'ፋርማሲ',
  organisation: 'ድርጅት',
  createPharmacy: 'ፋርማሲ ይፍጠሩ',
  createOrganisation: 'ድርጅት ይፍጠሩ',
  noneChosen: 'አልተመረጠም',
  switchOrganisation: 'ይቀይሩ',
  signInRequired: 'ይህን ገጽ የሚያዩት የገቡ ተጠቃሚዎች ብቻ ናቸው። ለመክፈት ይግቡ፤ ወዲያውኑ ወደዚህ ይመለሳሉ።',
  signInToContinue: 'ለመቀጠል ይግቡ',
  chooseOrganisation: 'ይምረጡ',
};
export default am;
