import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import type { TPostDetail, TPostStatus } from '@dawa/contract';
import { editListingPath } from '../../../lib/posts.ts';

const STATUS_TEXT: Record<TPostStatus, string> = {
  DRAFT: 'Draft: not published',
  ACTIVE: 'Published',
  SOLD: 'Marked as sold',
  EXPIRED: 'Expired',
  REMOVED: 'Removed',
};

/**
 * What the seller (or a platform administrator) sees above their listing: its status, where
 * review stands (awaiting, or refused and why), and the way to edit it.
 */
export function OwnerPanel({ post, isOwner }: { post: TPostDetail; isOwner: boolean }) {
  const severity =
    post.compliance_status === 'REJECTED'
      ? 'error'
      : post.compliance_status === 'PENDING'
        ? 'warning'
        : 'info';
  const review =
    post.compliance_status === 'PENDING'
      ? 'Awaiting review'
      : post.compliance_status === 'REJECTED'
        ? 'Rejected'
        : 'Approved';
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
        {isOwner ? 'Your listing' : 'Seller view'}: {STATUS_TEXT[post.status]} · {review}
      </AlertTitle>
      {post.compliance_status === 'PENDING' &&
        'A moderator checks listings in regulated categories before buyers can see them.'}
      {post.compliance_status === 'REJECTED' && (
        <>
          {post.rejection_reason ? `Reason: ${post.rejection_reason}` : 'No reason was given.'}{' '}
          {isOwner && 'Edit the listing to fix it and it goes back for review.'}
        </>
      )}
    </Alert>
  );
}
