import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TTenantDetail } from '@dawa/contract';
import { invitationsWords } from '../../i18n/invitations/index.ts';
import { useWords } from '../../i18n/words.ts';

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
  const t = useWords(invitationsWords);
  const close = () => {
    if (!isSwitching) onClose();
  };
  const name = tenant?.name ?? '';
  return (
    <Dialog
      open={tenant !== null}
      onClose={close}
      aria-labelledby="joined-dialog-title"
      aria-describedby="joined-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="joined-dialog-title">{t('youJoined', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="joined-dialog-text">
          {tenant && t(NOW_IN_ROLE[tenant.role], { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={isSwitching}>
          {t('notNow')}
        </Button>
        <Button
          variant="contained"
          onClick={() => tenant && onSwitch(tenant)}
          loading={isSwitching}
          autoFocus
        >
          {t('switchTo', { name })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "You are now an Owner of …": a whole sentence per role, each language's grammar its own. */
const NOW_IN_ROLE = { OWNER: 'nowOwner', ADMIN: 'nowAdmin', USER: 'nowMember' } as const;
