import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import type { TMyInvitation } from '@dawa/contract';
import { RoleChip } from '../account/role-chip.tsx';
import { ORG_TYPE_WORD } from '../account/organisation-words.ts';
import { accountWords } from '../../i18n/account/index.ts';
import { invitationsWords } from '../../i18n/invitations/index.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';
import { invitationExpiry } from './invitation-expiry.ts';

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
  const t = useWords(invitationsWords);
  const tAccount = useWords(accountWords);
  const locale = useLocale();
  const place = [tAccount(ORG_TYPE_WORD[tenant.org_type]), tenant.city].filter(Boolean).join(' · ');
  const inviter = invitation.invitedBy?.fullName;
  return (
    <Box
      component="li"
      aria-label={t('invitationTo', { name: tenant.name })}
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
          {inviter ? t('invitedBy', { name: inviter }) : t('invited')} ·{' '}
          {invitationExpiry(invitation.expiresAt, t, locale)}
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
          aria-label={t('declineNamed', { name: tenant.name })}
        >
          {t('decline')}
        </Button>
        <Button
          variant="contained"
          onClick={onAccept}
          loading={isAccepting}
          disabled={isDisabled && !isAccepting}
          aria-label={t('acceptNamed', { name: tenant.name })}
        >
          {t('accept')}
        </Button>
      </Box>
    </Box>
  );
}
