import { useLayoutEffect } from 'react';
import { APP_STARTED_ATTRIBUTE } from '@dawa/contract';
import { createQueryClient } from '../lib/query-client.ts';
import { setNavigator } from '../lib/navigation.ts';
import { loadWords } from '../i18n/words.ts';
import { documentLocale, useLocaleStore } from '../stores/locale-store.ts';
import { attachQueryClient, signOutAfterUnauthorized } from '../lib/session.ts';
import { createAppHistory } from './app-router.tsx';
import { AppTree } from './app-tree.tsx';
import { prefetchRouteData } from './route-data.ts';
import { buildRoutes, preloadRoute } from './routes.tsx';

const queryClient = createQueryClient(signOutAfterUnauthorized);
attachQueryClient(queryClient);

const history = createAppHistory();
setNavigator((path, options) => (options?.replace ? history.replace(path) : history.push(path)));
const routes = buildRoutes();
const preload = (location: { pathname: string; search: string }) =>
  preloadRoute(routes, location, (path, params) =>
    prefetchRouteData(queryClient, path, params, location.search),
  );
/**
 * The first page's layout and page code, together, with its first data requests, before React
 * renders anything: main.tsx renders once the code is here, so the first render draws the page
 * (the static frame of index.html stays until then) instead of a fallback and then the page.
 */
// The visitor's words start loading with the page's code (the shared namespaces now, each page's
// as its code runs: i18n/words.ts), and the first render waits for both.
void loadWords(documentLocale()).catch(() => undefined);
export const firstPageLoaded: Promise<unknown> = preload(history.location).then(() =>
  loadWords(useLocaleStore.getState().locale).catch(() => undefined),
);

export function App() {
  // Said on the root once the app runs the page (drawn by it, or a server's drawing taken over):
  // the server's drawing looks the same before, and tools and tests need to know. A drawing the
  // document hid (drawn in the wrong theme, platform/prerender.ts) shows from here: a layout
  // effect, so the first frame the app paints is already shown, never one painted hidden.
  useLayoutEffect(
    () => document.getElementById('root')?.setAttribute(APP_STARTED_ATTRIBUTE, 'started'),
    [],
  );
  const locale = useLocaleStore((s) => s.locale);
  return (
    <AppTree
      queryClient={queryClient}
      history={history}
      routes={routes}
      locale={locale}
      onNavigate={preload}
    />
  );
}
