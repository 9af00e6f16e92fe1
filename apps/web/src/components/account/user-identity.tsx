import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TUser } from '@dawa/contract';
import { initials } from '../../lib/format.ts';
import { accountWords } from '../../i18n/account/index.ts';
import { useWords } from '../../i18n/words.ts';

/**
 * A person in a list: avatar, name (a link when `to` is given) and e-mail, "You" on the signed-in
 * user's own row, plus any `badges`. Long names and e-mails wrap instead of widening the row.
 */
export function UserIdentity({
  user,
  isSelf,
  to,
  avatarSize = 40,
  badges,
}: {
  user: Pick<TUser, 'fullName' | 'email' | 'picture'>;
  isSelf: boolean;
  to?: string;
  avatarSize?: number;
  badges?: ReactNode;
}) {
  const t = useWords(accountWords);
  const nameSx = { fontWeight: 600, overflowWrap: 'anywhere' } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        src={user.picture ?? undefined}
        alt=""
        sx={{
          width: avatarSize,
          height: avatarSize,
          bgcolor: 'primary.main',
          fontSize: avatarSize >= 40 ? '0.9rem' : '0.85rem',
        }}
      >
        {initials(user.fullName)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {to ? (
            <Link component={RouterLink} to={to} sx={nameSx} color="text.primary">
              {user.fullName}
            </Link>
          ) : (
            <Typography sx={nameSx}>{user.fullName}</Typography>
          )}
          {isSelf && <Chip label={t('you')} size="small" />}
          {badges}
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </Box>
    </Box>
  );
}
