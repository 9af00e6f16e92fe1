import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from './post-cursor.ts';
import type { PostKeyset, PostOrder } from './post-list-query.ts';

describe('list cursors', () => {
  it.each([
    [{ offset: 20, seq: 981 }, 'newest'],
    [{ offset: 10, seq: 77, rank: 1.0607927 }, 'relevance'],
    [{ offset: 10, seq: 77, rank: 0.75, fuzzy: true }, 'relevance'],
    [{ offset: 30, seq: 5, recent: true }, 'relevance'],
    [{ offset: 30, seq: 5, recent: true, fuzzy: true }, 'relevance'],
    [{ offset: 4, seq: 9, price: { order: 'asc', value: 45000 } }, 'price_asc'],
    [{ offset: 4, seq: 9, price: { order: 'desc', value: null } }, 'price_desc'],
  ] as [PostKeyset, PostOrder][])('round-trips %o', (keyset, order) => {
    const token = encodeCursor(keyset);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(token, { order })).toEqual(keyset);
  });

  const raw = (body: string) => Buffer.from(body).toString('base64url');
  it.each([
    ['a search cursor on a plain list', encodeCursor({ offset: 1, seq: 1, rank: 1 }), 'newest'],
    [
      'a broad-search cursor on a plain list',
      encodeCursor({ offset: 1, seq: 1, recent: true }),
      'newest',
    ],
    ['a plain cursor on a ranked search', encodeCursor({ offset: 1, seq: 1 }), 'relevance'],
    [
      'a cheapest-first cursor on a dearest-first list',
      encodeCursor({ offset: 1, seq: 1, price: { order: 'asc', value: 5 } }),
      'price_desc',
    ],
    ['a newest cursor on a price list', encodeCursor({ offset: 1, seq: 1 }), 'price_asc'],
    ['a price order without its price', raw('{"o":1,"s":1,"a":"a"}'), 'price_asc'],
    ['ranked and recent at once', raw('{"o":1,"s":1,"r":1,"n":1}'), 'relevance'],
    ['a negative offset', raw('{"o":-1,"s":1}'), 'newest'],
    ['a fraction', raw('{"o":1.5,"s":1}'), 'newest'],
    ['a fractional price', raw('{"o":1,"s":1,"a":"a","p":1.5}'), 'price_asc'],
    ['extra keys', raw('{"o":1,"s":1,"x":"; drop"}'), 'newest'],
    ['not JSON', 'bm90LWpzb24', 'newest'],
  ] as [string, string, PostOrder][])('refuses %s', (_, token, order) => {
    expect(() => decodeCursor(token, { order })).toThrow(AppError);
  });
});
