import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TAdminUser } from '@dawa/contract';
import { formatDate } from '../../../lib/format.ts';
import { AdminButton } from './admin-button.tsx';
import { UserStatusButton } from './user-status-button.tsx';
import { UserIdentity } from '../../../components/account/user-identity.tsx';

export interface UsersViewProps {
  users: TAdminUser[];
  myId: string;
  busyId: string | null;
  isStale: boolean;
  onDisable: (user: TAdminUser) => void;
  onEnable: (user: TAdminUser) => void;
  /** Asks to grant or take away platform administration. */
  onAdminChange: (user: TAdminUser) => void;
}

/** The row's actions: administration first, then the account's status. */
function Actions({
  user,
  myId,
  busyId,
  onDisable,
  onEnable,
  onAdminChange,
}: Omit<UsersViewProps, 'users' | 'isStale'> & { user: TAdminUser }) {
  const isSelf = user.id === myId;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        // One line in the table (desks); wrapping on a phone's card.
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        justifyContent: 'flex-end',
      }}
    >
      <AdminButton
        user={user}
        isSelf={isSelf}
        isBusy={busyId === user.id}
        onChoose={() => onAdminChange(user)}
      />
      <UserStatusButton
        user={user}
        isSelf={isSelf}
        isBusy={busyId === user.id}
        onDisable={() => onDisable(user)}
        onEnable={() => onEnable(user)}
      />
    </Box>
  );
}

function Badges({ user }: { user: TAdminUser }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
      <Chip
        label={user.status === 'ACTIVE' ? 'Active' : 'Disabled'}
        color={user.status === 'ACTIVE' ? 'success' : 'warning'}
        variant="outlined"
        size="small"
      />
      {!user.emailVerified && <Chip label="Unverified" size="small" variant="outlined" />}
      {user.isPlatformAdmin && (
        <Chip label="Platform admin" color="primary" variant="outlined" size="small" />
      )}
    </Box>
  );
}

/** All users as a table (desks). */
export function UsersTable({ users, isStale, ...actions }: UsersViewProps) {
  return (
    <Card>
      <TableContainer sx={{ opacity: isStale ? 0.6 : 1 }}>
        <Table stickyHeader aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>User</TableCell>
              <TableCell>Username</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Joined</TableCell>
              <TableCell align="right">Access</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.id} hover>
                <TableCell sx={{ maxWidth: 360 }}>
                  <UserIdentity user={user} isSelf={user.id === actions.myId} avatarSize={36} />
                </TableCell>
                <TableCell>{user.username ?? '—'}</TableCell>
                <TableCell>
                  <Badges user={user} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</TableCell>
                <TableCell align="right">
                  <Actions user={user} {...actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** All users as cards (phones). */
export function UsersCards({ users, isStale, ...actions }: UsersViewProps) {
  return (
    <Box
      component="ul"
      aria-label="Users"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, opacity: isStale ? 0.6 : 1 }}
    >
      {users.map((user) => (
        <Card component="li" key={user.id} sx={{ p: 2 }}>
          <UserIdentity user={user} isSelf={user.id === actions.myId} avatarSize={36} />
          <Box
            sx={{
              mt: 1.5,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <Badges user={user} />
            <Actions user={user} {...actions} />
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            Joined {formatDate(user.createdAt)}
            {user.username ? ` · @${user.username}` : ''}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
