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
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { memberWords } from '../i18n/index.ts';
import { expiryText } from '../invitation-text.ts';
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
  const t = useWords(memberWords);
  const locale = useLocale();
  const facts: [string, ReactNode][] = [
    [t('email'), invitation.email],
    [t('name'), invitation.full_name],
    [t('role'), <RoleChip key="role" role={invitation.role} />],
    [t('status'), <InvitationStatusChip key="status" status={invitation.status} />],
    [t('expires'), expiryText(invitation.expiresAt, t, locale)],
  ];
  return (
    <Box aria-label={t('invitationSent')} component="section">
      <Alert severity="success" sx={{ mb: 3 }}>
        <AlertTitle>{t('invitationSent')}</AlertTitle>
        {t('invitationSentText', { email: invitation.email, name: pharmacy.name })}
      </Alert>
      <FactList facts={facts} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
        <Button variant="contained" startIcon={<PersonAddAltOutlined />} onClick={onInviteAnother}>
          {t('inviteAnother')}
        </Button>
        <Button component={RouterLink} to="/members?view=invitations" variant="outlined">
          {t('seeInvitations')}
        </Button>
      </Box>
    </Box>
  );
}
