import { POST_MESSAGES } from '@dawa/contract';
import { z } from 'zod';
import { fieldError } from '../../platform/errors.ts';
import type { PostKeyset } from './post-list-query.ts';

// The cursor clients pass back is the last row's sort key, base64url JSON: opaque to them, and
// only ever compared as numbers, so a forged one can at worst start the list elsewhere.
const ZKeyset = z
  .object({
    o: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    s: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    r: z.number().finite().optional(),
    z: z.literal(1).optional(),
    n: z.literal(1).optional(),
  })
  .strict();

export function encodeCursor(keyset: PostKeyset): string {
  const body = {
    o: keyset.offset,
    s: keyset.seq,
    ...(keyset.rank !== undefined && { r: keyset.rank }),
    ...(keyset.fuzzy && { z: 1 }),
    ...(keyset.recent && { n: 1 }),
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The keyset of a `nextCursor`, or a 400 for anything else. */
export function decodeCursor(token: string, { isSearch }: { isSearch: boolean }): PostKeyset {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const result = ZKeyset.safeParse(parsed);
  // A ranked search continues from a rank, a broad one (n) by recency only; a search cursor on a
  // plain list (or the reverse) is stale.
  const isRanked = result.success && result.data.r !== undefined;
  const isSearchCursor = isRanked || (result.success && result.data.n === 1);
  if (!result.success || isSearchCursor !== isSearch || (isRanked && result.data.n === 1)) {
    throw fieldError('cursor', POST_MESSAGES.cursorInvalid);
  }
  const { o, s, r, z: fuzzy, n: recent } = result.data;
  return {
    offset: o,
    seq: s,
    ...(r !== undefined && { rank: r }),
    ...(fuzzy && { fuzzy: true }),
    ...(recent && { recent: true }),
  };
}
