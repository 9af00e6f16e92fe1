import { describe, expect, it } from 'vitest';
import { addMedia, moveMedia, removeMedia, setPrimaryMedia } from './media-list.ts';

const m = (url: string, isPrimary = false) => ({ name: url, url, isPrimary });
const urls = (list: { url: string }[]) => list.map((x) => x.url);
const primary = (list: { url: string; isPrimary?: boolean }[]) =>
  list.find((x) => x.isPrimary)?.url;

describe('media list', () => {
  it('makes the first photo added the primary one', () => {
    const list = addMedia(addMedia([], m('a')), m('b'));
    expect(urls(list)).toEqual(['a', 'b']);
    expect(primary(list)).toBe('a');
  });

  it('moves photos and keeps the star on the same photo', () => {
    const list = moveMedia([m('a', true), m('b'), m('c')], 0, 2);
    expect(urls(list)).toEqual(['b', 'c', 'a']);
    expect(primary(list)).toBe('a');
    expect(urls(moveMedia(list, 0, 5))).toEqual(['b', 'c', 'a']);
  });

  it('stars exactly one photo', () => {
    const list = setPrimaryMedia([m('a', true), m('b'), m('c')], 2);
    expect(list.map((x) => x.isPrimary)).toEqual([false, false, true]);
  });

  it('hands the star to the first photo when the primary is removed', () => {
    const list = removeMedia([m('a'), m('b', true), m('c')], 1);
    expect(urls(list)).toEqual(['a', 'c']);
    expect(primary(list)).toBe('a');
  });
});
