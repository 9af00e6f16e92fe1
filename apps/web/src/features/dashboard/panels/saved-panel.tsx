import Button from '@mui/material/Button';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/list/list-states.tsx';
import { ListingCards, ListingGridSkeleton } from '../../../components/listing/listing-grid.tsx';
import { savedPostsQuery } from '../../../lib/posts.ts';
import { BUYER_PANEL_SIZE } from '../api/dashboard-api.ts';
import { PanelCard } from '../components/panel-card.tsx';
import { formatNumber } from '@dawa/contract';

/** The listings this person saved, newest saved first (a buyer's panel, issue 13). */
export default function SavedPanel() {
  const saved = useInfiniteQuery(savedPostsQuery({ limit: BUYER_PANEL_SIZE }));
  const first = saved.data?.pages[0]?.posts;
  let body;
  if (saved.isPending)
    body = <ListingGridSkeleton count={BUYER_PANEL_SIZE} label="Loading saved listings" />;
  else if (saved.isError)
    body = <ErrorState error={saved.error} onRetry={() => void saved.refetch()} />;
  else if (!first || first.posts.length === 0)
    body = (
      <EmptyState
        icon={<FavoriteBorderOutlined />}
        title="No saved listings yet"
        action={
          <Button component={RouterLink} to="/" variant="outlined">
            Browse the marketplace
          </Button>
        }
      >
        Press the heart on a listing to keep it here.
      </EmptyState>
    );
  else body = <ListingCards posts={first.posts} label="Saved listings" />;
  return (
    <PanelCard
      id="saved"
      title="Saved listings"
      action={
        first && first.total > 0 ? (
          <Button component={RouterLink} to="/fav" size="small">
            See all {formatNumber(first.total)}
          </Button>
        ) : undefined
      }
    >
      {body}
    </PanelCard>
  );
}
