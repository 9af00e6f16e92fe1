import { Toaster } from 'sonner';
import { TOAST } from '@dawa/contract';
import { useAppStore } from '../../stores/app-store.ts';

/** Toasts bottom right: 4000 ms, 3 visible; Sonner's swipe threshold is the spec's 20 px. */
export function AppToaster() {
  const theme = useAppStore((s) => s.theme);
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
