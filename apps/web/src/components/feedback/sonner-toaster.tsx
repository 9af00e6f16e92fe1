import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST } from '@dawa/contract';
import { toasterMounted } from '../../lib/notify.ts';
import { useAppStore } from '../../stores/app-store.ts';

/** Toasts bottom right: 4000 ms, 3 visible; Sonner's swipe threshold is the spec's 20 px. */
export default function SonnerToaster() {
  const theme = useAppStore((s) => s.theme);
  // Sonner subscribes in its own effect, which runs before this parent's: toasts sent now show.
  useEffect(toasterMounted, []);
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      theme={theme}
      closeButton
      richColors
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}
