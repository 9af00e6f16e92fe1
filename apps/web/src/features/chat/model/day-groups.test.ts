import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/words.ts';
import am from '../i18n/am.ts';
import { dayKey, dayLabel, groupByDay, relativeTime } from './day-groups.ts';

// Local times on purpose: the grouping is by the reader's calendar day.
const at = (y: number, mo: number, d: number, h = 12, mi = 0) => new Date(y, mo - 1, d, h, mi);
const msg = (id: string, date: Date) => ({ id, createdAt: date.toISOString() });

describe('groupByDay', () => {
  const now = at(2027, 3, 12, 15);

  it('keeps order and starts a group at each new local day, with Today and Yesterday', () => {
    const groups = groupByDay(
      [
        msg('a', at(2027, 3, 1, 9)),
        msg('b', at(2027, 3, 1, 23, 59)),
        msg('c', at(2027, 3, 11, 0, 0)),
        msg('d', at(2027, 3, 12, 0, 1)),
        msg('e', at(2027, 3, 12, 14)),
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id).join('')])).toEqual([
      ['1 Mar', 'ab'],
      ['Yesterday', 'c'],
      ['Today', 'de'],
    ]);
  });

  it('names the year only when it is not this one, and nothing for no messages', () => {
    expect(groupByDay([msg('a', at(2026, 12, 31))], now)[0]?.label).toBe('31 Dec 2026');
    expect(groupByDay([], now)).toEqual([]);
  });

  it('uses the local day, not the UTC one', () => {
    expect(dayKey(at(2027, 3, 12, 0, 30))).toBe('2027-03-12');
    expect(dayKey(at(2027, 3, 12, 23, 30))).toBe('2027-03-12');
  });
});

describe('relativeTime', () => {
  const now = at(2027, 3, 12, 15);
  it('says it short', () => {
    expect(relativeTime(at(2027, 3, 12, 14, 59).toISOString(), now)).toBe('1 min');
    expect(relativeTime(new Date(now.getTime() - 10_000).toISOString(), now)).toBe('now');
    expect(relativeTime(at(2027, 3, 12, 9).toISOString(), now)).toBe('6 h');
    expect(relativeTime(at(2027, 3, 11, 20).toISOString(), now)).toBe('Yesterday');
    expect(relativeTime(at(2027, 3, 8, 20).toISOString(), now)).toBe('Mon');
    expect(relativeTime(at(2027, 2, 20).toISOString(), now)).toBe('20 Feb');
  });
});

describe('in Amharic', () => {
  const now = at(2027, 3, 12, 15);
  const words = { t: translator(am, 'am'), locale: 'am' as const };
  it('says days and short times in Amharic, 0 and 1 alike', () => {
    expect(
      groupByDay(
        [msg('a', at(2027, 3, 1)), msg('b', at(2027, 3, 11)), msg('c', now)],
        now,
        words,
      ).map((g) => g.label),
    ).toEqual(['1 ማርች', 'ትናንት', 'ዛሬ']);
    expect(dayLabel(at(2026, 12, 31).toISOString(), now, words)).toBe('31 ዲሴም 2026');
    expect(relativeTime(at(2027, 3, 12, 14, 55).toISOString(), now, words)).toBe('5 ደቂቃ');
    expect(relativeTime(at(2027, 3, 12, 9).toISOString(), now, words)).toBe('6 ሰዓት');
    expect(relativeTime(at(2027, 3, 8, 20).toISOString(), now, words)).toBe('ሰኞ');
    expect(relativeTime(new Date(now.getTime() - 5_000).toISOString(), now, words)).toBe('አሁን');
  });
});
