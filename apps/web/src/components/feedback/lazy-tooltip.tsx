import { lazy, Suspense } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's Tooltip, downloaded when first drawn: it brings Popper (~11 KB compressed together), which
 * a public page should not pay for up front for a hint on one button. Until it arrives the child
 * is drawn alone, so the control works at once.
 */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
