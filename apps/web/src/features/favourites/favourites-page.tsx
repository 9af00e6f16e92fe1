import Button from '@mui/material/Button';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ListingGrid } from '../../components/listing/listing-grid.tsx';
import { EmptyState } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { savedPostsQuery } from '../../lib/posts.ts';

/** /fav: the listings the person saved; unsaving one takes its card away at once. */
export function Component() {
  const saved = useInfiniteQuery(savedPostsQuery());
  return (
    <>
      <PageHeader title="Favourites" />
      <ListingGrid
        query={saved}
        label="Saved listings"
        empty={
          <EmptyState
            icon={<FavoriteBorderOutlined />}
            title="No saved listings yet"
            action={
              <Button component={RouterLink} to="/" variant="contained">
                Browse the marketplace
              </Button>
            }
          >
            Press the heart on a listing to keep it here and come back to it later.
          </EmptyState>
        }
      />
    </>
  );
}
