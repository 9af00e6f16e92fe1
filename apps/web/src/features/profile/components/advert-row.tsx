import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import type { TPost } from '@dawa/contract';
import { formatAge } from '../../../components/listing/listing-format.ts';
import { ListingRow } from '../../../components/listing/listing-row.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { editListingPath } from '../../../lib/posts.ts';
import { advertBadges, statusMoveOf, type StatusMove } from '../advert-actions.ts';
import { profileWords } from '../i18n/index.ts';

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
  const t = useWords(profileWords);
  const locale = useLocale();
  const move = statusMoveOf(post);
  const age = formatAge(post.createdAt, undefined, locale);
  return (
    <ListingRow
      post={post}
      details={`${t('posted', { age })}${post.location ? ` · ${post.location}` : ''}`}
      badges={advertBadges(post).map((badge) => ({ ...badge, label: t(badge.label) }))}
      actions={
        <>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={editListingPath(post.id)}
            startIcon={<EditOutlined />}
            aria-label={t('editNamed', { title: post.title })}
          >
            {t('edit')}
          </Button>
          {move && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onMove(post, move)}
              loading={isBusy}
              aria-label={t('moveNamed', { move: t(move.label), title: post.title })}
            >
              {t(move.label)}
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => onDelete(post)}
            disabled={isBusy}
            aria-label={t('deleteNamed', { title: post.title })}
          >
            {t('delete')}
          </Button>
        </>
      }
    >
      {post.compliance_status === 'PENDING' && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('pendingNote')}
        </Typography>
      )}
      {post.compliance_status === 'REJECTED' && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600, color: 'error.main' }}>
            {t('notApproved')}
          </Box>
          {post.rejection_reason ?? t('noReason')}
          {t('editToResend')}
        </Typography>
      )}
    </ListingRow>
  );
}
