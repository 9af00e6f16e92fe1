import Button from '@mui/material/Button';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ListingGrid } from '../../../components/listing/listing-grid.tsx';
import { EmptyState } from '../../../components/list/list-states.tsx';
import { savedPostsQuery } from '../../../lib/posts.ts';

/** The Saved tab: listings I saved with the heart (GET /saved-posts). */
export function SavedListings() {
  const saved = useInfiniteQuery(savedPostsQuery());
  return (
    <ListingGrid
      query={saved}
      label="Saved listings"
      empty={
        <EmptyState
          icon={<FavoriteBorderOutlined />}
          title="No saved listings yet"
          action={
            <Button component={RouterLink} to="/" variant="contained">
              Browse listings
            </Button>
          }
        >
          Press the heart on a listing to keep it here.
        </EmptyState>
      }
    />
  );
}
