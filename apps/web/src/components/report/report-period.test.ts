import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkPeriod,
  presetOf,
  presetPeriod,
  readPeriod,
  todayInAddis,
  writePeriod,
} from './report-period.ts';

const read = (query: string, today = '2026-11-28') => readPeriod(new URLSearchParams(query), today);

describe('report period', () => {
  it("today is Addis Ababa's day: 21:00 UTC is already tomorrow there", () => {
    expect(todayInAddis(Date.parse('2026-11-28T20:59:59Z'))).toBe('2026-11-28');
    expect(todayInAddis(Date.parse('2026-11-28T21:00:00Z'))).toBe('2026-11-29');
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names the presets: both days included', () => {
    expect(presetPeriod('last7', '2026-11-28')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(presetPeriod('last30', '2026-11-28')).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(presetPeriod('thisMonth', '2026-11-28')).toEqual({
      from: '2026-11-01',
      to: '2026-11-28',
    });
    expect(presetPeriod('lastMonth', '2026-11-28')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    // January's last month is last year's December; March's is February, leap or not.
    expect(presetPeriod('lastMonth', '2027-01-05')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(presetPeriod('lastMonth', '2028-03-10')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('recognises a preset in a period, and nothing else', () => {
    expect(presetOf({ from: '2026-11-22', to: '2026-11-28' }, '2026-11-28')).toBe('last7');
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-28')).toBe('lastMonth');
    expect(presetOf({ from: '2026-11-21', to: '2026-11-28' }, '2026-11-28')).toBeNull();
  });

  it('reads the address: no period is the last 30 days, a good one is taken as it is', () => {
    expect(read('')).toEqual({
      period: { from: '2026-10-30', to: '2026-11-28' },
      problem: null,
      isChosen: false,
    });
    expect(read('from=2026-01-01&to=2026-01-31&sort=-views')).toEqual({
      period: { from: '2026-01-01', to: '2026-01-31' },
      problem: null,
      isChosen: true,
    });
  });

  it("refuses what the API refuses (the contract's schema), saying why, and shows the default", () => {
    const fallback = { from: '2026-10-30', to: '2026-11-28' };
    expect(read('from=2026-02-30&to=2026-03-01')).toEqual({
      period: fallback,
      problem: 'dateInvalid',
      isChosen: false,
    });
    expect(read('from=2026-03-01')).toMatchObject({ period: fallback, problem: 'dateInvalid' });
    expect(read('from=2026-03-02&to=2026-03-01')).toMatchObject({ problem: 'rangeInvalid' });
    expect(read('from=2025-01-01&to=2026-01-02')).toMatchObject({ problem: 'periodTooLong' });
    // Exactly 366 days is allowed.
    expect(checkPeriod('2025-01-01', '2026-01-01')).toMatchObject({ problem: null });
  });

  it('writes a period into the address, leaving the default out and other parameters alone', () => {
    const live = new URLSearchParams('sort=-saves');
    writePeriod(live, { from: '2026-11-01', to: '2026-11-28' }, '2026-11-28');
    expect(live.toString()).toBe('sort=-saves&from=2026-11-01&to=2026-11-28');
    writePeriod(live, presetPeriod('last30', '2026-11-28'), '2026-11-28');
    expect(live.toString()).toBe('sort=-saves');
  });
});
