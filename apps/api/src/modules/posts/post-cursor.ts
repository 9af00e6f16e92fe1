import { POST_MESSAGES } from '@dawa/contract';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { PostKeyset } from './post-list-query.ts';

// The cursor clients pass back is the last row's sort key, base64url JSON: opaque to them, and
// only ever compared as numbers, so a forged one can at worst start the list elsewhere.
const ZKeyset = z
  .object({
    o: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    s: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    r: z.number().finite().optional(),
  })
  .strict();

export function encodeCursor(keyset: PostKeyset): string {
  const body = {
    o: keyset.offset,
    s: keyset.seq,
    ...(keyset.rank !== undefined && { r: keyset.rank }),
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
  // A search continues from a rank; a search cursor on a plain list (or the reverse) is stale.
  if (!result.success || (result.data.r !== undefined) !== isSearch) {
    throw new AppError('VALIDATION_FAILED', POST_MESSAGES.cursorInvalid, {
      issues: [{ path: 'cursor', message: POST_MESSAGES.cursorInvalid }],
    });
  }
  const { o, s, r } = result.data;
  return { offset: o, seq: s, ...(r !== undefined && { rank: r }) };
}
