import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';

// The marketplace (search, chips, price range, grid, and TanStack Query's list machinery) is its
// own chunk: the hero paints with the first page's JavaScript (budget 170 KB gzip), the grid's
// code follows. The fallback is plain boxes, so no MUI component joins the first page for it.

const MarketplaceSection = lazy(() => import('./marketplace-section.tsx'));

const block = { bgcolor: 'action.hover', borderRadius: '10px' } as const;

function MarketplaceFallback() {
  return (
    <Box role="status" aria-label="Loading listings" aria-busy="true">
      <Box sx={{ ...block, height: 40, mb: 2, maxWidth: 360 }} />
      <Box sx={{ ...block, height: 32, mb: 2.5 }} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.25, sm: 2 },
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {Array.from({ length: 10 }, (_, i) => (
          <Box key={i} sx={{ ...block, aspectRatio: '3 / 4' }} />
        ))}
      </Box>
    </Box>
  );
}

/** True once the element is within `margin` of the viewport (at once where nothing can tell). */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (!node || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return { ref, isNear };
}

/**
 * Where the marketplace goes on the front page. Its code is fetched when the section comes near
 * the screen: with the first page where it shows at once, after the hero on a phone.
 */
export function MarketplaceSlot() {
  const { ref, isNear } = useNearViewport('200px 0px');
  return (
    <div ref={ref}>
      {isNear ? (
        <Suspense fallback={<MarketplaceFallback />}>
          <MarketplaceSection />
        </Suspense>
      ) : (
        <MarketplaceFallback />
      )}
    </div>
  );
}
