import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import type { TPost } from '@dawa/contract';
import { formatAge } from '../../../components/listing/listing-format.ts';
import { ListingRow } from '../../../components/listing/listing-row.tsx';
import { editListingPath } from '../../../lib/posts.ts';
import { advertBadges, statusMoveOf, type StatusMove } from '../advert-actions.ts';

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
    <ListingRow
      post={post}
      details={`Posted ${formatAge(post.createdAt)}${post.location ? ` · ${post.location}` : ''}`}
      badges={advertBadges(post)}
      actions={
        <>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={editListingPath(post.id)}
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
        </>
      }
    >
      {post.compliance_status === 'PENDING' && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
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
    </ListingRow>
  );
}
