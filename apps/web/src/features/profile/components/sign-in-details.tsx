import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import type { TUser } from '@dawa/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { readPendingEmailChange } from '../../../lib/email-change.ts';
import { useJourneysStore } from '../../../stores/journeys-store.ts';
import { useWords } from '../../../i18n/words.ts';
import { profileWords } from '../i18n/index.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

/**
 * How I sign in: my e-mail and my password, each changed only by me and confirmed (a code to the
 * new address, the current password), never by a pharmacy's managers (issue 12).
 */
export function SignInDetails({ user }: { user: TUser }) {
  const t = useWords(profileWords);
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  const [openedAt] = useState(() => Date.now());
  const pending = useJourneysStore((s) => readPendingEmailChange(s, user.id, openedAt));
  return (
    <Card component="section" aria-labelledby="sign-in-details-title" sx={{ maxWidth: 640 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="sign-in-details-title" variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('signInDetails')}
        </Typography>
        <Row
          icon={<AlternateEmailOutlined />}
          label={t('email')}
          value={user.email}
          action={
            <Button variant="outlined" size="small" onClick={() => setDialog('email')}>
              {t('changeEmail')}
            </Button>
          }
        />
        {pending && (
          <Alert
            severity="info"
            sx={{ mt: 1.5, overflowWrap: 'anywhere' }}
            action={
              <Button component={RouterLink} to="/otp" color="inherit" size="small">
                {t('enterCode')}
              </Button>
            }
          >
            {t('codeWentTo', { email: pending.email })}
          </Alert>
        )}
        <Divider sx={{ my: 2 }} />
        <Row
          icon={<PasswordOutlined />}
          label={t('password')}
          value={t('passwordRowHelp')}
          action={
            <Button variant="outlined" size="small" onClick={() => setDialog('password')}>
              {t('changePassword')}
            </Button>
          }
        />
      </CardContent>
      <ChangeEmailDialog user={user} open={dialog === 'email'} onClose={() => setDialog(null)} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
    </Card>
  );
}

function Row({
  icon,
  label,
  value,
  action,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  action: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
        {icon}
      </Box>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
