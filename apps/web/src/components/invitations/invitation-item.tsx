import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import { ORG_TYPE_LABELS, type TMyInvitation } from '@dawa/contract';
import { RoleChip } from '../account/role-chip.tsx';
import { formatExpiry } from '../../lib/format.ts';

/**
 * One invitation addressed to me: which pharmacy (name, kind, city), the role it offers, who
 * invited me and until when; Accept and Decline. Wraps onto more lines on a phone.
 */
export function InvitationItem({
  invitation,
  isAccepting,
  isDisabled,
  onAccept,
  onDecline,
}: {
  invitation: TMyInvitation;
  isAccepting: boolean;
  isDisabled: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { tenant } = invitation;
  const place = [ORG_TYPE_LABELS[tenant.org_type], tenant.city].filter(Boolean).join(' · ');
  const inviter = invitation.invitedBy?.fullName;
  return (
    <Box
      component="li"
      aria-label={`Invitation to ${tenant.name}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        py: 2,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Avatar
        variant="rounded"
        sx={{ bgcolor: 'action.hover', color: 'primary.main', width: 44, height: 44 }}
        aria-hidden
      >
        <LocalPharmacyOutlined />
      </Avatar>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
            {tenant.name}
          </Typography>
          <RoleChip role={invitation.role} />
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {place}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {inviter ? `Invited by ${inviter}` : 'Invited'} · {formatExpiry(invitation.expiresAt)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flex: { xs: '1 1 100%', sm: '0 0 auto' },
          justifyContent: { xs: 'flex-end', sm: 'flex-end' },
        }}
      >
        <Button
          color="inherit"
          onClick={onDecline}
          disabled={isDisabled}
          aria-label={`Decline the invitation to ${tenant.name}`}
        >
          Decline
        </Button>
        <Button
          variant="contained"
          onClick={onAccept}
          loading={isAccepting}
          disabled={isDisabled && !isAccepting}
          aria-label={`Accept the invitation to ${tenant.name}`}
        >
          Accept
        </Button>
      </Box>
    </Box>
  );
}
