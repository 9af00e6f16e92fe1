import type { TModerationQuery, TModerationSort } from '@dawa/contract';
import type { T } from '../../i18n/words.ts';
import type moderationEn from './i18n/en.ts';

export type ModerationQueue = NonNullable<TModerationQuery['queue']>;

const QUEUE_VALUES: readonly ModerationQueue[] = ['PENDING', 'REJECTED', 'REPORTED'];

/**
 * The moderation page's view as the address holds it: `queue` (pending is the default), the
 * words `q`, a `category`, `sort` (oldest first is the default: the longest waiting first) and
 * `page`. Defaults stay out of the address.
 */
export interface ModerationView {
  queue: ModerationQueue;
  q: string;
  category: string | null;
  sort: TModerationSort;
  page: number;
}

export function readModeration(params: URLSearchParams): ModerationView {
  const queue = params.get('queue')?.toUpperCase();
  const page = Number(params.get('page'));
  return {
    queue: QUEUE_VALUES.find((q) => q === queue) ?? 'PENDING',
    q: params.get('q')?.trim() ?? '',
    category: params.get('category') || null,
    sort: params.get('sort') === 'newest' ? 'newest' : 'oldest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeModeration(view: ModerationView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.queue !== 'PENDING') params.set('queue', view.queue.toLowerCase());
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.category) params.set('category', view.category);
  if (view.sort !== 'oldest') params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A new queue or filter starts again from the first page; only a page change keeps its page. */
export function patchModeration(view: ModerationView, patch: Partial<ModerationView>) {
  return { ...view, page: 1, ...patch };
}

/** Each queue's count words (i18n/): some, none, and both when filtered. */
const COUNT_KEYS = {
  PENDING: {
    some: 'pendingCount',
    none: 'noPending',
    someMatch: 'pendingMatches',
    noneMatch: 'noPendingMatches',
  },
  REJECTED: {
    some: 'rejectedCount',
    none: 'noRejected',
    someMatch: 'rejectedMatches',
    noneMatch: 'noRejectedMatches',
  },
  REPORTED: {
    some: 'reportedCount',
    none: 'noReported',
    someMatch: 'reportedMatches',
    noneMatch: 'noReportedMatches',
  },
} as const satisfies Record<ModerationQueue, Record<string, keyof typeof moderationEn>>;

/** "3 pending listings", "1 reported listing", "No rejected listings", "2 … listings match". */
export function queueCount(
  total: number,
  queue: ModerationQueue,
  isFiltered: boolean,
  t: T<typeof moderationEn>,
): string {
  const keys = COUNT_KEYS[queue];
  if (total === 0) return t(isFiltered ? keys.noneMatch : keys.none);
  return t(isFiltered ? keys.someMatch : keys.some, { count: total });
}
