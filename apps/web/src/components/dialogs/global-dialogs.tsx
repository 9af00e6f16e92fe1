import { lazy, Suspense, useEffect, useState } from 'react';
import { publicConfig } from '../../config/public-config.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { useTenantStore } from '../../stores/tenant-store.ts';

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
const PharmacySwitchDialog = lazy(() =>
  import('./pharmacy-switch-dialog.tsx').then((m) => ({ default: m.PharmacySwitchDialog })),
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

/** Google One Tap for guests, when Google sign-in is configured (its code loads only then). */
function useOneTapForGuests(isAuthenticated: boolean): void {
  useEffect(() => {
    if (isAuthenticated || !publicConfig.googleClientId) return;
    let dismiss: (() => void) | null = null;
    let live = true;
    void import('../../lib/google-one-tap.ts')
      .then((oneTap) => oneTap.showOneTap())
      .then((cancel) => {
        if (live) dismiss = cancel;
        else cancel();
      })
      .catch((error: unknown) => console.warn('One Tap unavailable:', error));
    return () => {
      live = false;
      dismiss?.();
    };
  }, [isAuthenticated]);
}

export function GlobalDialogs() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  useOneTapForGuests(isAuthenticated);
  const login = useNeededOnce(useAppStore((s) => s.loginDialog) && !isAuthenticated);
  const terms = useNeededOnce(useAppStore((s) => s.termsDialog));
  const loading = useNeededOnce(useAppStore((s) => s.appLoading));
  const pharmacySwitch = useNeededOnce(
    useTenantStore((s) => s.tenantSwitchDialog.open) && isAuthenticated,
  );
  return (
    <Suspense fallback={null}>
      {login && <LoginDialog />}
      {terms && <TermsDialog />}
      {isAuthenticated && <SessionTimeoutDialog />}
      {pharmacySwitch && isAuthenticated && <PharmacySwitchDialog />}
      {loading && <LoadingBackdrop />}
    </Suspense>
  );
}
