import { createContext, use } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@dawa/contract';

// The language the tree draws in: told by the server's drawing (entry-server.tsx) and by the app
// (stores/locale-store.ts), so both draw the same words (docs/i18n.md).
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const useLocale = (): Locale => use(LocaleContext);

/**
 * The language the page is drawn in, for words made outside React (a toast's text): what the
 * server wrote on `<html data-locale>` and the switch rewrites (stores/locale-store.ts). English
 * where there is no document (the server's drawing passes `useLocale()` instead).
 */
export function pageLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const drawn = document.documentElement.getAttribute('data-locale');
  return isLocale(drawn) ? drawn : DEFAULT_LOCALE;
}
