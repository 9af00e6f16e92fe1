import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PROGRESS_BAR_HEIGHT } from '@dawa/contract';
import { publicConfig } from '../../config/public-config.ts';
import { useNavigationPending } from './navigation-pending.ts';
import { inDarkTheme } from '../../theme/create-app-theme.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

/**
 * Route-change feedback of docs/product.md#app-shell: a top progress bar (height 4) while the next page's code
 * loads, and a page gate that blocks the old page with a loader meanwhile, for at most
 * PAGE_GATE_MS (then the bar alone carries on, so a slow network never traps the user).
 */
export function NavigationFeedback() {
  const loading = useNavigationPending();
  const gated = useGate(loading, publicConfig.pageGateMs);
  return (
    <>
      {loading && <TopProgressBar />}
      {gated && <PageGateOverlay />}
    </>
  );
}

/**
 * An indeterminate bar across the top, drawn with CSS alone (MUI's LinearProgress would add
 * ~1.5 KB gzip to the first page for the same look).
 */
const DARK_TRACK = inDarkTheme({ bgcolor: 'rgba(45,212,191,0.25)' });
const DARK_VEIL = inDarkTheme({ bgcolor: 'rgba(11,20,22,0.45)' });

function TopProgressBar() {
  const t = useWords(layoutWords);
  return (
    <Box
      role="progressbar"
      aria-label={t('loadingPage')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: PROGRESS_BAR_HEIGHT,
        overflow: 'hidden',
        zIndex: (t) => t.zIndex.tooltip + 1,
        bgcolor: 'rgba(15,118,110,0.2)',
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: 'dawa-progress 1.2s ease-in-out infinite',
        },
        '@keyframes dawa-progress': {
          from: { left: '-40%' },
          to: { left: '100%' },
        },
        '@media (prefers-reduced-motion: reduce)': {
          '&::after': { animation: 'none', left: 0, width: '100%', opacity: 0.6 },
        },
        ...DARK_TRACK,
      }}
    />
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
  const t = useWords(layoutWords);
  return (
    <Box
      role="progressbar"
      aria-label={t('openingPage')}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (t) => t.zIndex.modal - 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(246,248,248,0.55)',
        ...DARK_VEIL,
        // Quick navigations finish before the loader is worth showing: fade it in late.
        animation: 'dawa-gate-in 120ms ease-out 150ms both',
        '@keyframes dawa-gate-in': { from: { opacity: 0 }, to: { opacity: 1 } },
      }}
    >
      <CircularProgress size={36} />
    </Box>
  );
}
