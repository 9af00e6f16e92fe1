import type { Locale } from '@dawa/contract';
import { formatDayMonthYear, SHORT_MONTHS } from '../../i18n/format.ts';

// A report's calendar days in the reader's language, through the app's formats (i18n/format.ts):
// the day is a YYYY-MM-DD of Addis Ababa, written as it is, never moved through a time zone.

const partsOf = (day: string) => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)) - 1,
  date: Number(day.slice(8, 10)),
});

/** "12 Mar 2027" / "12 ማርች 2027". */
export function formatReportDay(locale: Locale, day: string): string {
  const { year, month, date } = partsOf(day);
  return formatDayMonthYear(locale, date, month, year);
}

/** "12 Mar" / "12 ማርች": the chart's axis, where the year is in the period above it. */
export function formatReportDayShort(locale: Locale, day: string): string {
  const { month, date } = partsOf(day);
  return `${date} ${SHORT_MONTHS[locale][month] ?? ''}`;
}
