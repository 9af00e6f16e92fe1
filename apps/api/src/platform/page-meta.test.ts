import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { renderPageMeta, summarize, withHeadTags, type PageMeta } from './page-meta.ts';

// A seller writes the title and description: whatever they hold, the head's tags stay tags and the
// JSON-LD stays one script that parses back to the same text.

const HOSTILE = `Gloves </script><script>alert(1)</script> "quoted" 'single' & <!-- $& $'`;

const meta = (over: Partial<PageMeta> = {}): PageMeta => ({
  title: HOSTILE,
  description: `${HOSTILE}\n\nSecond   line`,
  canonicalUrl: 'https://dawa.example/listing/1?a="b"',
  type: 'product',
  image: {
    url: 'https://dawa.example/api/previews/site.jpg',
    width: 1200,
    height: 630,
    alt: HOSTILE,
  },
  jsonLd: { '@type': 'Product', name: HOSTILE },
  ...over,
});

/** The document parsed as a browser would (the head's tags and scripts). */
function parse(html: string) {
  const doc = new new Window().DOMParser().parseFromString(
    `<html><head>${html}</head><body></body></html>`,
    'text/html',
  );
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');
  return { doc, content };
}

describe('renderPageMeta', () => {
  it('escapes a title that would close the script or an attribute: nothing breaks out', () => {
    const html = renderPageMeta(meta(), 'Dawa Addis');
    const { doc, content } = parse(html);
    // One script only (the JSON-LD), no element made of the seller's text.
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.head.children.length).toBe(html.split('\n').length);
    expect(content('meta[property="og:title"]')).toBe(HOSTILE);
    expect(content('meta[name="twitter:title"]')).toBe(HOSTILE);
    expect(content('meta[property="og:image:alt"]')).toBe(HOSTILE);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://dawa.example/listing/1?a="b"',
    );
    const ld = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(ld).not.toContain('</script');
    expect(ld).not.toContain('<!--');
    expect(JSON.parse(ld)).toEqual({ '@type': 'Product', name: HOSTILE });
  });

  it('writes the description on one line, the image with its size, and noindex when asked', () => {
    const { content, doc } = parse(renderPageMeta(meta({ noindex: true }), 'Dawa Addis'));
    expect(content('meta[name="description"]')).toBe(`${HOSTILE} Second line`);
    expect(content('meta[property="og:description"]')).toBe(`${HOSTILE} Second line`);
    expect(content('meta[property="og:image"]')).toBe('https://dawa.example/api/previews/site.jpg');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[property="og:site_name"]')).toBe('Dawa Addis');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(doc.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(parse(renderPageMeta(meta(), 'Dawa')).content('meta[name="robots"]')).toBeUndefined();
  });

  it('cuts a long description at a word', () => {
    const long = 'word '.repeat(100);
    const cut = summarize(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('withHeadTags', () => {
  const page =
    '<html><head><meta name="description" content="The site." /><title>T</title></head><body></body></html>';

  it("puts the tags at the end of the head, in place of the site's own description", () => {
    const html = withHeadTags(page, '<meta name="description" content="Mine $&">');
    expect(html).toBe(
      '<html><head><title>T</title><meta name="description" content="Mine $&">\n</head><body></body></html>',
    );
  });

  it('keeps the site description when the tags bring none (noindex only)', () => {
    expect(withHeadTags(page, '<meta name="robots" content="noindex">')).toContain(
      'content="The site."',
    );
    expect(withHeadTags(page, '')).toBe(page);
  });
});
