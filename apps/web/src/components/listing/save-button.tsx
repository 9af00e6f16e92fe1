import IconButton from '@mui/material/IconButton';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TPost } from '@dawa/contract';
import { useToggleSave } from '../../lib/posts.ts';

/**
 * The heart: saves or unsaves at once (the server confirms behind it); a guest gets the login
 * dialog. Its name says what pressing it does, and `aria-pressed` whether it is saved.
 */
export function SaveButton({
  post,
  size = 'medium',
  sx,
}: {
  post: Pick<TPost, 'id' | 'title' | 'isSavedPost'>;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const { toggle } = useToggleSave();
  const saved = post.isSavedPost;
  return (
    <IconButton
      size={size}
      aria-label={saved ? `Remove ${post.title} from saved` : `Save ${post.title}`}
      aria-pressed={saved}
      title={saved ? 'Remove from saved' : 'Save'}
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
