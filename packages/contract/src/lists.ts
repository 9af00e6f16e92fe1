import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';

// Lists of ours (issue 32, docs/lists.md, docs/decisions/026): one keyset page shape, one query
// schema (limit, cursor, sort, typed filters) and one address reader. The spec's own list shapes
// (docs/product.md#lists: `zPage`, the listings' `{posts: {...}}`) stay where the spec names them.

/** A count stops here: "10,000+" reads as well as an exact figure and costs a bounded walk. */
export const LIST_COUNT_CAP = 10_000;

export const LIST_MESSAGES = {
  cursorInvalid: 'This page link is out of date; start again from the first page',
  limitInvalid: (max: number) => `Ask for 1 to ${String(max)} rows at a time`,
  sortInvalid: (tokens: readonly string[]) => `Sort by one of: ${tokens.join(', ')}`,
} as const;

/**
 * What a cursor may look like on the wire: base64url, bounded. What it says is checked by the API
 * when it reads it (apps/api/src/platform/lists), so a forged one is a 400, never a 500.
 */
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,2048}$/;

export type TSortDirection = 'asc' | 'desc';
export interface TSort<K extends string = string> {
  key: K;
  direction: TSortDirection;
}

/** `createdAt` ascending, `-createdAt` descending (JSON:API's convention, as in the address). */
export const sortToken = ({ key, direction }: TSort): string =>
  `${direction === 'desc' ? '-' : ''}${key}`;

/** The order a `sort` value names, or null when it names none of `keys`. */
export function parseSort<K extends string>(
  raw: string | null | undefined,
  keys: readonly K[],
): TSort<K> | null {
  if (!raw) return null;
  const direction: TSortDirection = raw.startsWith('-') ? 'desc' : 'asc';
  const key = direction === 'desc' ? raw.slice(1) : raw;
  return (keys as readonly string[]).includes(key) ? { key: key as K, direction } : null;
}

/**
 * One page of a list of ours: its rows in `docs` (the house's name, docs/product.md#lists), where
 * the next page starts (`nextCursor`, opaque, null on the last page), and how many rows the whole
 * list holds: exact up to LIST_COUNT_CAP, else `total` is the cap and `isTotalCapped` is true
 * ("10,000+").
 */
export const zKeysetPage = <T extends z.ZodType>(item: T) =>
  z.object({
    docs: z.array(item),
    limit: z.number().int(),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
    isTotalCapped: z.boolean(),
  });

export interface TKeysetPage<T> {
  docs: T[];
  limit: number;
  hasMore: boolean;
  nextCursor: string | null;
  total: number;
  isTotalCapped: boolean;
}

export interface ListQueryOptions<K extends string, F extends z.ZodRawShape> {
  /** The keys the list may be ordered by; each is also allowed with `-` (descending). */
  sorts: readonly [K, ...K[]];
  defaultSort: TSort<NoInfer<K>>;
  /** The list's own filters, each a typed query-string field (optional). */
  filters: F;
  limit?: { default: number; max: number };
}

/**
 * The query of a keyset list: its filters, `limit` (1..max), `cursor` (the previous page's
 * `nextCursor`) and `sort` (a declared key, `-` for descending), each refused with its own message.
 * Add `.refine` for rules across filters (a date range).
 */
export function zListQuery<K extends string, F extends z.ZodRawShape>({
  sorts,
  defaultSort,
  filters,
  limit = { default: PAGE_SIZE_DEFAULT, max: PAGE_SIZE_MAX },
}: ListQueryOptions<K, F>) {
  const tokens = sorts.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];
  const limitMessage = LIST_MESSAGES.limitInvalid(limit.max);
  return z.object({
    ...filters,
    limit: z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(limit.max, limitMessage)
      .default(limit.default),
    /** The `nextCursor` of the previous page (opaque). */
    cursor: z.string().regex(CURSOR_PATTERN, LIST_MESSAGES.cursorInvalid).optional(),
    sort: z
      .enum(tokens, { error: LIST_MESSAGES.sortInvalid(tokens) })
      .default(sortToken(defaultSort))
      .transform((token) => parseSort(token, sorts) ?? defaultSort),
  });
}

/**
 * A list's filters as the address holds them, each checked by its own field of the contract's
 * schema: a valid value is kept, a missing or bad one left out (a bad link falls back to the
 * default, never throws; docs/conventions.md#screens). A field that may repeat reads all its values.
 */
export function readAddressFilter<F extends z.ZodRawShape>(
  fields: F,
  params: URLSearchParams,
): Partial<z.output<z.ZodObject<F>>> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fields)) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    const parsed = (schema as z.ZodType).safeParse(values.length === 1 ? values[0] : values);
    if (parsed.success && parsed.data !== undefined) out[name] = parsed.data;
  }
  return out as Partial<z.output<z.ZodObject<F>>>;
}
