import type { Translation } from '../translate.ts';
import type en from './en.ts';

const am: Translation<typeof en> = {
  period: 'ጊዜ',
  presets: 'ጊዜውን ይምረጡ',
  last7: 'ያለፉት 7 ቀናት',
  last30: 'ያለፉት 30 ቀናት',
  thisMonth: 'በዚህ ወር',
  lastMonth: 'ባለፈው ወር',
  from: 'ከ',
  to: 'እስከ',
  dateInvalid: 'ቀኑን እንደ 2027-03-12 ይጻፉ',
  rangeInvalid: 'የመጀመሪያው ቀን ከመጨረሻው ቀን በኋላ መሆን የለበትም',
  periodTooLong: 'አንድ ሪፖርት ቢበዛ 366 ቀናትን ይሸፍናል፤ አጠር ያለ ጊዜ ይምረጡ',
  periodShown: 'ከ{from} እስከ {to}',
  totals: 'የጊዜው ድምር',
  chart: 'በየቀኑ',
  chartSummary: 'ከ{from} እስከ {to} በየቀኑ፦ {series}',
  chartTableHint: 'ሁሉም ቁጥሮች ከታች ባለው ሰንጠረዥ ውስጥ አሉ።',
  exportGroup: 'ሪፖርቱን ያውርዱ',
  exportAs: '{format} ያውርዱ',
  exporting: 'እየወረደ ነው…',
  exportFailed: 'ማውረዱ አልተሳካም',
  tryAgain: 'እባክዎ እንደገና ይሞክሩ።',
  csv: 'CSV',
  xlsx: 'Excel',
  pdf: 'PDF',
};
export default am;
