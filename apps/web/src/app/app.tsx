import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageGateOverlay } from '../components/feedback/navigation-feedback.tsx';
import { RouteErrorBoundary } from '../components/page/route-error.tsx';
import { RouteTableContext } from '../components/page/use-document-title.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { setNavigator } from '../lib/navigation.ts';
import { attachQueryClient, signOutAfterUnauthorized } from '../lib/session.ts';
import { AppThemeProvider } from '../theme/app-theme-provider.tsx';
import { AppRouter, createAppHistory } from './app-router.tsx';
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
export const firstPageLoaded: Promise<unknown> = preload(history.location);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <AppRouter history={history} onNavigate={preload}>
          <RouteTableContext value={routes}>
            <AppRoutes routes={routes} />
          </RouteTableContext>
        </AppRouter>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * One Suspense boundary above every route: a navigation suspends into it, so the transition keeps
 * the current page on screen; only the very first page shows the gate while its code arrives.
 */
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<PageGateOverlay />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
