import Button from '@mui/material/Button';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import RemoveModeratorOutlined from '@mui/icons-material/RemoveModeratorOutlined';
import type { TAdminUser } from '@dawa/contract';
import { useWords } from '../../../i18n/words.ts';
import { userWords } from '../i18n/index.ts';

/** Make a platform administrator, or stop being one (both asked first); nothing on one's own row. */
export function AdminButton({
  user,
  isSelf,
  isBusy,
  onChoose,
}: {
  user: TAdminUser;
  isSelf: boolean;
  isBusy: boolean;
  onChoose: () => void;
}) {
  const t = useWords(userWords);
  if (isSelf) return null;
  return user.isPlatformAdmin ? (
    <Button
      size="small"
      color="inherit"
      startIcon={<RemoveModeratorOutlined />}
      onClick={onChoose}
      disabled={isBusy}
      aria-label={t('removeAdminName', { name: user.fullName })}
    >
      {t('removeAdmin')}
    </Button>
  ) : (
    <Button
      size="small"
      startIcon={<AdminPanelSettingsOutlined />}
      onClick={onChoose}
      disabled={isBusy}
      aria-label={t('makeAdminName', { name: user.fullName })}
    >
      {t('makeAdmin')}
    </Button>
  );
}
