import { z } from 'zod';

export const CALENDAR_DAY_MESSAGES = {
  dateInvalid: 'Use a date like 2027-03-12',
  rangeInvalid: 'The start date must not be after the end date',
} as const;

/**
 * A calendar day, YYYY-MM-DD, that exists (no 31 February), between 1970 and 9998: the one date
 * filter of every list, log and report.
 */
export const ZCalendarDay = z
  .string()
  .regex(/^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}$/, CALENDAR_DAY_MESSAGES.dateInvalid)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && value < '9999';
  }, CALENDAR_DAY_MESSAGES.dateInvalid);

/** Whole days from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Every day from `from` to `to`, both included, as YYYY-MM-DD. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
