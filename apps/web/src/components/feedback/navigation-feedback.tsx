import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR_HEIGHT } from '@dawa/contract';
import { publicConfig } from '../../config/public-config.ts';

/**
 * Route-change feedback of spec section 2: a top progress bar (height 4) while the next page's code
 * loads, and a page gate that blocks the old page with a loader meanwhile, for at most
 * PAGE_GATE_MS (then the bar alone carries on, so a slow network never traps the user).
 */
export function NavigationFeedback() {
  const loading = useNavigation().state === 'loading';
  const gated = useGate(loading, publicConfig.pageGateMs);
  return (
    <>
      {loading && (
        <LinearProgress
          aria-label="Loading page"
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            height: PROGRESS_BAR_HEIGHT,
            zIndex: (t) => t.zIndex.tooltip + 1,
          }}
        />
      )}
      {gated && <PageGateOverlay />}
    </>
  );
}

function useGate(loading: boolean, maxMs: number): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setExpired(true), maxMs);
    // Re-arm for the next navigation once this one ends.
    return () => {
      clearTimeout(timer);
      setExpired(false);
    };
  }, [loading, maxMs]);
  return loading && !expired && maxMs > 0;
}

/** The blocking loader: also the first paint while the first page's code arrives. */
export function PageGateOverlay() {
  return (
    <Box
      role="progressbar"
      aria-label="Opening page"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (t) => t.zIndex.modal - 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: (t) =>
          t.palette.mode === 'dark' ? 'rgba(11,20,22,0.45)' : 'rgba(246,248,248,0.55)',
        // Quick navigations finish before the loader is worth showing: fade it in late.
        animation: 'dawa-gate-in 120ms ease-out 150ms both',
        '@keyframes dawa-gate-in': { from: { opacity: 0 }, to: { opacity: 1 } },
      }}
    >
      <CircularProgress size={36} />
    </Box>
  );
}
