import Button from '@mui/material/Button';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import RemoveModeratorOutlined from '@mui/icons-material/RemoveModeratorOutlined';
import type { TAdminUser } from '@dawa/contract';

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
  if (isSelf) return null;
  return user.isPlatformAdmin ? (
    <Button
      size="small"
      color="inherit"
      startIcon={<RemoveModeratorOutlined />}
      onClick={onChoose}
      disabled={isBusy}
      aria-label={`Remove ${user.fullName} as platform administrator`}
    >
      Remove admin
    </Button>
  ) : (
    <Button
      size="small"
      startIcon={<AdminPanelSettingsOutlined />}
      onClick={onChoose}
      disabled={isBusy}
      aria-label={`Make ${user.fullName} a platform administrator`}
    >
      Make admin
    </Button>
  );
}
