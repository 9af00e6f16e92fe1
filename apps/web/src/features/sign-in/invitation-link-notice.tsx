import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useWords } from '../../i18n/words.ts';
import { signInWords } from './i18n/index.ts';

/** On /login opened from an old invitation link: where invitations are answered now (issue 12). */
export default function InvitationLinkNotice() {
  const t = useWords(signInWords);
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>{t('invitationTitle')}</AlertTitle>
      {t('invitationBody')}
    </Alert>
  );
}
