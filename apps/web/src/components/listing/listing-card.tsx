import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Link as RouterLink } from 'react-router';
import { isExpiringSoon, isoDate, type TPost } from '@dawa/contract';
import {
  conditionLabel,
  formatAge,
  formatExpiry,
  formatPrice,
  primaryMedia,
} from './listing-format.ts';
import { ListingBadge } from './listing-badge.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { listingWords } from '../../i18n/listing/index.ts';
import { useWords } from '../../i18n/words.ts';
import { SaveButton } from './save-button.tsx';

export const listingPath = (id: string): string => `/listing/${id}`;

/** The badge of a listing that is not (yet) approved; an approved one needs none. */
const REVIEW_BADGES = {
  APPROVED: null,
  PENDING: 'awaitingReview',
  REJECTED: 'rejected',
} as const satisfies Record<TPost['compliance_status'], string | null>;

/** A saved listing that left the marketplace says so (favourites keep it). */
const GONE_BADGES: Partial<Record<TPost['status'], 'sold' | 'expired'>> = {
  SOLD: 'sold',
  EXPIRED: 'expired',
};

/** How a card's photo loads: `eager` in the first screen, `first` ahead of all others. */
interface PhotoLoading {
  post: TPost;
  /** In the first screen: not left to lazy loading. */
  eager?: boolean;
  /** The page's first photo, usually its largest paint: fetched ahead of the others. */
  first?: boolean;
}

/** The photo frame: a fixed 4:3 box, so a loading image never moves the page. */
export function ListingImage({ post, eager = false, first = false }: PhotoLoading) {
  const media = primaryMedia(post);
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        bgcolor: 'action.hover',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      {media ? (
        <Box
          component="img"
          src={media.thumbnailUrl}
          alt=""
          loading={eager || first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding={first ? 'auto' : 'async'}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ImageOutlined aria-hidden />
      )}
    </Box>
  );
}

/**
 * One listing in a grid (docs/design.md#listing-card): photo with the heart in its corner, title on two lines at
 * most, price in the secondary colour, location and age, badges. The whole card is one link (the
 * title's, stretched over the card); the heart sits above it as its own button.
 */
export function ListingCard({ post, eager = false, first = false }: PhotoLoading) {
  const t = useWords(listingWords);
  const locale = useLocale();
  const condition = conditionLabel(post.condition, locale);
  // Only its seller (or an administrator) is ever shown a listing that is not approved.
  const review = REVIEW_BADGES[post.compliance_status];
  const gone = GONE_BADGES[post.status];
  // The expiry matters to a buyer when it is near: stock to use soon (issue 31).
  const expiresSoon =
    post.status === 'ACTIVE' && isExpiringSoon(post.expiry_date, isoDate(new Date()));
  const titleId = useId();
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px',
        overflow: 'hidden',
        transition: 'box-shadow 120ms, border-color 120ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <ListingImage post={post} eager={eager} first={first} />
      <SaveButton
        post={post}
        size="small"
        sx={{
          position: 'absolute',
          top: 6,
          right: 6,
          zIndex: 2,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      />
      <Box sx={{ p: 1.25, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        <Typography
          component="p"
          sx={{ color: 'secondary.main', fontWeight: 700, fontSize: '1rem', lineHeight: 1.3 }}
          className="tabular-nums"
        >
          {formatPrice(post, locale)}
        </Typography>
        <Link
          id={titleId}
          component={RouterLink}
          to={listingPath(post.id)}
          color="text.primary"
          underline="none"
          sx={{
            fontSize: '0.9rem',
            fontWeight: 500,
            lineHeight: 1.35,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            minHeight: '2.7em',
            // The link covers the whole card, so any click on it opens the listing.
            '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            '&:focus-visible': { outline: 'none' },
            '&:focus-visible::after': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineOffset: -2,
              borderRadius: '12px',
            },
          }}
        >
          {post.title}
        </Link>
        {(post.pack_size || expiresSoon) && (
          // Wraps rather than cut off: the pack decides what the price buys.
          <Typography
            variant="caption"
            component="p"
            sx={{ m: 0, lineHeight: 1.35, overflowWrap: 'anywhere', color: 'text.secondary' }}
          >
            {post.pack_size}
            {post.pack_size && expiresSoon && ' · '}
            {expiresSoon && post.expiry_date && (
              <Box
                component="span"
                sx={(theme) => ({
                  color: 'warning.dark',
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                  ...theme.applyStyles('dark', { color: 'warning.light' }),
                })}
                suppressHydrationWarning
              >
                {t('expires', { date: formatExpiry(post.expiry_date, locale) })}
              </Box>
            )}
          </Typography>
        )}
        {(post.bulk_available || post.delivery_available || condition || review || gone) && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {gone && <ListingBadge tone="accent">{t(gone)}</ListingBadge>}
            {review && <ListingBadge tone="accent">{t(review)}</ListingBadge>}
            {post.bulk_available && <ListingBadge tone="accent">{t('bulk')}</ListingBadge>}
            {post.delivery_available && <ListingBadge>{t('delivery')}</ListingBadge>}
            {condition && <ListingBadge>{condition}</ListingBadge>}
          </Box>
        )}
        {/* Location and age share a line when they fit; on a narrow card the age wraps below. */}
        <Typography
          variant="caption"
          color="textSecondary"
          component="div"
          sx={{ mt: 'auto', display: 'flex', flexWrap: 'wrap', columnGap: 1, minWidth: 0 }}
        >
          {post.location && (
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                minWidth: 0,
                maxWidth: '100%',
              }}
            >
              <PlaceOutlined aria-hidden sx={{ fontSize: 14, flexShrink: 0 }} />
              <Box
                component="span"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {post.location}
              </Box>
            </Box>
          )}
          {/* An age, drawn by the server a moment before the browser takes the page over: a
              minute's difference keeps the server's text rather than drawing the page again. */}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }} suppressHydrationWarning>
            {formatAge(post.createdAt, undefined, locale)}
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}
