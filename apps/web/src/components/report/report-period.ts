import { REPORT_MESSAGES, ZReportPeriod, type TReportPeriod } from '@dawa/contract';

// A report's period as the address keeps it (docs/reports.md): `?from=YYYY-MM-DD&to=YYYY-MM-DD`,
// read through the contract's schema so the screen refuses exactly what the API refuses, and the
// presets people pick most. Days are Addis Ababa days, as the API counts them.

/** The presets, in the order the filter shows them. */
export const PERIOD_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** What a report shows when the address names no period. */
export const DEFAULT_PRESET: PeriodPreset = 'last30';

/** Why an address's period was not taken: a key of the kit's catalogue (i18n/report). */
export type PeriodProblem = 'dateInvalid' | 'rangeInvalid' | 'periodTooLong';

const DAY_MS = 86_400_000;
/** East Africa Time, UTC+3 all year (the contract's REPORT_TIME_ZONE). */
const ADDIS_OFFSET_MS = 3 * 3_600_000;

/** Today's date in Addis Ababa, YYYY-MM-DD. */
export const todayInAddis = (now: number = Date.now()): string =>
  new Date(now + ADDIS_OFFSET_MS).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The period a preset names on `today`. */
export function presetPeriod(preset: PeriodPreset, today: string): TReportPeriod {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const lastOfPrevious = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
  }
}

/** The preset a period is on `today`, if it is one (the filter marks it chosen). */
export function presetOf(period: TReportPeriod, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const p = presetPeriod(preset, today);
      return p.from === period.from && p.to === period.to;
    }) ?? null
  );
}

const PROBLEMS: Record<string, PeriodProblem> = {
  [REPORT_MESSAGES.dateInvalid]: 'dateInvalid',
  [REPORT_MESSAGES.rangeInvalid]: 'rangeInvalid',
  [REPORT_MESSAGES.periodTooLong]: 'periodTooLong',
};

/** A period checked by the contract's schema: the period, or why it is refused. */
export function checkPeriod(
  from: string,
  to: string,
): { period: TReportPeriod; problem: null } | { period: null; problem: PeriodProblem } {
  const parsed = ZReportPeriod.safeParse({ from, to });
  if (parsed.success) return { period: parsed.data, problem: null };
  return {
    period: null,
    problem: PROBLEMS[parsed.error.issues[0]?.message ?? ''] ?? 'dateInvalid',
  };
}

export interface AddressPeriod {
  /** The period to show: the address's, else the default preset's. */
  period: TReportPeriod;
  /** Why the address's period was not taken (the default is shown instead), or null. */
  problem: PeriodProblem | null;
  /** The address names a period of its own. */
  isChosen: boolean;
}

/** The period an address names (both days), else the default preset's. */
export function readPeriod(params: URLSearchParams, today: string): AddressPeriod {
  const from = params.get('from');
  const to = params.get('to');
  const fallback = presetPeriod(DEFAULT_PRESET, today);
  if (from === null && to === null) return { period: fallback, problem: null, isChosen: false };
  const checked = checkPeriod(from ?? '', to ?? '');
  if (checked.period === null)
    return { period: fallback, problem: checked.problem, isChosen: false };
  return { period: checked.period, problem: null, isChosen: true };
}

/**
 * Writes `period` into `live` (the address being changed): the default preset's period stays out
 * of the address, so "the last 30 days" linked today still means the last 30 days tomorrow.
 */
export function writePeriod(
  live: URLSearchParams,
  period: TReportPeriod,
  today: string,
): URLSearchParams {
  const fallback = presetPeriod(DEFAULT_PRESET, today);
  if (period.from === fallback.from && period.to === fallback.to) {
    live.delete('from');
    live.delete('to');
  } else {
    live.set('from', period.from);
    live.set('to', period.to);
  }
  return live;
}
