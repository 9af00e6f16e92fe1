import type { TPost } from '@dawa/contract';
import { ListingCards, ListingGridSkeleton } from '../../../components/listing/listing-grid.tsx';

/** The similar listings' cards, or their skeletons while the list comes (`posts` null). */
export default function SimilarCards({ posts }: { posts: TPost[] | null }) {
  return posts ? (
    <ListingCards posts={posts} label="Similar listings" />
  ) : (
    <ListingGridSkeleton count={5} label="Loading similar listings" />
  );
}
