// Messages of a conversation cut into days (the separators), and times as a room list says them.

const DAY_MS = 86_400_000;

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
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  now: Date = new Date(),
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(item.createdAt);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, label: dayLabel(item.createdAt, now), items: [item] });
  }
  return groups;
}

export function dayLabel(iso: string, now: Date = new Date()): string {
  const day = dayKey(iso);
  if (day === dayKey(now)) return 'Today';
  if (day === dayKey(new Date(now.getTime() - DAY_MS))) return 'Yesterday';
  const date = new Date(iso);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** "now", "5 min", "3 h", "Yesterday", "Mon", "12 Mar": short, for the room list. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const diff = now.getTime() - then.getTime();
  if (diff < 60_000) return 'now';
  if (diff < 3_600_000) return `${String(Math.floor(diff / 60_000))} min`;
  if (dayKey(then) === dayKey(now)) return `${String(Math.floor(diff / 3_600_000))} h`;
  if (diff < 7 * DAY_MS) {
    if (dayKey(then) === dayKey(new Date(now.getTime() - DAY_MS))) return 'Yesterday';
    return then.toLocaleDateString('en-GB', { weekday: 'short' });
  }
  return dayLabel(iso, now);
}

/** A message's clock time, "14:05". */
export const clockTime = (iso: string): string =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
