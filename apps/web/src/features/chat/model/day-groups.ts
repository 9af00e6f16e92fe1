import type { Locale } from '@dawa/contract';
import { SHORT_MONTHS } from '../../../i18n/format.ts';
import { wordsIn, type T } from '../../../i18n/words.ts';
import type en from '../i18n/en.ts';
import { chatWords } from '../i18n/index.ts';

// Messages of a conversation cut into days (the separators), and times as a room list says them,
// in the reader's language (`ChatWords`: `t` from useWords(chatWords) and useLocale(); English when
// not given).
// Written out rather than with toLocaleDateString: the same in every browser and on the server
// (docs/i18n.md#formatting).

/** The chat's words and the language they are in (the months and numbers follow it). */
export interface ChatWords {
  t: T<typeof en>;
  locale: Locale;
}
const ENGLISH: ChatWords = { t: wordsIn(chatWords, 'en'), locale: 'en' };

const DAY_MS = 86_400_000;

const WEEKDAYS = [
  'weekdaySun',
  'weekdayMon',
  'weekdayTue',
  'weekdayWed',
  'weekdayThu',
  'weekdayFri',
  'weekdaySat',
] as const;

/** The local calendar day of a time, as `YYYY-MM-DD`. */
export function dayKey(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export interface DayGroup<T> {
  day: string;
  label: string;
  items: T[];
}

/** Items (oldest first) grouped by local day, each day labelled Today, Yesterday or its date. */
export function groupByDay<I extends { createdAt: string }>(
  items: readonly I[],
  now: Date = new Date(),
  words: ChatWords = ENGLISH,
): DayGroup<I>[] {
  const groups: DayGroup<I>[] = [];
  for (const item of items) {
    const day = dayKey(item.createdAt);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, label: dayLabel(item.createdAt, now, words), items: [item] });
  }
  return groups;
}

/** "Today", "Yesterday", "12 Mar", or "31 Dec 2026" when not this year. */
export function dayLabel(iso: string, now: Date = new Date(), words = ENGLISH): string {
  const { t, locale } = words;
  const day = dayKey(iso);
  if (day === dayKey(now)) return t('today');
  if (day === dayKey(new Date(now.getTime() - DAY_MS))) return t('yesterday');
  const date = new Date(iso);
  const dayMonth = `${String(date.getDate())} ${SHORT_MONTHS[locale][date.getMonth()] ?? ''}`;
  return date.getFullYear() === now.getFullYear()
    ? dayMonth
    : `${dayMonth} ${String(date.getFullYear())}`;
}

/** "now", "5 min", "3 h", "Yesterday", "Mon", "12 Mar": short, for the room list. */
export function relativeTime(iso: string, now: Date = new Date(), words = ENGLISH): string {
  const { t } = words;
  const then = new Date(iso);
  const diff = now.getTime() - then.getTime();
  if (diff < 60_000) return t('now');
  if (diff < 3_600_000) return t('minutesShort', { count: Math.floor(diff / 60_000) });
  if (dayKey(then) === dayKey(now)) return t('hoursShort', { count: Math.floor(diff / 3_600_000) });
  if (diff < 7 * DAY_MS) {
    if (dayKey(then) === dayKey(new Date(now.getTime() - DAY_MS))) return t('yesterday');
    return t(WEEKDAYS[then.getDay()] ?? 'weekdaySun');
  }
  return dayLabel(iso, now, words);
}

/** A message's clock time, "14:05" (24 hours, in both languages). */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
