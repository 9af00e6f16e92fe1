import { useSyncExternalStore } from 'react';

// Whether the app runs the page: false in the server's drawing of a page (entry-server.tsx) and
// while React takes that drawing over, true from then on (and at once for a page the browser draws).

const nothingChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
