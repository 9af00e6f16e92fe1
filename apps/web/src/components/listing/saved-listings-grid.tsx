import Button from '@mui/material/Button';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../list/list-states.tsx';
import { savedPostsQuery } from '../../lib/posts.ts';
import { ListingGrid } from './listing-grid.tsx';
import { accountWords } from '../../i18n/account/index.ts';
import { useWords } from '../../i18n/words.ts';

/**
 * The listings I saved with the heart (GET /saved-posts), as /fav and the profile's Saved tab show
 * them; unsaving one takes its card away at once.
 */
export function SavedListingsGrid() {
  const saved = useInfiniteQuery(savedPostsQuery());
  const t = useWords(accountWords);
  return (
    <ListingGrid
      query={saved}
      label={t('savedListings')}
      empty={
        <EmptyState
          icon={<FavoriteBorderOutlined />}
          title={t('noSavedListings')}
          action={
            <Button component={RouterLink} to="/" variant="contained">
              {t('browseMarketplace')}
            </Button>
          }
        >
          {t('savedListingsHint')}
        </EmptyState>
      }
    />
  );
}
