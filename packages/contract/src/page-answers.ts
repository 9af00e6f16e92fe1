// A public page's document carries the API's answers to the page's first requests, so a visitor's
// first screen draws its listings without a round trip after the app's code has run (issue 13).
// The server and the web app name a request the same way: the canonical key below, built by both
// from the same request builders (listing-requests.ts). No zod here: the first page loads this.

/** The `<script type="application/json">` of the document that holds the answers, by request key. */
export const PAGE_ANSWERS_ELEMENT_ID = 'dawa-answers';

/**
 * A visitor's page may come drawn already: the server renders the app's own tree into the document
 * (issue 13), and marks the app's root element with this attribute (`"both"`: it serves either theme).
 * The web app takes the drawing over (hydrates) when it would draw the same, else draws afresh.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on the app's root element by the app once it runs the page (drawn by it, or a server's
 * drawing taken over): until then the page is the server's drawing, shown but not yet interactive.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app';

/** The themes the app draws in; a page drawn on the server carries both (THEME_ATTRIBUTE). */
export type ThemeMode = 'light' | 'dark';

/**
 * The attribute on <html> naming the theme a page shows in (`data-theme="dark"`): both themes'
 * colours are CSS variables picked by it, set by the document's first script before anything is
 * painted (the API's platform/prerender.ts) and kept by the app (theme/create-app-theme.ts).
 */
export const THEME_ATTRIBUTE = 'data-theme';

/** The page's background in each theme (the MUI palette's `background.default`). */
export const PAGE_BACKGROUND: Readonly<Record<ThemeMode, string>> = {
  light: '#F6F8F8',
  dark: '#0B1416',
};

/** A query-string value as the web's API client sends it (empty values are left out). */
export type ApiQueryValue = string | number | boolean | null | undefined;

/** A GET of the API, as the web's API client makes it: a path under /api and its query. */
export interface ApiGet {
  path: string;
  query?: Record<string, ApiQueryValue>;
}

/**
 * The canonical name of a GET: its path and its non-empty query values, sorted by name, URL
 * encoded. Two requests with the same key ask the API the same thing.
 */
export function apiRequestKey({ path, query = {} }: ApiGet): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
