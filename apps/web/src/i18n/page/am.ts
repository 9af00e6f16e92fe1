import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  chooseFirst: 'መጀመሪያ ፋርማሲ ይምረጡ፤ {what} የሚሠሩበት ፋርማሲ ንብረት ናቸው።',
  choosePharmacy: 'ፋርማሲ ይምረጡ',
  notAllowed: 'አልተፈቀደም',
  comingSoon: 'በቅርቡ ይመጣል',
  notBuiltYet: 'ይህ ገጽ ገና አልተሠራም። በሚቀጥለው ዝማኔ ይደርሳል።',
  backToDashboard: 'ወደ ዳሽቦርዱ ይመለሱ',
};
export default am;
