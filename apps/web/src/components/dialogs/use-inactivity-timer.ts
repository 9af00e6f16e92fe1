import { useEffect } from 'react';
import { useAppStore } from '../../stores/app-store.ts';

export const INACTIVITY_TICK_MS = 5_000;
/** How long before sign-out the warning dialog opens. */
export const INACTIVITY_WARNING_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Counts inactivity into the app store's sessionTimer (docs/product.md#states: added to cumulatively,
 * reset to 0). Any input resets it, as does a successful API answer (lib/api.ts). Only a visible
 * tab counts, so two open tabs do not count twice.
 */
export function useInactivityTimer({
  enabled,
  timeoutMs,
  onTimeout,
}: {
  enabled: boolean;
  timeoutMs: number;
  onTimeout: () => void;
}): void {
  const addSessionTimer = useAppStore((s) => s.addSessionTimer);
  const resetSessionTimer = useAppStore((s) => s.resetSessionTimer);
  const setFlag = useAppStore((s) => s.setFlag);
  const sessionTimer = useAppStore((s) => s.sessionTimer);
  const dialogOpen = useAppStore((s) => s.sessionTimeoutDialog);

  useEffect(() => {
    if (!enabled) return;
    // While the warning is up, only its buttons count: a stray key must not hide it silently.
    const onActivity = () => {
      if (!useAppStore.getState().sessionTimeoutDialog) resetSessionTimer();
    };
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    const tick = setInterval(() => {
      if (document.visibilityState === 'visible') addSessionTimer(INACTIVITY_TICK_MS);
    }, INACTIVITY_TICK_MS);
    return () => {
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, onActivity));
      clearInterval(tick);
    };
  }, [enabled, addSessionTimer, resetSessionTimer]);

  useEffect(() => {
    if (!enabled) return;
    if (sessionTimer >= timeoutMs) onTimeout();
    else if (sessionTimer >= timeoutMs - INACTIVITY_WARNING_MS && !dialogOpen)
      setFlag('sessionTimeoutDialog', true);
  }, [enabled, sessionTimer, timeoutMs, dialogOpen, onTimeout, setFlag]);
}
