import { useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import type { Location, NavigationType } from 'react-router';
import { NavigationPendingContext } from '../components/feedback/navigation-pending.ts';
import { rememberScroll, useScrollRestoration } from './scroll-restoration.ts';

// React Router's declarative mode around the browser history, with every navigation in a React
// transition: the current page stays on screen while the next page's code loads (route modules
// are React.lazy), and `useNavigationPending` (navigation-pending.ts) tells the progress bar. The data router did this
// too, but weighed ~17 KB gzip more on the first page for loaders and actions the app never uses.

export type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** v5Compat: the history tells its listener about push and replace too, not only Back/Forward. */
export const createAppHistory = (): BrowserHistory => createBrowserHistory({ v5Compat: true });

interface HistoryState {
  action: NavigationType;
  location: Location;
}

interface AppRouterProps {
  /** The browser's history, or the memory history of the server's pre-render (same interface). */
  history: BrowserHistory;
  /** Told as a navigation starts (before its transition), e.g. to start loading the next page. */
  onNavigate?: (location: Location) => void;
  children: ReactNode;
}

export function AppRouter({ history, onNavigate, children }: AppRouterProps) {
  const [state, setState] = useState<HistoryState>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  const shownKey = useRef(state.location.key);
  useLayoutEffect(() => {
    shownKey.current = state.location.key;
  }, [state.location.key]);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // Still the page being left: its scroll position is what Back must bring back.
        rememberScroll(shownKey.current);
        onNavigate?.(location);
        startTransition(() => setState({ action, location }));
      }),
    [history, onNavigate],
  );
  useScrollRestoration(state.location, state.action);
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
