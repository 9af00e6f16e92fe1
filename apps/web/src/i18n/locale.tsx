import { createContext, use } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@dawa/contract';

// The language the tree draws in: told by the server's drawing (entry-server.tsx) and by the app
// (stores/locale-store.ts), so both draw the same words (docs/i18n.md).
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const useLocale = (): Locale => use(LocaleContext);
