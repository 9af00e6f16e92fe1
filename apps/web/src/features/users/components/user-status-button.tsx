import Button from '@mui/material/Button';
import type { TAdminUser } from '@dawa/contract';
import { useWords } from '../../../i18n/words.ts';
import { userWords } from '../i18n/index.ts';

/** Disable (asks first) or enable an account; nothing on one's own row. */
export function UserStatusButton({
  user,
  isSelf,
  isBusy,
  onDisable,
  onEnable,
}: {
  user: TAdminUser;
  isSelf: boolean;
  isBusy: boolean;
  onDisable: () => void;
  onEnable: () => void;
}) {
  const t = useWords(userWords);
  if (isSelf) return null;
  return user.status === 'ACTIVE' ? (
    <Button
      size="small"
      color="error"
      variant="outlined"
      onClick={onDisable}
      disabled={isBusy}
      aria-label={t('disableName', { name: user.fullName })}
    >
      {t('disable')}
    </Button>
  ) : (
    <Button
      size="small"
      variant="outlined"
      onClick={onEnable}
      loading={isBusy}
      aria-label={t('enableName', { name: user.fullName })}
    >
      {t('enable')}
    </Button>
  );
}
