import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TMember, TTenantRole } from '@dawa/contract';
import { RoleChip } from '../../../components/account/role-chip.tsx';
import { formatDate } from '../../../lib/format.ts';
import { canManage } from '../../../lib/pharmacy.ts';
import { MemberActions } from './member-actions.tsx';
import { MemberIdentity } from './member-identity.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

interface MembersViewProps {
  members: TMember[];
  myRole: TTenantRole;
  myId: string;
  isStale: boolean;
  onRemove: (member: TMember) => void;
}

/** Members as a table with a sticky header (desks). */
export function MembersTable({ members, myRole, myId, isStale, onRemove }: MembersViewProps) {
  return (
    <Card>
      <TableContainer sx={{ opacity: isStale ? 0.6 : 1 }}>
        <Table stickyHeader aria-label="Members">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Joined</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => (
              <TableRow key={member.user.id} hover>
                <TableCell sx={{ maxWidth: 360 }}>
                  <MemberIdentity user={member.user} isSelf={member.user.id === myId} />
                </TableCell>
                <TableCell>{member.user.phoneNumber ?? '—'}</TableCell>
                <TableCell>
                  <RoleChip role={member.role} />
                </TableCell>
                <TableCell>{formatDate(member.joinedAt)}</TableCell>
                <TableCell align="right">
                  <MemberActions
                    member={member}
                    canChange={member.user.id !== myId && canManage(myRole, member.role)}
                    onRemove={() => onRemove(member)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** Members as cards (phones): no table wider than the screen. */
export function MembersCards({ members, myRole, myId, isStale, onRemove }: MembersViewProps) {
  return (
    <Box
      component="ul"
      aria-label="Members"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, opacity: isStale ? 0.6 : 1 }}
    >
      {members.map((member) => (
        <Card component="li" key={member.user.id} sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <MemberIdentity user={member.user} isSelf={member.user.id === myId} />
            </Box>
            <MemberActions
              member={member}
              canChange={member.user.id !== myId && canManage(myRole, member.role)}
              onRemove={() => onRemove(member)}
            />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5, pl: 6.5 }}>
            <RoleChip role={member.role} />
            <Typography variant="body2" color="textSecondary">
              Joined {formatDate(member.joinedAt)}
            </Typography>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
