import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  comingSoon: 'በቅርቡ ይመጣል',
  dashboard: 'ዳሽቦርድ',
  onItsWay: 'ይህ ክፍል በቅርቡ ይደርሳል።',
};
export default am;
