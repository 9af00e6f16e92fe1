// When a job is due (docs/jobs.md). Due times are on a grid counted from the Unix epoch in UTC,
// not from when an instance started: every instance computes the same due times, so "this due
// time has run" is one row in job_runs whichever instance ran it.

const DAY_MS = 86_400_000;

export interface JobSchedule {
  /** Due every this many milliseconds, on a grid from the epoch (an hour: at every full hour). */
  everyMs: number;
  /** Also due once a day, this many milliseconds after UTC midnight (the listing expiry's pass). */
  dailyAtMs?: number;
}

/** The newest due time at or before `now`. */
export function latestDue(schedule: JobSchedule, now: Date): Date {
  const t = now.getTime();
  let due = Math.floor(t / schedule.everyMs) * schedule.everyMs;
  if (schedule.dailyAtMs !== undefined) {
    const today = Math.floor(t / DAY_MS) * DAY_MS + schedule.dailyAtMs;
    due = Math.max(due, today <= t ? today : today - DAY_MS);
  }
  return new Date(due);
}

/** The first due time after `now`. */
export function nextDue(schedule: JobSchedule, now: Date): Date {
  const t = now.getTime();
  let due = (Math.floor(t / schedule.everyMs) + 1) * schedule.everyMs;
  if (schedule.dailyAtMs !== undefined) {
    const today = Math.floor(t / DAY_MS) * DAY_MS + schedule.dailyAtMs;
    due = Math.min(due, today > t ? today : today + DAY_MS);
  }
  return new Date(due);
}

/** "00:00:05" for 5 000 ms after midnight: how the administrators' page shows the daily time. */
export function timeOfDay(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19);
}
