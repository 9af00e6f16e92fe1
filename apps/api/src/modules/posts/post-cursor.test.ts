import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from './post-cursor.ts';

describe('list cursors', () => {
  it.each([
    [{ offset: 20, seq: 981 }, false],
    [{ offset: 10, seq: 77, rank: 1.0607927 }, true],
    [{ offset: 10, seq: 77, rank: 0.75, fuzzy: true }, true],
    [{ offset: 30, seq: 5, recent: true }, true],
    [{ offset: 30, seq: 5, recent: true, fuzzy: true }, true],
  ])('round-trips %o', (keyset, isSearch) => {
    const token = encodeCursor(keyset);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(token, { isSearch })).toEqual(keyset);
  });

  it.each([
    ['a search cursor on a plain list', encodeCursor({ offset: 1, seq: 1, rank: 1 }), false],
    [
      'a broad-search cursor on a plain list',
      encodeCursor({ offset: 1, seq: 1, recent: true }),
      false,
    ],
    ['a plain cursor on a search', encodeCursor({ offset: 1, seq: 1 }), true],
    [
      'ranked and recent at once',
      Buffer.from('{"o":1,"s":1,"r":1,"n":1}').toString('base64url'),
      true,
    ],
    ['a negative offset', Buffer.from('{"o":-1,"s":1}').toString('base64url'), false],
    ['a fraction', Buffer.from('{"o":1.5,"s":1}').toString('base64url'), false],
    ['extra keys', Buffer.from('{"o":1,"s":1,"x":"; drop"}').toString('base64url'), false],
    ['not JSON', 'bm90LWpzb24', false],
  ])('refuses %s', (_, token, isSearch) => {
    expect(() => decodeCursor(token, { isSearch })).toThrow(AppError);
  });
});
