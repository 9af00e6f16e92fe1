import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/list/list-states.tsx';
import { ListingCards, ListingGridSkeleton } from '../../../components/listing/listing-grid.tsx';
import { parentCategoriesQuery, savedPostsQuery } from '../../../lib/posts.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useRecentSearchesStore } from '../../../stores/recent-searches-store.ts';
import { BUYER_PANEL_SIZE, newInCategoryQuery } from '../api/dashboard-api.ts';
import { PanelCard } from '../components/panel-card.tsx';
import { useWords } from '../../../i18n/words.ts';
import { dashboardWords } from '../i18n/index.ts';

/** How many of the buyer's categories the panel follows. */
const CATEGORIES_FOLLOWED = 3;

/**
 * New listings in the buyer's categories (issue 13): the categories of their recent searches and
 * saved listings, newest listings first, without their own and the ones they already saved.
 */
export default function NewListingsPanel() {
  const t = useWords(dashboardWords);
  const userId = useAuthStore((s) => s.userInfo?.id ?? 'guest');
  const searches = useRecentSearchesStore((s) => s.searches);
  const saved = useInfiniteQuery(savedPostsQuery({ limit: BUYER_PANEL_SIZE }));
  const savedPosts = useMemo(() => saved.data?.pages[0]?.posts.posts ?? [], [saved.data]);
  const categories = useMemo(() => {
    const ids = [...searches.map((s) => s.category), ...savedPosts.map((p) => p.category)].filter(
      (id): id is string => id !== null,
    );
    return [...new Set(ids)].slice(0, CATEGORIES_FOLLOWED);
  }, [searches, savedPosts]);
  const names = useQuery(parentCategoriesQuery);
  const lists = useQueries({
    queries: categories.map((category) => newInCategoryQuery(category, userId)),
  });

  const isPending = saved.isPending || lists.some((l) => l.isPending);
  const failed = lists.find((l) => l.isError);
  const posts = useMemo(() => {
    const savedIds = new Set(savedPosts.map((p) => p.id));
    const all = lists.flatMap((l) => l.data?.posts.posts ?? []);
    const unique = [...new Map(all.map((p) => [p.id, p])).values()];
    return unique
      .filter((p) => p.created_by !== userId && !savedIds.has(p.id))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, BUYER_PANEL_SIZE);
  }, [lists, savedPosts, userId]);

  let body;
  if (!saved.isPending && categories.length === 0)
    body = <Typography color="textSecondary">{t('noCategories')}</Typography>;
  else if (isPending)
    body = <ListingGridSkeleton count={BUYER_PANEL_SIZE} label={t('loadingNew')} />;
  else if (failed)
    body = (
      <ErrorState error={failed.error} onRetry={() => lists.forEach((l) => void l.refetch())} />
    );
  else if (posts.length === 0)
    body = <Typography color="textSecondary">{t('nothingNew')}</Typography>;
  else body = <ListingCards posts={posts} label={t('newListings')} />;

  return (
    <PanelCard id="new-in-categories" title={t('newInCategories')}>
      {categories.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {categories.map((id) => {
            const name = names.data?.find((c) => c.id === id)?.name;
            return name ? (
              <Chip
                key={id}
                component={RouterLink}
                to={`/search?category=${id}`}
                clickable
                size="small"
                label={name}
              />
            ) : null;
          })}
        </Box>
      )}
      {body}
      {posts.length > 0 && (
        <Button component={RouterLink} to="/search" size="small" sx={{ mt: 1.5 }}>
          {t('searchMarketplace')}
        </Button>
      )}
    </PanelCard>
  );
}
