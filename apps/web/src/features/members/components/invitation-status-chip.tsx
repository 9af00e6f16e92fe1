import Chip from '@mui/material/Chip';
import { INVITATION_STATUS_LABELS, type TInvitationStatus } from '@dawa/contract';

const COLOR: Record<TInvitationStatus, 'warning' | 'success' | 'default' | 'error'> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'default',
  REVOKED: 'default',
  EXPIRED: 'error',
};

/** An invitation's state in the contract's words (colour is never the only signal). */
export function InvitationStatusChip({ status }: { status: TInvitationStatus }) {
  return (
    <Chip
      label={INVITATION_STATUS_LABELS[status]}
      color={COLOR[status]}
      variant="outlined"
      size="small"
      sx={{ fontWeight: 600 }}
    />
  );
}
