import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  rememberedPassword,
  requestEmailChange,
  type PendingEmailChange,
} from '../../../lib/email-change.ts';
import { notify } from '../../../lib/notify.ts';
import { RESEND_COOLDOWN_MS } from '../components/resend-code-button.tsx';
import { formatSeconds, useCountdown } from '../components/use-countdown.ts';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/**
 * "Resend code" for an e-mail change: asks POST /user/email-change again, which needs the current
 * password when the account has one. It is kept in memory only, so after a reload (or when the
 * API refuses it) the password is asked for here. Counts down the 60 s between codes.
 */
export function ResendEmailChange({ change }: { change: PendingEmailChange }) {
  const t = useWords(accountWords);
  const [pending, setPending] = useState(false);
  const [askPassword, setAskPassword] = useState(
    () => change.withPassword && rememberedPassword() === undefined,
  );
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const left = useCountdown(change.sentAt + RESEND_COOLDOWN_MS, RESEND_COOLDOWN_MS / 1000);

  const resend = async () => {
    const typed = askPassword ? password : rememberedPassword();
    if (askPassword && !typed) {
      setPasswordError(t('enterCurrentPassword'));
      return;
    }
    setPending(true);
    setPasswordError(null);
    try {
      const started = await requestEmailChange(change.userId, {
        email: change.email,
        ...(typed ? { password: typed } : {}),
      });
      setAskPassword(false);
      setPassword('');
      notify.success(t('toastNewCodeSent'), { description: started.message });
    } catch (error) {
      // The password is missing or wrong (a field issue on it): ask for it here.
      const isPasswordRefused =
        error instanceof ApiError &&
        error.status === 400 &&
        (error.issues?.some((i) => i.path === 'password') ?? false);
      if (isPasswordRefused) {
        setAskPassword(true);
        setPasswordError(error.message);
      } else notify.error(t('toastNoNewCode'), { description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {askPassword && (
        <TextField
          type="password"
          label={t('currentPassword')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError !== null}
          helperText={passwordError ?? t('passwordNeededForCode')}
          fullWidth
        />
      )}
      <Box>
        <Button
          onClick={() => void resend()}
          disabled={left > 0 || pending}
          loading={pending}
          startIcon={<ReplayOutlined />}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {left > 0 ? t('resendCodeIn', { time: formatSeconds(left) }) : t('resendCode')}
        </Button>
      </Box>
    </Box>
  );
}
