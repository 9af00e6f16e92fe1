import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagePosts, postListQuery } from '../../../lib/posts.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { useWords } from '../../../i18n/words.ts';
import { listingPageWords } from '../i18n/index.ts';

// The cards and their grid are code the listing's first screen does not draw: they come with the
// request, when the person scrolls towards them.
const SimilarCards = lazy(() => import('./similar-cards.tsx'));

/** Room for one row of cards while their code and data come, below the fold. */
const RESERVED_SX = { minHeight: 320 } as const;

/**
 * Up to eight other listings of the same sub-category; nothing at all when there are none. Below
 * the listing, so asked for when the person scrolls towards them, not with the first screen.
 */
export function SimilarListings({ postId, subCategory }: { postId: string; subCategory: string }) {
  const [section, near] = useNearViewport<HTMLElement>();
  const t = useWords(listingPageWords);
  // The same key as the grids use, so hearts pressed here show everywhere.
  const similar = useInfiniteQuery({
    ...postListQuery({ subCategory, limit: 9 }),
    enabled: near,
  });
  const posts = pagePosts(similar.data)
    .filter((p) => p.id !== postId)
    .slice(0, 8);
  if (similar.isError || (similar.isSuccess && posts.length === 0)) return null;
  const reserved = <Box aria-busy="true" sx={RESERVED_SX} />;
  return (
    <Box ref={section} component="section" aria-labelledby="similar-title" sx={{ mt: 5 }}>
      <Typography id="similar-title" variant="h2" sx={{ mb: 2 }}>
        {t('similar')}
      </Typography>
      {near ? (
        <Suspense fallback={reserved}>
          <SimilarCards posts={similar.isPending ? null : posts} />
        </Suspense>
      ) : (
        reserved
      )}
    </Box>
  );
}
