import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  title: 'ገጹ አልተገኘም',
  noPageAt: 'በ{path} ምንም ገጽ የለም። ገጹ ተዛውሮ ሊሆን ይችላል፣ ወይም ሊንኩ በስህተት ተጽፎ ሊሆን ይችላል።',
  backHome: 'ወደ መነሻ ገጽ ይመለሱ',
  getHelp: 'እገዛ ያግኙ',
};
export default am;
