import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  email: 'ኢሜይል',
  password: 'የይለፍ ቃል',
  showPassword: 'የይለፍ ቃሉን አሳይ',
  hidePassword: 'የይለፍ ቃሉን ደብቅ',
  signIn: 'ይግቡ',
  forgotPassword: 'የይለፍ ቃልዎን ረሱት?',
  createAccount: 'መለያ ይክፈቱ',
  continueWithGoogle: 'በGoogle ይቀጥሉ',
};
export default am;
