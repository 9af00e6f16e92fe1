import { lazy, Suspense, useState } from 'react';
import { useAppStore } from '../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';

// The global dialogs' code (MUI's modal machinery, the terms text) is fetched the first time each
// is needed, which keeps it off the first page's JavaScript budget (170 KB gzip). Once loaded, a
// dialog stays mounted so it can animate closed.

const LoginDialog = lazy(() =>
  import('./login-dialog.tsx').then((m) => ({ default: m.LoginDialog })),
);
const TermsDialog = lazy(() =>
  import('./terms-dialog.tsx').then((m) => ({ default: m.TermsDialog })),
);
const SessionTimeoutDialog = lazy(() =>
  import('./session-timeout-dialog.tsx').then((m) => ({ default: m.SessionTimeoutDialog })),
);
const LoadingBackdrop = lazy(() =>
  import('../feedback/loading-backdrop.tsx').then((m) => ({ default: m.LoadingBackdrop })),
);

/** True from the first time `needed` is true, for good. */
function useNeededOnce(needed: boolean): boolean {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  return wasNeeded || needed;
}

export function GlobalDialogs() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const login = useNeededOnce(useAppStore((s) => s.loginDialog) && !isAuthenticated);
  const terms = useNeededOnce(useAppStore((s) => s.termsDialog));
  const loading = useNeededOnce(useAppStore((s) => s.appLoading));
  return (
    <Suspense fallback={null}>
      {login && <LoginDialog />}
      {terms && <TermsDialog />}
      {isAuthenticated && <SessionTimeoutDialog />}
      {loading && <LoadingBackdrop />}
    </Suspense>
  );
}
