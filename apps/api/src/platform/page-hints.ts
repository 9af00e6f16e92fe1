// What a page's document can tell the browser before any script runs: the images its first screen
// draws (a listing's photo), so they download beside the app's code instead of after it has
// rendered, and, for a visitor, the API's answers to the page's first requests, so the first render
// draws the listings without another round trip (issue 13). Modules register hints per route path
// of the contract's table; the web app asks when it sends that page's document. Platform code: it
// knows no module.
import { apiRequestKey, STORAGE_KEYS, type ApiGet } from '@dawa/contract';
import type { IncomingHttpHeaders } from 'node:http';
import type { PageMeta } from './page-meta.ts';

/** The page a document is for, as a hint sees it. */
export interface PageRequest {
  /** The path's `:param` values ('/listing/:id', '/listing/7' -> {id: '7'}). */
  params: Record<string, string>;
  /** The address's query ('/search?q=gloves'). */
  search: URLSearchParams;
  /**
   * Whether answers may go in: the browser sends no session cookie, so it is (as far as the server
   * can tell) a visitor, and the answers are what the API tells a visitor.
   */
  answers: boolean;
  /**
   * A browser's own navigation to the page (Sec-Fetch-Dest: document, not a prefetch): not a link
   * preview or a crawler fetching the document. A hint that counts something (a listing's views)
   * answers only then.
   */
  navigation: boolean;
}

/** The API's answer to one GET, as its route would have sent it. */
export interface PageAnswer {
  request: ApiGet;
  body: unknown;
}

/** What one hint adds to a document. */
export interface PageHint {
  /** The page's own title (a listing's), for the document's <title>: link previews and crawlers. */
  title?: string;
  images?: readonly string[];
  answers?: readonly PageAnswer[];
  /** Called once the hint is sure to go out in the document (not dropped as late). */
  whenSent?: () => void;
  /** What link previews and crawlers read of the page (page-meta.ts). */
  meta?: PageMeta;
  /** The page names nothing a visitor may see (a draft listing): its document answers 404, noindex. */
  notFound?: boolean;
}

export type PageHintSource = (page: PageRequest) => Promise<PageHint>;

/** Everything the hints of one page added: images to preload, answers by request key. */
export interface PageHintSet {
  /** The first hint's title, if one gave one. */
  title?: string;
  images: string[];
  answers: Record<string, unknown>;
  /** The first hint's page metadata, if one gave it. */
  meta?: PageMeta;
  /** Whether a hint found the page names nothing a visitor may see. */
  notFound?: boolean;
}

const NO_HINTS = (): PageHintSet => ({ images: [], answers: {} });

export class PageHints {
  readonly #hints = new Map<string, PageHintSource[]>();

  /** A slow database never holds a document back: a hint taking longer than `budgetMs` is dropped. */
  constructor(private readonly budgetMs = 150) {}

  /** `routePath` as the contract's route table writes it, e.g. '/listing/:id'. Several may add up. */
  register(routePath: string, hint: PageHintSource): void {
    this.#hints.set(routePath, [...(this.#hints.get(routePath) ?? []), hint]);
  }

  /**
   * The hints for the document of `url` (of route `routePath`), given the request's headers;
   * a hint that fails or is late is left out.
   */
  async hintsFor(
    routePath: string,
    url: string,
    headers: IncomingHttpHeaders = {},
  ): Promise<PageHintSet> {
    const sources = this.#hints.get(routePath);
    if (!sources) return NO_HINTS();
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const query = mark === -1 ? '' : url.slice(mark + 1);
    const page: PageRequest = {
      params: routeParams(routePath, path),
      search: new URLSearchParams(query),
      answers: !hasSessionCookie(headers),
      navigation: isNavigation(headers),
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.budgetMs);
    });
    try {
      const results = await Promise.all(
        sources.map((source) => Promise.race([source(page), late]).catch(() => 'failed' as const)),
      );
      const set = NO_HINTS();
      for (const result of results) {
        if (typeof result === 'string') continue;
        result.whenSent?.();
        set.title ??= result.title;
        set.meta ??= result.meta;
        if (result.notFound) set.notFound = true;
        set.images.push(...(result.images ?? []));
        if (page.answers)
          for (const answer of result.answers ?? [])
            set.answers[apiRequestKey(answer.request)] = answer.body;
      }
      return set;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * The query of `request` as its route receives it from an address (strings by name), for the
 * route's own schema to read: a hint answers exactly what the route would.
 */
export function addressQueryOf(request: ApiGet): Record<string, string> {
  const key = apiRequestKey(request);
  const mark = key.indexOf('?');
  return Object.fromEntries(new URLSearchParams(mark === -1 ? '' : key.slice(mark + 1)));
}

/** The first non-empty value of the request's cookie `name`, as sent (not decoded), if any. */
export function cookieValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of (headers.cookie ?? '').split(';')) {
    const pair = part.trim();
    if (pair.startsWith(prefix) && pair.length > prefix.length) return pair.slice(prefix.length);
  }
  return undefined;
}

/** The web app keeps the session's access token in this cookie (docs/product.md#states). */
export function hasSessionCookie(headers: IncomingHttpHeaders): boolean {
  return !!cookieValue(headers, STORAGE_KEYS.tokenCookie);
}

function isNavigation(headers: IncomingHttpHeaders): boolean {
  return (
    headers['sec-fetch-dest'] === 'document' &&
    headers['sec-fetch-mode'] === 'navigate' &&
    headers['sec-purpose'] === undefined &&
    headers.purpose === undefined
  );
}

/** The `:param` segments of `path` under `routePath` ('/listing/:id', '/listing/7' -> {id: '7'}). */
export function routeParams(routePath: string, path: string): Record<string, string> {
  const names = routePath.split('/');
  const values = path.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    const value = values[i];
    if (name.startsWith(':') && value !== undefined) params[name.slice(1)] = value;
  });
  return params;
}
