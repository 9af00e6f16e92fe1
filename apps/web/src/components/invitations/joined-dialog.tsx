import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TENANT_ROLE_LABELS, type TTenantDetail } from '@dawa/contract';

/**
 * After accepting: the person is a member now; offer to work in that pharmacy straight away
 * (the switch checks membership and drops the old pharmacy's cached data) or to stay.
 */
export function JoinedDialog({
  tenant,
  isSwitching,
  onSwitch,
  onClose,
}: {
  tenant: TTenantDetail | null;
  isSwitching: boolean;
  onSwitch: (tenant: TTenantDetail) => void;
  onClose: () => void;
}) {
  const close = () => {
    if (!isSwitching) onClose();
  };
  return (
    <Dialog
      open={tenant !== null}
      onClose={close}
      aria-labelledby="joined-dialog-title"
      aria-describedby="joined-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="joined-dialog-title">You joined {tenant?.name}</DialogTitle>
      <DialogContent>
        <DialogContentText id="joined-dialog-text">
          You are now {tenant ? `${article(tenant.role)} ${TENANT_ROLE_LABELS[tenant.role]}` : ''}{' '}
          of {tenant?.name}. Switch to it to see its stock, sales and staff; you can change
          organisation any time from My organisations.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={isSwitching}>
          Not now
        </Button>
        <Button
          variant="contained"
          onClick={() => tenant && onSwitch(tenant)}
          loading={isSwitching}
          autoFocus
        >
          Switch to {tenant?.name}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "an Owner", "an Admin", "a Member". */
const article = (role: TTenantDetail['role']) => (role === 'USER' ? 'a' : 'an');
