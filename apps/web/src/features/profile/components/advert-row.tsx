import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import type { TPost } from '@dawa/contract';
import { ListingImage, listingPath } from '../../../components/listing/listing-card.tsx';
import { formatAge, formatPrice } from '../../../components/listing/listing-format.ts';
import { advertBadges, editAdvertPath, statusMoveOf, type StatusMove } from '../advert-actions.ts';

/** One of my listings: photo, title, price, status and review badges, and what I can do with it. */
export function AdvertRow({
  post,
  isBusy,
  onMove,
  onDelete,
}: {
  post: TPost;
  isBusy: boolean;
  onMove: (post: TPost, move: StatusMove) => void;
  onDelete: (post: TPost) => void;
}) {
  const move = statusMoveOf(post);
  return (
    <Card
      component="article"
      aria-label={post.title}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        // Photo and text side by side; the actions under them on phones, on the right from md.
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
        <Typography
          sx={{ color: 'secondary.main', fontWeight: 700, mt: 0.25 }}
          className="tabular-nums"
        >
          {formatPrice(post)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Posted {formatAge(post.createdAt)}
          {post.location ? ` · ${post.location}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
          {advertBadges(post).map((badge) => (
            <Chip
              key={badge.label}
              size="small"
              variant="outlined"
              label={badge.label}
              color={badge.color}
            />
          ))}
        </Box>
        {post.compliance_status === 'PENDING' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Buyers see it once an administrator approves it (regulated category).
          </Typography>
        )}
        {post.compliance_status === 'REJECTED' && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600, color: 'error.main' }}>
              Not approved:{' '}
            </Box>
            {post.rejection_reason ?? 'No reason given.'} Edit the listing to send it again.
          </Typography>
        )}
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
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={editAdvertPath(post.id)}
          startIcon={<EditOutlined />}
          aria-label={`Edit ${post.title}`}
        >
          Edit
        </Button>
        {move && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onMove(post, move)}
            loading={isBusy}
            aria-label={`${move.label}: ${post.title}`}
          >
            {move.label}
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={() => onDelete(post)}
          disabled={isBusy}
          aria-label={`Delete ${post.title}`}
        >
          Delete
        </Button>
      </Box>
    </Card>
  );
}
