import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST } from '@dawa/contract';
import { toasterMounted } from '../../lib/notify.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { FONT_FAMILY } from '../../theme/create-app-theme.ts';

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
      // The app's faces, Noto Sans Ethiopic included: Sonner's own CSS sets a system font on its
      // list, which 'inherit' would pass on, and a system without an Ethiopic face draws boxes.
      toastOptions={{ style: { fontFamily: FONT_FAMILY } }}
    />
  );
}
