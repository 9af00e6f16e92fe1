import type { Translation } from '../../../i18n/translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  dashboard: 'ዳሽቦርድ',
  title: 'የጀርባ ሥራዎች',
  refusal: 'የጀርባ ሥራዎችን ማየት የሚችሉት የመድረኩ አስተዳዳሪዎች ብቻ ናቸው።',
  loading: 'ሥራዎቹ በመጫን ላይ',
  emptyTitle: 'የጀርባ ሥራ የለም',
  emptyBody: 'ይህ አገልጋይ ምንም የጀርባ ሥራ አያካሂድም።',
  refresh: 'አድስ',
  refreshing: 'በማደስ ላይ…',
  everyHour: { one: 'በየሰዓቱ', other: 'በየ{count} ሰዓቱ' },
  everyMinute: { one: 'በየደቂቃው', other: 'በየ{count} ደቂቃው' },
  everySecond: { one: 'በየሰከንዱ', other: 'በየ{count} ሰከንዱ' },
  dailyAt: '፣ እና በየቀኑ {time} UTC ላይ',
  onEachServer: '፣ በእያንዳንዱ አገልጋይ ላይ',
  lastRun: 'የመጨረሻ ሩጫ',
  nextDue: 'ቀጣይ ጊዜ',
  lastSuccess: 'የመጨረሻ ስኬት',
  lastFailure: 'የመጨረሻ ውድቀት',
  notRunYet: 'ገና አልተካሄደም',
  now: 'አሁን',
  noneYet: 'እስካሁን የለም',
  none: 'የለም',
  processed: '{count} ተሠርተዋል',
  running: 'በሂደት ላይ',
  succeeded: 'ተሳክቷል',
  failed: 'አልተሳካም',
  aboutListingExpiry:
    'የማብቂያ ቀናቸው ያለፈባቸውን ማስታወቂያዎች ከገበያው ያነሳል፤ ለሻጮቻቸውም በኢሜይል ያሳውቃል።',
  aboutListingViewsFlush: 'ይህ አገልጋይ በማስታወሻው የቆጠራቸውን የማስታወቂያ እይታዎች ወደ ማስታወቂያዎቹ ቆጠራ ይጽፋል።',
  aboutUnusedUploads: 'ምንም የማይጠቀምባቸውን የተሰቀሉ ፋይሎች የመቆያ ጊዜያቸው ሲያልፍ ያጠፋል።',
  aboutIdempotencyKeys: 'እንደገና ለተሞከሩ ጽሑፎች የተያዙ መልሶችን ከአንድ ቀን በኋላ ያጠፋል።',
};
export default am;
