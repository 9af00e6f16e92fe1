import { POST_MESSAGES } from '@dawa/contract';
import { z } from 'zod';
import { fieldError } from '../../platform/errors.ts';
import type { PostKeyset, PostOrder } from './post-list-query.ts';

// The cursor clients pass back is the last row's sort key, base64url JSON: opaque to them, and
// only ever compared as numbers, so a forged one can at worst start the list elsewhere.
const ZKeyset = z
  .object({
    o: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    s: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    r: z.number().finite().optional(),
    z: z.literal(1).optional(),
    n: z.literal(1).optional(),
    /** A price order: a (cheapest first) or d (dearest first), and the last row's price. */
    a: z.enum(['a', 'd']).optional(),
    p: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  })
  .strict();

export function encodeCursor(keyset: PostKeyset): string {
  const body = {
    o: keyset.offset,
    s: keyset.seq,
    ...(keyset.rank !== undefined && { r: keyset.rank }),
    ...(keyset.fuzzy && { z: 1 }),
    ...(keyset.recent && { n: 1 }),
    ...(keyset.price && { a: keyset.price.order === 'asc' ? 'a' : 'd', p: keyset.price.value }),
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/**
 * The keyset of a `nextCursor` for a list in `order`, or a 400 for anything else: a cursor of
 * another order (a ranked search's on a plain list, a cheapest-first one on a newest list, ...)
 * is stale.
 */
export function decodeCursor(token: string, { order }: { order: PostOrder }): PostKeyset {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const result = ZKeyset.safeParse(parsed);
  if (!result.success) throw fieldError('cursor', POST_MESSAGES.cursorInvalid);
  const { o, s, r, z: fuzzy, n: recent, a, p } = result.data;
  // A ranked search continues from a rank, a broad one (n) by recency only.
  const isRanked = r !== undefined;
  const isRelevanceCursor = isRanked || recent === 1;
  const priceOrder = order === 'price_asc' ? 'a' : order === 'price_desc' ? 'd' : undefined;
  const isValid =
    isRelevanceCursor === (order === 'relevance') &&
    !(isRanked && recent === 1) &&
    a === priceOrder &&
    (a === undefined) === (p === undefined);
  if (!isValid) throw fieldError('cursor', POST_MESSAGES.cursorInvalid);
  return {
    offset: o,
    seq: s,
    ...(r !== undefined && { rank: r }),
    ...(fuzzy && { fuzzy: true }),
    ...(recent && { recent: true }),
    ...(a !== undefined &&
      p !== undefined && {
        price: { order: a === 'a' ? ('asc' as const) : ('desc' as const), value: p },
      }),
  };
}
