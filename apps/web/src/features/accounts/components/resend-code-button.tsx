import { useState } from 'react';
import Button from '@mui/material/Button';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { sendVerificationCode } from '../api/account-api.ts';
import { formatSeconds, useCountdown } from './use-countdown.ts';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/** The API sends at most one code a minute per e-mail. */
export const RESEND_COOLDOWN_MS = 60_000;

/**
 * "Resend code", counting down the 60 s cooldown from the last code sent. The answer is the API's
 * neutral message, whatever the e-mail.
 */
export function ResendCodeButton({
  email,
  sentAt,
  onSent,
  disabled = false,
}: {
  email: string;
  /** While the e-mail is not a valid address yet. */
  disabled?: boolean;
  /** When the last code went out, if known. */
  sentAt: number | undefined;
  onSent: (at: number) => void;
}) {
  const t = useWords(accountWords);
  const [pending, setPending] = useState(false);
  const left = useCountdown(
    sentAt === undefined ? undefined : sentAt + RESEND_COOLDOWN_MS,
    RESEND_COOLDOWN_MS / 1000,
  );
  const resend = async () => {
    setPending(true);
    try {
      const { message } = await sendVerificationCode(email);
      onSent(Date.now());
      notify.success(t('toastCodeSent'), { description: message });
    } catch (error) {
      notify.error(t('toastNoNewCode'), { description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      onClick={() => void resend()}
      disabled={disabled || left > 0 || pending}
      loading={pending}
      startIcon={<ReplayOutlined />}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {left > 0 ? t('resendCodeIn', { time: formatSeconds(left) }) : t('resendCode')}
    </Button>
  );
}
