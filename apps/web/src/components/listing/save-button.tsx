import IconButton from '@mui/material/IconButton';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TPost } from '@dawa/contract';
import { useToggleSave } from '../../lib/posts.ts';
import { listingWords } from '../../i18n/listing/index.ts';
import { useWords } from '../../i18n/words.ts';
import { useAuthStore } from '../../stores/auth-store.ts';

/**
 * The heart: saves or unsaves at once (the server confirms behind it); a guest gets the login
 * dialog. Its name says what pressing it does, and `aria-pressed` whether it is saved. Sellers
 * do not save their own listings, so it is not drawn on them.
 */
export function SaveButton({
  post,
  size = 'medium',
  sx,
}: {
  post: Pick<TPost, 'id' | 'title' | 'isSavedPost' | 'created_by'>;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const { toggle } = useToggleSave();
  const isOwn = useAuthStore((s) => s.userInfo?.id === post.created_by);
  const saved = post.isSavedPost;
  const t = useWords(listingWords);
  if (isOwn) return null;
  return (
    <IconButton
      size={size}
      aria-label={
        saved ? t('unsaveTitle', { title: post.title }) : t('saveTitle', { title: post.title })
      }
      aria-pressed={saved}
      title={saved ? t('unsave') : t('save')}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle(post);
      }}
      sx={{ color: saved ? 'error.main' : 'text.secondary', ...sx }}
    >
      {saved ? <FavoriteOutlined fontSize="small" /> : <FavoriteBorderOutlined fontSize="small" />}
    </IconButton>
  );
}
