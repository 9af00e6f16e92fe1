import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { Link as RouterLink } from 'react-router';
import type { TMember } from '@dawa/contract';
import { useWords } from '../../../i18n/words.ts';
import { memberWords } from '../i18n/index.ts';

/** A member row's actions: view, and (when the caller's role allows) change role and remove. */
export function MemberActions({
  member,
  canChange,
  onRemove,
}: {
  member: TMember;
  canChange: boolean;
  onRemove: () => void;
}) {
  const t = useWords(memberWords);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const { user } = member;
  return (
    <>
      <IconButton
        aria-label={t('actionsFor', { name: user.fullName })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertOutlined />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={`/member?id=${user.id}`} onClick={close}>
          <ListItemIcon>
            <BadgeOutlined fontSize="small" />
          </ListItemIcon>
          {t('viewDetails')}
        </MenuItem>
        {canChange && (
          <MenuItem component={RouterLink} to={`/members/change?id=${user.id}`} onClick={close}>
            <ListItemIcon>
              <ManageAccountsOutlined fontSize="small" />
            </ListItemIcon>
            {t('changeRole')}
          </MenuItem>
        )}
        {canChange && (
          <MenuItem
            onClick={() => {
              close();
              onRemove();
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <PersonRemoveOutlined fontSize="small" />
            </ListItemIcon>
            {t('removeFromPharmacy')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
