import { describe, expect, it } from 'vitest';
import { PageHints, routeParams } from './page-hints.ts';
import { withImagePreloads } from './web-app.ts';

describe('PageHints', () => {
  it("hands a route's hint the path's params", async () => {
    const hints = new PageHints();
    hints.register('/listing/:id', ({ id }) => Promise.resolve([`/api/files/${id ?? ''}`]));
    expect(await hints.imagesFor('/listing/:id', '/listing/abc')).toEqual(['/api/files/abc']);
    expect(await hints.imagesFor('/search', '/search')).toEqual([]);
  });

  it('drops a hint that fails or is slow: the document goes out without it', async () => {
    const hints = new PageHints(50);
    hints.register('/a', () => Promise.reject(new Error('database down')));
    hints.register('/b', () => new Promise((resolve) => setTimeout(() => resolve(['/x']), 5000)));
    expect(await hints.imagesFor('/a', '/a')).toEqual([]);
    const started = Date.now();
    expect(await hints.imagesFor('/b', '/b')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('reads :params by position', () => {
    expect(routeParams('/shop/:id', '/shop/7')).toEqual({ id: '7' });
    expect(routeParams('/search', '/search')).toEqual({});
  });
});

describe('withImagePreloads', () => {
  it('preloads same-origin file paths only, before </head>', () => {
    const out = withImagePreloads('<head></head>', [
      '/api/files/uploads/a/b/original',
      '"><script>alert(1)</script>',
      'https://elsewhere.example/x.png',
      '/api/files/../secrets',
    ]);
    expect(out).toBe(
      '<head><link rel="preload" as="image" href="/api/files/uploads/a/b/original" fetchpriority="high">\n</head>',
    );
    expect(withImagePreloads('<head></head>', [])).toBe('<head></head>');
  });
});
