// What a shared link's preview and a search engine read of a page: its description, canonical
// address, Open Graph and Twitter card, and JSON-LD (issue 31). Telegram's and WhatsApp's preview
// bots read only the served HTML, never the app: these tags go in the document's <head> from what
// the page's hints tell (page-hints.ts). Platform code: it knows no module, only the shape of a
// page's metadata; every value here is a seller's text, so each one is escaped where it lands.

/** The preview image of a page: an absolute URL of a JPEG, and its size in pixels. */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a page tells previews and crawlers about itself. */
export interface PageMeta {
  /** The page's own title, without the site's name (og:title, twitter:title). */
  title: string;
  /** One or two sentences; cut to DESCRIPTION_MAX characters. */
  description: string;
  /** The page's one address, absolute (link rel=canonical, og:url). */
  canonicalUrl: string;
  /** og:type: 'product' for a listing, 'profile'-like pages are 'website' (Open Graph has no shop). */
  type: 'product' | 'website';
  image?: PageImage;
  /** Kept out of search engines (`<meta name="robots" content="noindex">`); previews still show. */
  noindex?: boolean;
  /** A schema.org object (a Product with its Offer, an Organization), as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** Search engines show ~155 characters; previews fewer. */
export const DESCRIPTION_MAX = 200;

/** The robots tag of a page kept out of search engines (a listing that is not public). */
export const NOINDEX_TAG = '<meta name="robots" content="noindex">';

/** Text for an attribute value in double quotes, or element content: nothing in it is markup. */
export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

// In a <script> element, `</script>` or `<!--` inside a string would end or change it: such
// characters go out as JSON's \u escapes, which parse back to the same text (web-app.ts does the
// same for the page's answers).
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** `value` as JSON that can sit inside a <script> element: nothing in it closes the element. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    SCRIPT_UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * `text` on one line (a description's line breaks and runs of spaces as one space), cut at a word
 * to at most `max` characters with an ellipsis.
 */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const tag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The <head> tags of `meta`, one a line, each value escaped. */
export function renderPageMeta(meta: PageMeta, siteName: string): string {
  const description = summarize(meta.description);
  const tags = [
    tag('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}">`,
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', description),
    tag('property', 'og:url', meta.canonicalUrl),
  ];
  if (meta.image) {
    tags.push(
      tag('property', 'og:image', meta.image.url),
      tag('property', 'og:image:type', 'image/jpeg'),
      tag('property', 'og:image:width', String(meta.image.width)),
      tag('property', 'og:image:height', String(meta.image.height)),
      tag('property', 'og:image:alt', meta.image.alt),
    );
  }
  tags.push(
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', description),
  );
  if (meta.image) tags.push(tag('name', 'twitter:image', meta.image.url));
  if (meta.noindex) tags.push(NOINDEX_TAG);
  if (meta.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`);
  return tags.join('\n');
}

// index.html's own description: a page with its own replaces it (one description per document).
const SITE_DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/;

/**
 * `html` with `tags` at the end of its <head>, the site's generic description left out when the
 * tags bring the page's own. A replacer function: `$&` in a seller's title is not a pattern.
 */
export function withHeadTags(html: string, tags: string): string {
  if (tags === '') return html;
  const withoutGeneric = tags.includes('<meta name="description"')
    ? html.replace(SITE_DESCRIPTION, '')
    : html;
  if (!withoutGeneric.includes('</head>')) return withoutGeneric;
  return withoutGeneric.replace('</head>', () => `${tags}\n</head>`);
}

/** `path` (starting with '/') on the public origin `origin` (PUBLIC_URL; no trailing slash kept). */
export const absoluteUrl = (origin: string, path: string): string =>
  `${origin.replace(/\/+$/, '')}${path}`;
