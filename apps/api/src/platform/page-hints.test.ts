import { describe, expect, it } from 'vitest';
import { PageHints, addressQueryOf, routeParams } from './page-hints.ts';
import { withImagePreloads, withPageAnswers } from './web-app.ts';

describe('PageHints', () => {
  const browser = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

  it("hands a route's hints the path's params and query, and adds them up", async () => {
    const hints = new PageHints();
    hints.register('/listing/:id', ({ params, search }) =>
      Promise.resolve({
        images: [`/api/files/${params.id ?? ''}`],
        answers: [{ request: { path: '/post', query: { q: search.get('q') } }, body: { n: 1 } }],
      }),
    );
    hints.register('/listing/:id', () => Promise.resolve({ images: ['/api/files/second'] }));
    expect(await hints.hintsFor('/listing/:id', '/listing/abc?q=a%3Fb', browser)).toEqual({
      images: ['/api/files/abc', '/api/files/second'],
      answers: { '/post?q=a%3Fb': { n: 1 } },
    });
    expect(await hints.hintsFor('/search', '/search')).toEqual({ images: [], answers: {} });
  });

  it('tells a hint whether the browser is a visitor navigating, and sends no answer to a session', async () => {
    const hints = new PageHints();
    const seen: unknown[] = [];
    hints.register('/', ({ answers, navigation }) => {
      seen.push({ answers, navigation });
      return Promise.resolve({ answers: [{ request: { path: '/post' }, body: 1 }] });
    });
    expect((await hints.hintsFor('/', '/', browser)).answers).toEqual({ '/post': 1 });
    const signedIn = { ...browser, cookie: 'theme=dark; dawa_token=abc.def' };
    expect((await hints.hintsFor('/', '/', signedIn)).answers).toEqual({});
    await hints.hintsFor('/', '/', { ...browser, 'sec-purpose': 'prefetch' });
    await hints.hintsFor('/', '/', { cookie: 'dawa_token=' });
    expect(seen).toEqual([
      { answers: true, navigation: true },
      { answers: false, navigation: true },
      { answers: true, navigation: false },
      { answers: true, navigation: false },
    ]);
  });

  it('drops a hint that fails or is slow, and only a hint that is sent hears so', async () => {
    const hints = new PageHints(50);
    const sent: string[] = [];
    hints.register('/a', () => Promise.reject(new Error('database down')));
    hints.register('/a', () =>
      Promise.resolve({ images: ['/api/files/ok'], whenSent: () => sent.push('fast') }),
    );
    hints.register(
      '/b',
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ images: ['/x'], whenSent: () => sent.push('slow') }), 5000),
        ),
    );
    expect(await hints.hintsFor('/a', '/a')).toEqual({ images: ['/api/files/ok'], answers: {} });
    const started = Date.now();
    expect(await hints.hintsFor('/b', '/b')).toEqual({ images: [], answers: {} });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(sent).toEqual(['fast']);
  });

  it('reads :params by position, and a request as its route reads an address', () => {
    expect(routeParams('/shop/:id', '/shop/7')).toEqual({ id: '7' });
    expect(routeParams('/search', '/search')).toEqual({});
    expect(
      addressQueryOf({ path: '/post', query: { limit: 10, q: 'a&b', min: 0, x: '' } }),
    ).toEqual({ limit: '10', min: '0', q: 'a&b' });
  });
});

describe('withPageAnswers', () => {
  it('puts the answers in a data block before </body> that no text inside can end or change', () => {
    const title = `</script><script>alert(1)</script> <!-- $& $' \u2028`;
    const out = withPageAnswers('<head></head><body><div id="root"></div></body>', {
      '/post?q=x': { title },
    });
    const block =
      /<script type="application\/json" id="dawa-answers">([\s\S]*?)<\/script>\n<\/body>$/.exec(
        out,
      );
    expect(block?.[1]).toBeDefined();
    expect(block?.[1]).not.toMatch(/[<>&]/);
    expect(JSON.parse(block?.[1] ?? '')).toEqual({ '/post?q=x': { title } });
    expect(out.startsWith('<head></head><body><div id="root"></div>')).toBe(true);
    expect(withPageAnswers('<body></body>', {})).toBe('<body></body>');
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
