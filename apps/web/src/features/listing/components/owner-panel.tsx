import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import type { TPostDetail, TPostStatus } from '@dawa/contract';
import { editListingPath } from '../../../lib/posts.ts';

// The words the dashboard's My listings uses (one vocabulary, issue 31).
const STATUS_TEXT: Record<TPostStatus, string> = {
  DRAFT: 'Draft: not published',
  ACTIVE: 'Live',
  SOLD: 'Marked as sold',
  EXPIRED: 'Expired',
  REMOVED: 'Removed',
};

/** The panel's title: where the listing stands, in one phrase. */
function standing(post: TPostDetail): string {
  if (post.compliance_status === 'REJECTED') return `${STATUS_TEXT[post.status]} · Rejected`;
  if (post.compliance_status !== 'PENDING') return STATUS_TEXT[post.status];
  // Published but not yet shown: awaiting a moderator is the whole story, not a fault.
  return post.status === 'ACTIVE'
    ? 'Awaiting review'
    : `${STATUS_TEXT[post.status]} · Awaiting review`;
}

/**
 * What the seller (or a platform administrator) sees above their listing: its status, where
 * review stands (awaiting, or refused and why), and the way to edit it.
 */
export function OwnerPanel({ post, isOwner }: { post: TPostDetail; isOwner: boolean }) {
  // Only a refusal is something to fix; waiting for review is information.
  const severity = post.compliance_status === 'REJECTED' ? 'error' : 'info';
  return (
    <Alert
      severity={severity}
      sx={{ mb: 3, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      action={
        isOwner && (
          <Button
            component={RouterLink}
            to={editListingPath(post.id)}
            color="inherit"
            size="small"
            startIcon={<EditOutlined />}
          >
            Edit
          </Button>
        )
      }
    >
      <AlertTitle>
        {isOwner ? 'Your listing' : 'Seller view'}: {standing(post)}
      </AlertTitle>
      {post.compliance_status === 'PENDING' &&
        'Buyers see it once a moderator has approved it: listings in regulated categories are checked first.'}
      {post.compliance_status === 'REJECTED' && (
        <>
          {post.rejection_reason ? `Reason: ${post.rejection_reason}` : 'No reason was given.'}{' '}
          {isOwner && 'Edit the listing to fix it and it goes back for review.'}
        </>
      )}
    </Alert>
  );
}
