import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ZEmailChangeConfirmRequest, type TUser } from '@dawa/contract';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  confirmEmailChange,
  endEmailChange,
  type PendingEmailChange,
} from '../../../lib/email-change.ts';
import { showCodeError } from '../components/code-errors.ts';
import { OtpField } from '../components/otp-field.tsx';
import { ResendEmailChange } from './resend-email-change.tsx';
import { useWords } from '../../../i18n/words.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { accountWords } from '../i18n/index.ts';
import { codeExpiry } from './code-expiry.ts';

/**
 * The code sent to the new address (POST /user/email-change/confirm). Accepted, the account's
 * e-mail is the new one and its other sessions are over; `onChanged` shows that.
 */
export function ConfirmEmailChange({
  change,
  onChanged,
}: {
  change: PendingEmailChange;
  onChanged: (user: TUser) => void;
}) {
  const t = useWords(accountWords);
  const locale = useLocale();
  const navigate = useNavigate();
  const [taken, setTaken] = useState<string | null>(null);
  const form = useZodForm(ZEmailChangeConfirmRequest, { defaultValues: { otp: '' } });
  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      onChanged(await confirmEmailChange(otp));
    } catch (error) {
      // Someone took the address since the code went out: this change cannot finish.
      if (error instanceof ApiError && error.status === 409) {
        setTaken(error.message);
        return;
      }
      showCodeError(error, form.setError, { codeField: 'otp', fields: ['otp'] });
    }
  });
  const startOver = () => {
    endEmailChange();
    void navigate('/profile/detail');
  };

  if (taken) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={startOver}>
            {t('chooseAnother')}
          </Button>
        }
      >
        {taken}
      </Alert>
    );
  }
  return (
    <Stack spacing={2.5}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('confirmNewEmail')}
      >
        <Stack spacing={2.5}>
          <OtpField
            control={form.control}
            name="otp"
            autoFocus
            helperText={t('codeSentToExpiry', {
              email: change.email,
              expiry: codeExpiry(t, locale, change.expiresAt),
            })}
          />
          <SubmitButton pending={form.formState.isSubmitting} fullWidth>
            {t('confirmNewEmail')}
          </SubmitButton>
        </Stack>
      </Box>
      <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{t('noCodeSpamFolder')}</Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <ResendEmailChange change={change} />
        <Button color="inherit" onClick={startOver}>
          {t('useAnotherAddress')}
        </Button>
      </Box>
    </Stack>
  );
}
