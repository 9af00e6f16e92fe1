import { describe, expect, it } from 'vitest';
import { latestDue, nextDue } from '../../platform/jobs/schedule.ts';
import { EXPIRY_SWEEP_SCHEDULE } from './expiry-sweep.ts';

// A listing is past its expiry from the UTC day after its expiry date (decision 016): the sweep
// runs at every full hour and just after each UTC midnight, so it leaves the marketplace within
// seconds, not an hour. The times are on one grid for every instance (docs/jobs.md).
const next = (at: string) => nextDue(EXPIRY_SWEEP_SCHEDULE, new Date(at)).toISOString();
const latest = (at: string) => latestDue(EXPIRY_SWEEP_SCHEDULE, new Date(at)).toISOString();

describe('the expiry pass after midnight', () => {
  it('runs at midnight, just after it, and at every full hour', () => {
    expect(next('2031-03-10T23:59:00Z')).toBe('2031-03-11T00:00:00.000Z');
    expect(next('2031-03-11T00:00:00Z')).toBe('2031-03-11T00:00:05.000Z');
    expect(next('2031-03-11T00:00:05Z')).toBe('2031-03-11T01:00:00.000Z');
    expect(next('2031-03-11T13:20:00Z')).toBe('2031-03-11T14:00:00.000Z');
  });
  it('crosses a month and a year end, and a day in Addis Ababa that began three hours before', () => {
    expect(next('2031-02-28T23:59:59Z')).toBe('2031-03-01T00:00:00.000Z');
    expect(next('2031-12-31T23:30:00Z')).toBe('2032-01-01T00:00:00.000Z');
    expect(next('2031-12-31T21:00:00Z')).toBe('2031-12-31T22:00:00.000Z');
  });
  it('names the due time a late instance still has to run', () => {
    expect(latest('2031-03-11T00:00:03Z')).toBe('2031-03-11T00:00:00.000Z');
    expect(latest('2031-03-11T00:00:07Z')).toBe('2031-03-11T00:00:05.000Z');
    expect(latest('2031-03-11T00:59:59Z')).toBe('2031-03-11T00:00:05.000Z');
    expect(latest('2031-03-11T01:00:00Z')).toBe('2031-03-11T01:00:00.000Z');
  });
});
