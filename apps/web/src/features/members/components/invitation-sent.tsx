import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { Link as RouterLink } from 'react-router';
import type { TTenantDetail, TTenantInvitation } from '@dawa/contract';
import { RoleChip } from '../../../components/account/role-chip.tsx';
import { FactList } from '../../../components/page/fact-list.tsx';
import { formatExpiry } from '../../../lib/format.ts';
import { InvitationStatusChip } from './invitation-status-chip.tsx';

/** What an invitation that just went out says: what was typed, the role, its state and expiry. */
export function InvitationSent({
  invitation,
  pharmacy,
  onInviteAnother,
}: {
  invitation: TTenantInvitation;
  pharmacy: TTenantDetail;
  onInviteAnother: () => void;
}) {
  const facts: [string, ReactNode][] = [
    ['E-mail', invitation.email],
    ['Name', invitation.full_name],
    ['Role', <RoleChip key="role" role={invitation.role} />],
    ['Status', <InvitationStatusChip key="status" status={invitation.status} />],
    ['Expires', formatExpiry(invitation.expiresAt)],
  ];
  return (
    <Box aria-label="Invitation sent" component="section">
      <Alert severity="success" sx={{ mb: 3 }}>
        <AlertTitle>Invitation sent</AlertTitle>
        {invitation.email} joins {pharmacy.name} only after accepting, signed in with that address.
        A new address signs up first. You can withdraw the invitation until then.
      </Alert>
      <FactList facts={facts} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
        <Button variant="contained" startIcon={<PersonAddAltOutlined />} onClick={onInviteAnother}>
          Invite someone else
        </Button>
        <Button component={RouterLink} to="/members?view=invitations" variant="outlined">
          See invitations
        </Button>
      </Box>
    </Box>
  );
}
