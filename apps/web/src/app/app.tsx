import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client.ts';
import { setNavigator } from '../lib/navigation.ts';
import { attachQueryClient, signOutAfterUnauthorized } from '../lib/session.ts';
import { AppThemeProvider } from '../theme/app-theme-provider.tsx';
import { buildRoutes } from './routes.tsx';

const queryClient = createQueryClient(signOutAfterUnauthorized);
attachQueryClient(queryClient);

const router = createBrowserRouter(buildRoutes());
setNavigator((path, options) => void router.navigate(path, options));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
