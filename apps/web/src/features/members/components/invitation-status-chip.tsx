import Chip from '@mui/material/Chip';
import type { TInvitationStatus } from '@dawa/contract';
import { useWords } from '../../../i18n/words.ts';
import { memberWords } from '../i18n/index.ts';
import { INVITATION_FILTER_KEYS } from '../invitation-text.ts';

const COLOR: Record<TInvitationStatus, 'warning' | 'success' | 'default' | 'error'> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'default',
  REVOKED: 'default',
  EXPIRED: 'error',
};

/** An invitation's state in words (colour is never the only signal). */
export function InvitationStatusChip({ status }: { status: TInvitationStatus }) {
  const t = useWords(memberWords);
  return (
    <Chip
      label={t(INVITATION_FILTER_KEYS[status])}
      color={COLOR[status]}
      variant="outlined"
      size="small"
      sx={{ fontWeight: 600 }}
    />
  );
}
