import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppTree } from './app/app-tree.tsx';
import { prefetchRouteData } from './app/route-data.ts';
import { buildRoutes, preloadRoute } from './app/routes.tsx';
import { DEFAULT_LOCALE, type Locale } from '@dawa/contract';
import { adoptPublicConfig } from './config/public-config.ts';
import { loadWords } from './i18n/words.ts';
import { setPageAnswersForRender } from './lib/page-answers.ts';
import { createQueryClient } from './lib/query-client.ts';

// The server's drawing of a visitor's page (the API's platform/prerender.ts imports this build,
// `vite build --ssr`): the app's own tree, the page's code loaded first, its data from the answers
// the document carries. The browser hydrates it (main.tsx) when it would draw the same.
// A request the answers lack is never sent: the drawing shows it loading, as the browser will.

const routes = buildRoutes();

/** The public configuration the documents carry (the city, sign-in options), told once at load. */
export { adoptPublicConfig as configure };

export async function renderPage(
  url: string,
  answers: Record<string, unknown>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  const queryClient = createQueryClient(() => undefined);
  const { location } = history;
  try {
    // The answers go into the cache synchronously here, before another drawing can set its own.
    setPageAnswersForRender(answers);
    const codeLoaded = preloadRoute(routes, location, (path, params) =>
      prefetchRouteData(queryClient, path, params, location.search),
    );
    setPageAnswersForRender({});
    await codeLoaded;
    // The page's words in the visitor's language (kept once loaded: i18n/words.ts).
    await loadWords(locale);
    return renderToString(
      <StrictMode>
        <AppTree queryClient={queryClient} history={history} routes={routes} locale={locale} />
      </StrictMode>,
    );
  } finally {
    // Queries keep timers (garbage collection after 5 minutes): cleared, nothing outlives the draw.
    queryClient.clear();
  }
}
