import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TTenantInvitation } from '@dawa/contract';
import { RoleChip } from '../../../components/account/role-chip.tsx';
import { formatDate } from '../../../lib/format.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { invitationWhen } from '../invitation-text.ts';
import { InvitationStatusChip } from './invitation-status-chip.tsx';

interface InvitationsViewProps {
  invitations: TTenantInvitation[];
  isStale: boolean;
  /** Managers withdraw invitations nobody answered yet. */
  onWithdraw: (invitation: TTenantInvitation) => void;
}

/** What the pharmacy typed: the address, and the name it gave (its label, not the account's). */
function Invitee({ invitation }: { invitation: TTenantInvitation }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {invitation.full_name}
      </Typography>
    </Box>
  );
}

function WithdrawButton({
  invitation,
  onWithdraw,
}: {
  invitation: TTenantInvitation;
  onWithdraw: InvitationsViewProps['onWithdraw'];
}) {
  if (invitation.status !== 'PENDING') return null;
  return (
    <Button
      size="small"
      color="error"
      onClick={() => onWithdraw(invitation)}
      aria-label={`Withdraw the invitation to ${invitation.email}`}
    >
      Withdraw
    </Button>
  );
}

const inviterOf = (invitation: TTenantInvitation) => invitation.invitedBy?.fullName ?? '—';

/** Invitations as a table with a sticky header (desks). */
export function InvitationsTable({ invitations, isStale, onWithdraw }: InvitationsViewProps) {
  return (
    <Card>
      <TableContainer sx={{ opacity: isStale ? 0.6 : 1 }}>
        <Table stickyHeader aria-label="Invitations">
          <TableHead>
            <TableRow>
              <TableCell>Invited</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Invited by</TableCell>
              <TableCell>Sent</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invitations.map((invitation) => (
              <TableRow key={invitation.id} hover>
                <TableCell sx={{ maxWidth: 320 }}>
                  <Invitee invitation={invitation} />
                </TableCell>
                <TableCell>
                  <RoleChip role={invitation.role} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{inviterOf(invitation)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(invitation.createdAt)}
                </TableCell>
                <TableCell>
                  <InvitationStatusChip status={invitation.status} />
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                    {invitationWhen(invitation)}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  <WithdrawButton invitation={invitation} onWithdraw={onWithdraw} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** Invitations as cards (phones): no table wider than the screen. */
export function InvitationsCards({ invitations, isStale, onWithdraw }: InvitationsViewProps) {
  return (
    <Box
      component="ul"
      aria-label="Invitations"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, opacity: isStale ? 0.6 : 1 }}
    >
      {invitations.map((invitation) => (
        <Card component="li" key={invitation.id} sx={{ p: 2 }}>
          <Invitee invitation={invitation} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            <RoleChip role={invitation.role} />
            <InvitationStatusChip status={invitation.status} />
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {invitationWhen(invitation)}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            Sent {formatDate(invitation.createdAt)}
            {invitation.invitedBy ? ` by ${invitation.invitedBy.fullName}` : ''}
          </Typography>
          {invitation.status === 'PENDING' && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <WithdrawButton invitation={invitation} onWithdraw={onWithdraw} />
            </Box>
          )}
        </Card>
      ))}
    </Box>
  );
}
