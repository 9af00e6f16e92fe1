import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TPost, TPostListResponse } from '@dawa/contract';
import { ErrorState } from '../list/error-state.tsx';
import { SkeletonBlock } from '../list/skeleton-block.tsx';
import { pagePosts } from '../../lib/posts.ts';
import { ListingCard } from './listing-card.tsx';
import { listingWords } from '../../i18n/listing/index.ts';
import { useWords } from '../../i18n/words.ts';

/** docs/design.md#layouts: 2 columns at 360 px, 3 at sm, 4 at md, 5 at lg. */
const GRID_SX = {
  display: 'grid',
  gap: { xs: 1.25, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

/** Cards in the marketplace grid, as a list (so a screen reader says how many there are). */
export function ListingCards({ posts, label }: { posts: TPost[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={GRID_SX}>
      {posts.map((post, i) => (
        <Box component="li" key={post.id} sx={{ display: 'flex', '& > *': { flex: 1 } }}>
          {/* The first row is above the fold: fetch it at once. */}
          <ListingCard post={post} eager={i < 5} first={i === 0} />
        </Box>
      ))}
    </Box>
  );
}

/** Grey cards where listings will be (skeletons, not spinners). */
export function ListingGridSkeleton({ count = 10, label }: { count?: number; label?: string }) {
  const t = useWords(listingWords);
  return (
    <Box role="status" aria-label={label ?? t('loading')} aria-busy="true" sx={GRID_SX}>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i}>
          <SkeletonBlock sx={{ aspectRatio: '4 / 3' }} />
          <SkeletonBlock variant="text" sx={{ width: '45%', mt: 1 }} />
          <SkeletonBlock variant="text" sx={{ width: '90%' }} />
          <SkeletonBlock variant="text" sx={{ width: '60%' }} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * Pages loaded by scrolling alone before the grid waits for Load more: the footer stays within
 * reach and a phone does not pile up listings nobody asked for. Load more starts another run.
 */
const PAGES_PER_RUN = 6;

/**
 * An endless grid of listings: the first page with skeletons, an empty state, Retry on failure,
 * the next page when the end of the grid comes near (IntersectionObserver), and a Load more
 * button after a run of pages or for browsers and users that do not scroll there.
 */
export function ListingGrid({
  query,
  label,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<TPostListResponse, unknown>>;
  /** Names the list for assistive technology: "Latest listings". */
  label: string;
  /** Shown when the filter matches nothing. */
  empty: ReactNode;
}) {
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage } = query;
  const t = useWords(listingWords);
  const fetchNext = query.fetchNextPage;
  const isNextError = query.isFetchNextPageError;
  const sentinel = useRef<HTMLDivElement>(null);
  const pageCount = data?.pages.length ?? 0;
  const [autoLoadUntil, setAutoLoadUntil] = useState(PAGES_PER_RUN);
  const canAutoLoad =
    hasNextPage && !isFetchingNextPage && !isNextError && pageCount < autoLoadUntil;
  const loadMore = () => {
    setAutoLoadUntil(pageCount + PAGES_PER_RUN);
    void fetchNext();
  };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNext();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canAutoLoad, fetchNext]);

  if (isPending) return <ListingGridSkeleton />;
  if (isError && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const posts = pagePosts(data);
  if (posts.length === 0) return <>{empty}</>;
  return (
    <Box
      aria-busy={query.isPlaceholderData || undefined}
      sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <ListingCards posts={posts} label={label} />
      <div ref={sentinel} />
      {isFetchingNextPage && (
        <Box sx={{ mt: 2 }}>
          <ListingGridSkeleton count={5} label={t('loadingMore')} />
        </Box>
      )}
      {isNextError && <ErrorState error={error} onRetry={() => void fetchNext()} sx={{ mt: 2 }} />}
      {hasNextPage && !isFetchingNextPage && !isNextError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={loadMore}>
            {t('loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
