import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import type { TUser } from '@dawa/contract';
import { Link as RouterLink } from 'react-router';
import { initials } from '../../lib/format.ts';
import { usePendingInvitationCount } from '../../lib/invitations.ts';
import { signOut } from '../../lib/session.ts';
import { accountWords } from '../../i18n/account/index.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

/**
 * The signed-in user's avatar and account menu (loaded only once someone is signed in). A dot on
 * the avatar and a menu entry tell of invitations waiting for an answer.
 */
export function SignedInMenu({ user }: { user: TUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const invitations = usePendingInvitationCount();
  const t = useWords(accountWords);
  const menuName = useWords(layoutWords)('accountMenu');
  const invitationsText = t('pharmacyInvitations', { count: invitations });
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={
          invitations > 0
            ? t('accountMenuWithInvitations', { invitations: invitationsText })
            : menuName
        }
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        <Badge
          badgeContent={invitations}
          color="secondary"
          overlap="circular"
          max={9}
          invisible={invitations === 0}
        >
          <Avatar
            src={user.picture ?? undefined}
            alt=""
            sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.875rem' }}
          >
            {initials(user.fullName)}
          </Avatar>
        </Badge>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 260 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.fullName}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {invitations > 0 && (
          <MenuItem component={RouterLink} to="/pharmacy" onClick={close}>
            <ListItemIcon>
              <MarkEmailUnreadOutlined fontSize="small" color="secondary" />
            </ListItemIcon>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {invitationsText}
            </Box>
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to="/dashboard" onClick={close}>
          <ListItemIcon>
            <DashboardOutlined fontSize="small" />
          </ListItemIcon>
          {t('dashboard')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {t('myProfile')}
        </MenuItem>
        {/* The top bar's heart is left out on a phone; favourites stay one tap from the avatar. */}
        <MenuItem component={RouterLink} to="/fav" onClick={close}>
          <ListItemIcon>
            <FavoriteBorderOutlined fontSize="small" />
          </ListItemIcon>
          {t('favourites')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
