import Button from '@mui/material/Button';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../list/list-states.tsx';
import { savedPostsQuery } from '../../lib/posts.ts';
import { ListingGrid } from './listing-grid.tsx';

/**
 * The listings I saved with the heart (GET /saved-posts), as /fav and the profile's Saved tab show
 * them; unsaving one takes its card away at once.
 */
export function SavedListingsGrid() {
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
              Browse the marketplace
            </Button>
          }
        >
          Press the heart on a listing to keep it here and come back to it later.
        </EmptyState>
      }
    />
  );
}
