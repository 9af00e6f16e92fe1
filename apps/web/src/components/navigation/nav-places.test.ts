import { describe, expect, it } from 'vitest';
import { navPlaceOf, searchHref, showsBottomNav, showsHeaderSearch } from './nav-places.ts';

describe('navigation places', () => {
  it('shows the header search on listing, shop and dashboard pages only', () => {
    for (const path of ['/listing/abc', '/shop/abc', '/dashboard', '/logs', '/help'])
      expect(showsHeaderSearch(path), path).toBe(true);
    for (const path of ['/', '/search', '/post/step-1-media-upload', '/shop/step-1-setup-shop'])
      expect(showsHeaderSearch(path), path).toBe(false);
  });

  it('hides the bottom navigation in focused flows and an open conversation', () => {
    expect(showsBottomNav('/', '')).toBe(true);
    expect(showsBottomNav('/chat', '')).toBe(true);
    expect(showsBottomNav('/chat', '?room=1')).toBe(false);
    for (const path of ['/post/step-3-product-detail', '/signup/basic-info', '/login', '/otp'])
      expect(showsBottomNav(path, ''), path).toBe(false);
  });

  it('highlights the place a page belongs to', () => {
    expect(navPlaceOf('/', false)).toBe('home');
    expect(navPlaceOf('/search', false)).toBe('search');
    expect(navPlaceOf('/chat', true)).toBe('messages');
    expect(navPlaceOf('/dashboard', true)).toBe('account');
    expect(navPlaceOf('/logs', true)).toBe('account');
    expect(navPlaceOf('/listing/abc', true)).toBeNull();
    expect(navPlaceOf('/dashboard', false)).toBeNull();
  });

  it('builds the search address', () => {
    expect(searchHref('  gauze rolls ')).toBe('/search?q=gauze+rolls');
    expect(searchHref('')).toBe('/search');
    expect(searchHref('a&b')).toBe('/search?q=a%26b');
  });
});
