import { describe, expect, it } from 'vitest';
import { privatePaths, robotsTxt, sitemapIndex, urlSet } from './sitemap.ts';

describe('the sitemaps', () => {
  it('escapes what an address holds: a sitemap stays XML', () => {
    const xml = urlSet([
      {
        loc: 'https://dawa.example/search?q=a&b=<c>"\'',
        lastmod: new Date('2026-11-28T10:00:00Z'),
      },
    ]);
    expect(xml).toContain(
      '<url><loc>https://dawa.example/search?q=a&amp;b=&lt;c&gt;&quot;&apos;</loc><lastmod>2026-11-28T10:00:00.000Z</lastmod></url>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(sitemapIndex([{ loc: 'https://dawa.example/a&b.xml' }])).toContain(
      '<sitemap><loc>https://dawa.example/a&amp;b.xml</loc></sitemap>',
    );
  });

  it('keeps crawlers out of the API, signed-in pages and flows, never out of a public page', () => {
    const hidden = privatePaths();
    expect(hidden).toEqual(expect.arrayContaining(['/api/', '/dashboard', '/chat', '/profile']));
    // '/profile' already covers '/profile/detail'.
    expect(hidden).not.toContain('/profile/detail');
    for (const page of ['/', '/search', '/help', '/login', '/signup', '/listing/1', '/shop/1'])
      expect(hidden.filter((path) => page === path || page.startsWith(`${path}/`))).toEqual([]);
    const robots = robotsTxt('https://dawa.example/');
    expect(robots).toContain('\nSitemap: https://dawa.example/sitemap-index.xml\n');
    expect(robots).toContain('\nDisallow: /dashboard\n');
  });
});
