import { LIST_MESSAGES, sortToken, type TSort } from '@dawa/contract';
import { z } from 'zod';
import { fieldError } from '../errors.ts';

/** How a sort column's value travels in a cursor and is compared again (docs/lists.md). */
export type SortKind = 'timestamp' | 'integer' | 'text';

/** Where a page continues: the last row's sort value (as text, exact) and its id. */
export interface Keyset {
  value: string;
  id: string;
}

// Text orders are for short, bounded columns (names; docs/lists.md): a longer value is no cursor.
const TEXT_VALUE_MAX = 500;

/**
 * Each kind's values as the database writes them for the cursor (keyset.ts, `keysetValue`):
 * timestamps in whole microseconds since 1970 (what PostgreSQL keeps; a JS Date has milliseconds),
 * bounded so the timestamp stays inside PostgreSQL's range; integers within bigint.
 */
const VALUE_OF_KIND: Record<SortKind, z.ZodType<string>> = {
  timestamp: z
    .string()
    .regex(/^-?\d{1,16}$/)
    .refine((v) => Math.abs(Number(v)) <= Number.MAX_SAFE_INTEGER),
  integer: z.string().regex(/^-?\d{1,18}$/),
  text: z
    .string()
    .max(TEXT_VALUE_MAX)
    // No control characters (a NUL is refused by PostgreSQL's text).
    .regex(/^[^\p{Cc}]*$/u),
};

const ZCursorBody = z.object({ s: z.string(), v: z.string(), i: z.uuid() }).strict();

/**
 * The opaque `nextCursor`: base64url JSON of the order it belongs to, the last row's sort value and
 * its id. It carries a position only; the list's scope (the tenant's wall) and filters come from
 * the request every time, so a forged cursor can at worst start the same list elsewhere.
 */
export function encodeCursor(sort: TSort, keyset: Keyset): string {
  return Buffer.from(
    JSON.stringify({ s: sortToken(sort), v: keyset.value, i: keyset.id }),
  ).toString('base64url');
}

/**
 * The keyset of a cursor for a list in `sort`, or a 400 with the contract's message: anything that
 * is not our JSON, a cursor of another order, a value of the wrong kind.
 */
export function decodeCursor(token: string, sort: TSort, kind: SortKind): Keyset {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: refused below.
  }
  const body = ZCursorBody.safeParse(parsed);
  if (
    !body.success ||
    body.data.s !== sortToken(sort) ||
    !VALUE_OF_KIND[kind].safeParse(body.data.v).success
  )
    throw fieldError('cursor', LIST_MESSAGES.cursorInvalid);
  return { value: body.data.v, id: body.data.i.toLowerCase() };
}
