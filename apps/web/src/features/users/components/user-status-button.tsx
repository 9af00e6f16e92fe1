import Button from '@mui/material/Button';
import type { TAdminUser } from '@dawa/contract';

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
  if (isSelf) return null;
  return user.status === 'ACTIVE' ? (
    <Button
      size="small"
      color="error"
      variant="outlined"
      onClick={onDisable}
      disabled={isBusy}
      aria-label={`Disable ${user.fullName}`}
    >
      Disable
    </Button>
  ) : (
    <Button
      size="small"
      variant="outlined"
      onClick={onEnable}
      loading={isBusy}
      aria-label={`Enable ${user.fullName}`}
    >
      Enable
    </Button>
  );
}
