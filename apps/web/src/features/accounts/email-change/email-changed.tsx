import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/** The change is done: say what the e-mail is now, and that other devices were signed out. */
export function EmailChanged({ email }: { email: string }) {
  const t = useWords(accountWords);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
        <AlertTitle>{t('emailNow', { email })}</AlertTitle>
        {t('emailChangedBody', { email })}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/profile" variant="contained">
          {t('backToProfile')}
        </Button>
        <Button component={RouterLink} to="/dashboard">
          {t('dashboard')}
        </Button>
      </Box>
    </Box>
  );
}
