import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterWanted } from '../../lib/notify.ts';

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'));

/** Mounts the toaster the first time a toast is asked for (see lib/notify.ts). */
export function AppToaster() {
  const wanted = useSyncExternalStore(
    toasterWanted.subscribe,
    toasterWanted.get,
    toasterWanted.get,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
