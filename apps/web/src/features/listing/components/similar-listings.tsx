import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ListingCards, ListingGridSkeleton } from '../../../components/listing/listing-grid.tsx';
import { pagePosts, postListQuery } from '../../../lib/posts.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

/**
 * Up to eight other listings of the same sub-category; nothing at all when there are none. Below
 * the listing, so asked for when the person scrolls towards them, not with the first screen.
 */
export function SimilarListings({ postId, subCategory }: { postId: string; subCategory: string }) {
  const [section, near] = useNearViewport<HTMLElement>();
  // The same key as the grids use, so hearts pressed here show everywhere.
  const similar = useInfiniteQuery({
    ...postListQuery({ subCategory, limit: 9 }),
    enabled: near,
  });
  const posts = pagePosts(similar.data)
    .filter((p) => p.id !== postId)
    .slice(0, 8);
  if (similar.isError || (similar.isSuccess && posts.length === 0)) return null;
  return (
    <Box ref={section} component="section" aria-labelledby="similar-title" sx={{ mt: 5 }}>
      <Typography id="similar-title" variant="h2" sx={{ mb: 2 }}>
        Similar listings
      </Typography>
      {similar.isPending ? (
        <ListingGridSkeleton count={5} label="Loading similar listings" />
      ) : (
        <ListingCards posts={posts} label="Similar listings" />
      )}
    </Box>
  );
}
