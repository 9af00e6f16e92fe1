import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TPost } from '@dawa/contract';
import { ListingImage, listingPath } from './listing-card.tsx';
import { formatPrice } from './listing-format.ts';
import { useLocale } from '../../i18n/locale.tsx';

/** A small outlined chip under a row's text: its status, its review state, its reports. */
export interface RowBadge {
  label: string;
  color?: 'default' | 'success' | 'warning' | 'error' | 'info';
  icon?: ReactElement;
}

/**
 * One listing as a row of a managed list (my adverts, the moderation queues): photo, title link,
 * an optional line under the title, price, `details`, badges, `children` (notes), and the
 * feature's own `actions` — under the text on phones, on the right from md.
 */
export function ListingRow({
  post,
  subtitle,
  details,
  badges,
  children,
  actions,
}: {
  post: TPost;
  subtitle?: ReactNode;
  details: ReactNode;
  badges: RowBadge[];
  children?: ReactNode;
  actions: ReactNode;
}) {
  const locale = useLocale();
  return (
    <Card
      component="article"
      aria-label={post.title}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
      }}
    >
      <Box
        sx={{
          width: { xs: 96, sm: 136 },
          flexShrink: 0,
          borderRadius: 2,
          overflow: 'hidden',
          alignSelf: 'flex-start',
        }}
      >
        <ListingImage post={post} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={listingPath(post.id)}
          color="text.primary"
          underline="hover"
          sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}
        >
          {post.title}
        </Link>
        {subtitle && (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        )}
        <Typography
          sx={{ color: 'secondary.main', fontWeight: 700, mt: subtitle ? 0.5 : 0.25 }}
          className="tabular-nums"
        >
          {formatPrice(post, locale)}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
          {badges.map((badge) => (
            <Chip
              key={badge.label}
              size="small"
              variant="outlined"
              label={badge.label}
              color={badge.color ?? 'default'}
              {...(badge.icon && { icon: badge.icon })}
            />
          ))}
        </Box>
        {children}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          alignContent: 'flex-start',
          gridColumn: { xs: '1 / -1', md: 'auto' },
          flexDirection: { md: 'column' },
          alignItems: { xs: 'flex-start', md: 'stretch' },
          width: { md: 148 },
        }}
      >
        {actions}
      </Box>
    </Card>
  );
}

/** The list around listing rows; dimmed while the next page's data is a placeholder. */
export function ListingRows({
  label,
  dimmed,
  children,
}: {
  label: string;
  dimmed: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, opacity: dimmed ? 0.6 : 1 }}
    >
      {children}
    </Box>
  );
}
