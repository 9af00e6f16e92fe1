import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { parentCategoriesQuery } from '../../../lib/posts.ts';
import {
  useRecentSearchesStore,
  type RecentSearch,
} from '../../../stores/recent-searches-store.ts';
import { PanelCard } from '../components/panel-card.tsx';
import { useWords } from '../../../i18n/words.ts';
import { dashboardWords } from '../i18n/index.ts';
import { withParts } from '../../../i18n/rich.tsx';

const searchPath = (s: RecentSearch) => {
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  if (s.category) params.set('category', s.category);
  return `/search?${params.toString()}`;
};

/** The buyer's recent searches, kept on this device only; one tap runs one again. */
export default function RecentSearchesPanel() {
  const t = useWords(dashboardWords);
  const searches = useRecentSearchesStore((s) => s.searches);
  const clear = useRecentSearchesStore((s) => s.clear);
  const categories = useQuery(parentCategoriesQuery);
  const nameOf = (id: string | null) =>
    id ? (categories.data?.find((c) => c.id === id)?.name ?? null) : null;
  return (
    <PanelCard
      id="recent-searches"
      title={t('recentSearches')}
      action={
        searches.length > 0 && (
          <Button size="small" onClick={clear}>
            {t('clear')}
          </Button>
        )
      }
    >
      {searches.length === 0 ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', color: 'text.secondary' }}>
          <HistoryOutlined aria-hidden />
          <Typography>
            {withParts(t('noSearches'), {
              search: <RouterLink to="/search">{t('searchMarketplace')}</RouterLink>,
            })}
          </Typography>
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label={t('recentSearches')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {searches.map((s) => {
            const category = nameOf(s.category);
            const label =
              s.q && category
                ? t('searchForIn', { query: s.q, category })
                : s.q
                  ? t('searchFor', { query: s.q })
                  : category
                    ? t('searchIn', { category })
                    : '';
            return (
              <li key={`${s.q}|${s.category ?? ''}`}>
                <Chip
                  component={RouterLink}
                  to={searchPath(s)}
                  clickable
                  variant="outlined"
                  label={label || t('allListings')}
                  sx={{ maxWidth: '100%' }}
                />
              </li>
            );
          })}
        </Box>
      )}
    </PanelCard>
  );
}
