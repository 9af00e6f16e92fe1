import Button from '@mui/material/Button';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/list/list-states.tsx';
import { ListingCards, ListingGridSkeleton } from '../../../components/listing/listing-grid.tsx';
import { savedPostsQuery } from '../../../lib/posts.ts';
import { BUYER_PANEL_SIZE } from '../api/dashboard-api.ts';
import { PanelCard } from '../components/panel-card.tsx';
import { useWords } from '../../../i18n/words.ts';
import { dashboardWords } from '../i18n/index.ts';

/** The listings this person saved, newest saved first (a buyer's panel, issue 13). */
export default function SavedPanel() {
  const t = useWords(dashboardWords);
  const saved = useInfiniteQuery(savedPostsQuery({ limit: BUYER_PANEL_SIZE }));
  const first = saved.data?.pages[0]?.posts;
  let body;
  if (saved.isPending)
    body = <ListingGridSkeleton count={BUYER_PANEL_SIZE} label={t('loadingSaved')} />;
  else if (saved.isError)
    body = <ErrorState error={saved.error} onRetry={() => void saved.refetch()} />;
  else if (!first || first.posts.length === 0)
    body = (
      <EmptyState
        icon={<FavoriteBorderOutlined />}
        title={t('noSaved')}
        action={
          <Button component={RouterLink} to="/" variant="outlined">
            {t('browseMarketplace')}
          </Button>
        }
      >
        {t('noSavedHint')}
      </EmptyState>
    );
  else body = <ListingCards posts={first.posts} label={t('savedListings')} />;
  return (
    <PanelCard
      id="saved"
      title={t('savedListings')}
      action={
        first && first.total > 0 ? (
          <Button component={RouterLink} to="/fav" size="small">
            {t('seeAll', { count: first.total })}
          </Button>
        ) : undefined
      }
    >
      {body}
    </PanelCard>
  );
}
