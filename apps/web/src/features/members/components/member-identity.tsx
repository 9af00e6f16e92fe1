import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TUser } from '@dawa/contract';
import { initials } from '../../../lib/format.ts';

/** Avatar, name (a link to the member's page) and e-mail; "You" on the signed-in user's own row. */
export function MemberIdentity({ user, isSelf }: { user: TUser; isSelf: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        src={user.picture ?? undefined}
        alt=""
        sx={{ width: 40, height: 40, bgcolor: 'primary.main', fontSize: '0.9rem' }}
      >
        {initials(user.fullName)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={`/member?id=${user.id}`}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            color="text.primary"
          >
            {user.fullName}
          </Link>
          {isSelf && <Chip label="You" size="small" />}
          {user.status === 'INACTIVE' && (
            <Chip label="Disabled" size="small" color="warning" variant="outlined" />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </Box>
    </Box>
  );
}
