import { z } from 'zod';
import { CALENDAR_DAY_MESSAGES, daysBetween, ZCalendarDay } from './calendar-day.ts';
import { EXPORT_FORMATS, EXPORT_MESSAGES } from './exports.ts';

// Reports (issue 32's report kit): a report reads a period of whole days in the city's time zone
// and answers its rows with totals computed by the server. The first is listing performance:
// views, saves, chats and offers per listing of the seller (the organisation chosen, else the
// person), for sellers to see what buyers look at. docs/reports.md.

/** The longest period a report reads at once. */
export const REPORT_MAX_DAYS = 366;

/** Report days are calendar days in Addis Ababa (East Africa Time, UTC+3, no daylight saving). */
export const REPORT_TIME_ZONE = 'Africa/Addis_Ababa';

export const REPORT_MESSAGES = {
  ...CALENDAR_DAY_MESSAGES,
  periodTooLong: `A report covers at most ${String(REPORT_MAX_DAYS)} days; choose a shorter period`,
} as const;

const periodFields = { from: ZCalendarDay, to: ZCalendarDay };

interface Period {
  from: string;
  to: string;
}
/** A report's period rules, for each query that holds `from` and `to`. */
const inOrder: [(p: Period) => boolean, { message: string; path: string[] }] = [
  (p) => p.from <= p.to,
  { message: REPORT_MESSAGES.rangeInvalid, path: ['to'] },
];
const notTooLong: [(p: Period) => boolean, { message: string; path: string[] }] = [
  (p) => p.from > p.to || daysBetween(p.from, p.to) <= REPORT_MAX_DAYS,
  { message: REPORT_MESSAGES.periodTooLong, path: ['from'] },
];

/**
 * A report's period, `from` and `to` both included: what the API reads and what the web's report
 * screens read from their address (components/report), so both refuse the same periods.
 */
export const ZReportPeriod = z
  .object(periodFields)
  .refine(...inOrder)
  .refine(...notTooLong);
export type TReportPeriod = z.infer<typeof ZReportPeriod>;

/** GET /reports/listing-performance?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included). */
export const ZListingPerformanceQuery = ZReportPeriod;
export type TListingPerformanceQuery = z.infer<typeof ZListingPerformanceQuery>;

/**
 * A report's route with `format`: left out, the JSON answer; `csv`, `xlsx` or `pdf`, that file of
 * exactly the period's rows and the totals row (docs/reports.md). Unlike a list's export route
 * (ZExportFormat) there is no default: the same address answers the screen and the file.
 */
export const ZReportFormat = z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatInvalid });

/** GET /reports/listing-performance?from&to[&format=csv|xlsx|pdf]. */
export const ZListingPerformanceRequest = z
  .object({ ...periodFields, format: ZReportFormat.optional() })
  .refine(...inOrder)
  .refine(...notTooLong);
export type TListingPerformanceRequest = z.infer<typeof ZListingPerformanceRequest>;

const counts = {
  /** Times the listing's page was opened. */
  views: z.number().int(),
  /** Buyers who saved it (a save later taken back is not counted). */
  saves: z.number().int(),
  /** Conversations in which a buyer wrote about it. */
  chats: z.number().int(),
  /** Offers buyers made on it. */
  offers: z.number().int(),
};
export const ZListingPerformanceCounts = z.object(counts);
export type TListingPerformanceCounts = z.infer<typeof ZListingPerformanceCounts>;

export const ZListingPerformanceRow = z.object({
  post_id: z.uuid(),
  title: z.string(),
  ...counts,
});
export type TListingPerformanceRow = z.infer<typeof ZListingPerformanceRow>;

export const ZListingPerformanceDay = z.object({ day: z.string(), ...counts });
export type TListingPerformanceDay = z.infer<typeof ZListingPerformanceDay>;

/**
 * The seller's listings (not removed) with their counts for the period, most viewed first; the
 * totals of all of them; and each day's totals, every day of the period present (zeros included)
 * for the chart.
 */
export const ZListingPerformanceResponse = z.object({
  from: z.string(),
  to: z.string(),
  docs: z.array(ZListingPerformanceRow),
  totals: ZListingPerformanceCounts,
  days: z.array(ZListingPerformanceDay),
});
export type TListingPerformanceResponse = z.infer<typeof ZListingPerformanceResponse>;
