import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@dawa/contract';
import {
  RECENT_SEARCHES_MAX,
  useRecentSearchesStore,
  withSearch,
} from './recent-searches-store.ts';

const AT = '2026-11-26T10:00:00.000Z';

beforeEach(() => {
  useRecentSearchesStore.setState({ searches: [] });
  localStorage.clear();
});

describe('withSearch', () => {
  it('puts the newest first and ignores an empty search', () => {
    const one = withSearch([], { q: 'gloves', category: null }, AT);
    const two = withSearch(one, { q: 'masks', category: null }, AT);
    expect(two.map((s) => s.q)).toEqual(['masks', 'gloves']);
    expect(withSearch(two, { q: '  ', category: null }, AT)).toBe(two);
  });

  it('replaces the newest search while it is being typed, letter by letter', () => {
    let list = withSearch([], { q: 'gloves', category: null }, AT);
    for (const q of ['p', 'pa', 'par', 'parac', 'paracetamol'])
      list = withSearch(list, { q, category: null }, AT);
    expect(list.map((s) => s.q)).toEqual(['paracetamol', 'gloves']);
  });

  it('moves a repeated search to the top, and keeps searches in other categories apart', () => {
    let list = withSearch([], { q: 'gloves', category: 'a' }, AT);
    list = withSearch(list, { q: 'masks', category: null }, AT);
    list = withSearch(list, { q: 'Gloves', category: 'a' }, AT);
    expect(list.map((s) => `${s.q}|${String(s.category)}`)).toEqual(['Gloves|a', 'masks|null']);
    list = withSearch(list, { q: 'gloves', category: 'b' }, AT);
    expect(list).toHaveLength(3);
  });

  it('keeps at most RECENT_SEARCHES_MAX', () => {
    let list = withSearch([], { q: 'w0', category: null }, AT);
    for (let i = 1; i < 20; i += 1)
      list = withSearch(list, { q: `x${String(i)} y`, category: null }, AT);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
  });
});

describe('recent searches store', () => {
  it('persists on this device under its key and clears', () => {
    useRecentSearchesStore.getState().record({ q: 'oximeter', category: null });
    expect(localStorage.getItem(STORAGE_KEYS.recentSearches)).toContain('oximeter');
    useRecentSearchesStore.getState().clear();
    expect(useRecentSearchesStore.getState().searches).toEqual([]);
  });
});
