import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import type { TPostDetail } from '@dawa/contract';
import { ListingBadge } from '../../components/listing/listing-badge.tsx';
import {
  formatExpiry,
  formatPrice,
  showsNegotiableToo,
} from '../../components/listing/listing-format.ts';
import { SaveButton } from '../../components/listing/save-button.tsx';
import { ErrorState } from '../../components/list/error-state.tsx';
import { BreadcrumbTrail } from '../../components/page/breadcrumb-trail.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { meQuery } from '../../lib/me.ts';
import { postDetailQuery } from '../../lib/posts.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { Gallery } from './components/gallery.tsx';
import { managesListing } from './manages-listing.ts';
import { ListingDetails } from './components/listing-details.tsx';
import { SellerCard } from './components/seller-card.tsx';
import { ShareButton } from './components/share-button.tsx';
import { SimilarListings } from './components/similar-listings.tsx';
import { isUuid } from '../../lib/ids.ts';
import { usePageTitle } from '../../components/page/use-document-title.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';
import { listingPageWords } from './i18n/index.ts';
import { listingWords } from '../../i18n/listing/index.ts';

// The report form (react-hook-form and the contract's zod schema) loads when someone reports.
// Only the seller and administrators see it: visitors do not download it (nor MUI's Alert).
const OwnerPanel = lazy(() =>
  import('./components/owner-panel.tsx').then((m) => ({ default: m.OwnerPanel })),
);
const ReportDialog = lazy(() =>
  import('./components/report-dialog.tsx').then((m) => ({ default: m.ReportDialog })),
);

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /listing/:id: one listing with everything a buyer needs to decide and reach the seller. */
export function Component() {
  const { id = '' } = useParams();
  // A mistyped link is answered here; the API is asked only about ids it could know.
  const isId = isUuid(id);
  const listing = useQuery({ ...postDetailQuery(id), enabled: isId });
  usePageTitle(listing.data?.title ?? null);

  if (!isId || (listing.isError && isMissing(listing.error))) return <ListingNotFound />;
  if (listing.isPending) return <ListingSkeleton />;
  if (listing.isError)
    return <ErrorState error={listing.error} onRetry={() => void listing.refetch()} />;
  return <ListingView post={listing.data} />;
}

function ListingNotFound() {
  const t = useWords(listingPageWords);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 }, maxWidth: 560, mx: 'auto' }}>
      <SearchOffOutlined sx={{ fontSize: 56, color: 'text.secondary', mb: 2 }} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {t('notHere')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('notHereText')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('browse')}
      </Button>
    </Box>
  );
}

function ListingView({ post }: { post: TPostDetail }) {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const myId = useAuthStore((s) => s.userInfo?.id ?? null);
  const me = useQuery({ ...meQuery, enabled: isAuthenticated });
  const chosenId = useAuthStore((s) => s.tenant?.id ?? null);
  const chosenRole = useAuthStore((s) => s.tenant_role);
  const isOwner = managesListing(post.createdBy, myId, { id: chosenId, role: chosenRole });
  const isAdmin = me.data?.isPlatformAdmin === true;
  const [isReporting, setIsReporting] = useState(false);
  const setFlag = useAppStore((s) => s.setFlag);
  const t = useWords(listingPageWords);
  const tl = useWords(listingWords);
  const locale = useLocale();

  const report = () => {
    if (isAuthenticated) setIsReporting(true);
    else setFlag('loginDialog', true);
  };

  return (
    <>
      <BreadcrumbTrail
        crumbs={[
          { label: t('marketplace'), to: '/' },
          { label: post.category.name },
          { label: post.subCategory.name },
        ]}
        sx={{ mb: 1.5 }}
      />
      {(isOwner || isAdmin) && (
        <Suspense fallback={<Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />}>
          <OwnerPanel post={post} isOwner={isOwner} />
        </Suspense>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Gallery medias={post.medias} title={post.title} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Box>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
              {post.title}
            </Typography>
            <Typography
              className="tabular-nums"
              sx={{ color: 'secondary.main', fontWeight: 700, fontSize: '1.6rem' }}
            >
              {formatPrice(post, locale)}
            </Typography>
            {post.status === 'EXPIRED' && (
              <Typography role="status" color="error" sx={{ fontWeight: 600, mt: 1 }}>
                {post.expiry_date
                  ? t('expiredOn', { date: formatExpiry(post.expiry_date, locale) })
                  : t('expired')}
              </Typography>
            )}
            {post.pack_size && (
              // What the price buys; wraps on a phone rather than running off the screen.
              <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                {post.pack_size}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
              {showsNegotiableToo(post) && <ListingBadge>{tl('negotiable')}</ListingBadge>}
              {post.bulk_available && <ListingBadge tone="accent">{tl('bulk')}</ListingBadge>}
              {post.delivery_available && <ListingBadge>{tl('delivery')}</ListingBadge>}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {!isOwner && (
              <Box
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: '10px',
                  // As tall as the buttons beside it (MUI's medium button).
                  height: 36.5,
                  boxSizing: 'border-box',
                  pl: 0.5,
                  pr: 2,
                }}
              >
                <SaveButton post={post} size="small" />
                <Typography variant="body2" aria-hidden sx={{ fontWeight: 600 }}>
                  {post.isSavedPost ? t('saved') : t('save')}
                </Typography>
              </Box>
            )}
            <ShareButton title={post.title} />
            {!isOwner && (
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<FlagOutlined />}
                onClick={report}
                sx={{ borderColor: 'divider' }}
              >
                {t('report')}
              </Button>
            )}
          </Box>
          <SellerCard
            seller={post.createdBy}
            contactPhone={post.contactPhone}
            isOwn={isOwner}
            postId={post.id}
          />
        </Box>
      </Box>
      <Box sx={{ mt: 4, maxWidth: 820 }}>
        <ListingDetails post={post} />
      </Box>
      <SimilarListings postId={post.id} subCategory={post.subCategory.id} />
      {isReporting && (
        <Suspense fallback={null}>
          <ReportDialog postId={post.id} open onClose={() => setIsReporting(false)} />
        </Suspense>
      )}
    </>
  );
}

function ListingSkeleton() {
  const t = useWords(listingPageWords);
  return (
    <Box role="status" aria-label={t('loading')} aria-busy="true">
      <Skeleton width={220} sx={{ mb: 1.5 }} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        <Box>
          <Skeleton variant="text" sx={{ fontSize: '1.75rem' }} />
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.6rem' }} />
          <Skeleton variant="rounded" height={40} sx={{ my: 2 }} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      </Box>
    </Box>
  );
}
