import { describe, expect, it } from 'vitest';
import { readIfMatch } from './if-match.ts';

describe('readIfMatch', () => {
  it('reads no header, any version, and lists of strong tags', () => {
    expect(readIfMatch(undefined)).toBeUndefined();
    expect(readIfMatch(' * ')).toBe('*');
    expect(readIfMatch('"2026-11-27T10:00:00.000Z"')).toEqual(['"2026-11-27T10:00:00.000Z"']);
    expect(readIfMatch('"a", "b"')).toEqual(['"a"', '"b"']);
    expect(readIfMatch(['"a"', '"b"'])).toEqual(['"a"', '"b"']);
  });

  it('drops weak tags and matches nothing for a header without a tag', () => {
    expect(readIfMatch('W/"a", "b"')).toEqual(['"b"']);
    expect(readIfMatch('W/"a"')).toEqual([]);
    expect(readIfMatch('2026-11-27')).toEqual([]);
  });
});
