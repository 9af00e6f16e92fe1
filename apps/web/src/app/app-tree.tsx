import { Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { PageGateOverlay } from '../components/feedback/navigation-feedback.tsx';
import { RouteErrorBoundary } from '../components/page/route-error.tsx';
import { RouteTableContext } from '../components/page/use-document-title.ts';
import type { Locale } from '@dawa/contract';
import { LocaleContext } from '../i18n/locale.tsx';
import { AppThemeProvider } from '../theme/app-theme-provider.tsx';
import { AppRouter, type BrowserHistory } from './app-router.tsx';

// The whole app as one tree, the same in the browser (app.tsx) and in the server's pre-render of a
// visitor's page (entry-server.tsx): hydration needs both to draw the same markup.

interface AppTreeProps {
  queryClient: QueryClient;
  history: BrowserHistory;
  routes: RouteObject[];
  /** The language drawn (docs/i18n.md): the server's choice, then the person's switch. */
  locale: Locale;
  onNavigate?: (location: Location) => void;
}

export function AppTree({ queryClient, history, routes, locale, onNavigate }: AppTreeProps) {
  return (
    <LocaleContext value={locale}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <AppRouter history={history} onNavigate={onNavigate}>
            <RouteTableContext value={routes}>
              <AppRoutes routes={routes} />
            </RouteTableContext>
          </AppRouter>
        </AppThemeProvider>
      </QueryClientProvider>
    </LocaleContext>
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
