import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  DASHBOARD_LISTING_STATES,
  type TDashboardListing,
  type TDashboardListingCounts,
  type TDashboardListingState,
} from '@dawa/contract';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/list/list-states.tsx';
import { Pager } from '../../../components/list/pager.tsx';
import { formatPrice } from '../../../components/listing/listing-format.ts';
import { editListingPath } from '../../../lib/posts.ts';
import { useSellingAs } from '../../../lib/selling.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useTenantStore } from '../../../stores/tenant-store.ts';
import { DASHBOARD_LISTINGS_LIMIT, myListingsQuery } from '../api/dashboard-api.ts';
import { PanelCard } from '../components/panel-card.tsx';
import { mostlyBuys } from '../dashboard-panels.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { STATE_WORDS } from '../dashboard-words.ts';
import { dashboardWords } from '../i18n/index.ts';

// Awaiting review is not a fault (issue 31): it reads as information, not a warning.
const STATE_COLORS: Record<TDashboardListingState, 'success' | 'info' | 'error' | 'default'> = {
  LIVE: 'success',
  PENDING: 'info',
  REJECTED: 'error',
  SOLD: 'default',
  DRAFT: 'default',
  EXPIRED: 'default',
};

/** The seller's listings by state, with what happened to each (issue 13). */
export default function MyListingsPanel() {
  const t = useWords(dashboardWords);
  const userId = useAuthStore((s) => s.userInfo?.id ?? '');
  const selling = useSellingAs();
  // A clinic or agency mostly buys: selling is offered, not led with (issue 31).
  const isBuyer = mostlyBuys({ tenant: useTenantStore((s) => s.tenantDetail) });
  const [state, setState] = useState<TDashboardListingState | null>(null);
  const [page, setPage] = useState(1);
  const listings = useQuery({
    ...myListingsQuery(userId, state, (page - 1) * DASHBOARD_LISTINGS_LIMIT),
    enabled: userId !== '',
  });
  const choose = (next: TDashboardListingState | null) => {
    setState(next);
    setPage(1);
  };

  let body;
  if (listings.isPending) body = <ListSkeleton rows={3} height={72} label={t('loadingListings')} />;
  else if (listings.isError)
    body = <ErrorState error={listings.error} onRetry={() => void listings.refetch()} />;
  else if (listings.data.total === 0 && state === null && !selling.canSell)
    body = (
      <EmptyState icon={<Inventory2Outlined />} title={t('noListings')}>
        {t('organisationListingsHint', { organisation: selling.organisation?.name ?? '' })}
      </EmptyState>
    );
  else if (listings.data.total === 0 && state === null)
    body = (
      <EmptyState
        icon={<Inventory2Outlined />}
        title={isBuyer ? t('nothingListed') : t('noListings')}
        action={
          <Button
            component={RouterLink}
            to="/post/step-1-media-upload"
            variant={isBuyer ? 'outlined' : 'contained'}
            startIcon={<AddOutlined />}
          >
            {t('postListing')}
          </Button>
        }
      >
        {isBuyer
          ? t('buyerPostHint', {
              organisation: selling.organisation?.name ?? t('yourOrganisation'),
            })
          : t('sellerPostHint')}
      </EmptyState>
    );
  else
    body = (
      <>
        <StateTabs counts={listings.data.counts} state={state} onChange={choose} />
        {listings.data.docs.length === 0 ? (
          <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
            {t(STATE_WORDS[state ?? 'LIVE'].empty)}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('myListings')}
            sx={{ listStyle: 'none', m: 0, p: 0, opacity: listings.isPlaceholderData ? 0.6 : 1 }}
          >
            {listings.data.docs.map((listing) => (
              <ListingLine key={listing.id} listing={listing} />
            ))}
          </Box>
        )}
        <Pager data={listings.data} page={page} onPage={setPage} noun={t('listingsNoun')} />
      </>
    );

  return (
    <PanelCard id="my-listings" title={t('myListings')}>
      {body}
    </PanelCard>
  );
}

function StateTabs({
  counts,
  state,
  onChange,
}: {
  counts: TDashboardListingCounts;
  state: TDashboardListingState | null;
  onChange: (state: TDashboardListingState | null) => void;
}) {
  const t = useWords(dashboardWords);
  const all = DASHBOARD_LISTING_STATES.reduce((sum, s) => sum + counts[s], 0);
  // Expired shows only when there is one: most sellers never see the word.
  const states = DASHBOARD_LISTING_STATES.filter((s) => s !== 'EXPIRED' || counts[s] > 0);
  return (
    <Tabs
      value={state ?? 'ALL'}
      onChange={(_event, value: TDashboardListingState | 'ALL') =>
        onChange(value === 'ALL' ? null : value)
      }
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('listingsByState')}
      sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
    >
      <Tab value="ALL" label={t('allCount', { count: String(all) })} sx={{ minHeight: 40 }} />
      {states.map((s) => (
        <Tab
          key={s}
          value={s}
          label={t('stateCount', { state: t(STATE_WORDS[s].label), count: String(counts[s]) })}
          sx={{ minHeight: 40 }}
        />
      ))}
    </Tabs>
  );
}

function ListingLine({ listing }: { listing: TDashboardListing }) {
  const t = useWords(dashboardWords);
  const locale = useLocale();
  // Messages show once the platform counts them (chat); until then nothing is made up.
  const stats = [
    t('views', { count: listing.views }),
    t('saves', { count: listing.saves }),
    ...(listing.messages === null ? [] : [t('messageCount', { count: listing.messages })]),
  ].join(' · ');
  return (
    <Box
      component="li"
      aria-label={listing.title}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box
        sx={{
          width: 72,
          aspectRatio: '4 / 3',
          borderRadius: 1.5,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.disabled',
        }}
      >
        {listing.thumbnailUrl ? (
          <Box
            component="img"
            src={listing.thumbnailUrl}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageOutlined aria-hidden />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={`/listing/${listing.id}`}
            color="text.primary"
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', mr: 'auto' }}
          >
            {listing.title}
          </Link>
          <Chip
            size="small"
            variant="outlined"
            color={STATE_COLORS[listing.state]}
            label={t(STATE_WORDS[listing.state].label)}
          />
        </Box>
        <Typography sx={{ color: 'secondary.main', fontWeight: 700 }} className="tabular-nums">
          {formatPrice(listing, locale)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {stats}
        </Typography>
        {listing.state === 'REJECTED' && listing.rejection_reason && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {t('rejectedBecause', { reason: listing.rejection_reason })}
          </Typography>
        )}
        {(listing.state === 'REJECTED' || listing.state === 'DRAFT') && (
          <Button
            component={RouterLink}
            to={editListingPath(listing.id)}
            size="small"
            sx={{ mt: 0.5, ml: -1 }}
          >
            {listing.state === 'REJECTED' ? t('fixAndResubmit') : t('finishAndPublish')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
