import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ZSendResetRequest } from '@dawa/contract';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notify } from '../../../lib/notify.ts';
import { requestPasswordReset } from '../api/account-api.ts';
import { EmailField } from '../../../components/form/email-field.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/**
 * POST /send-email-reset-password. The answer is the same for any e-mail; it is shown as it is.
 * With `fixedEmail` (a signed-in user) the address is shown, not typed.
 */
export function RequestResetForm({
  fixedEmail,
  defaultEmail = '',
  onSent,
}: {
  fixedEmail?: string;
  defaultEmail?: string;
  onSent: (email: string) => void;
}) {
  const t = useWords(accountWords);
  const form = useZodForm(ZSendResetRequest, {
    defaultValues: { email: fixedEmail ?? defaultEmail },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await requestPasswordReset(email);
      notify.success(t('toastCheckEmail'), { description: message });
      onSent(email);
    } catch (error) {
      showSubmitError(error, form.setError, ['email']);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('resetCodeForm')}>
      <Stack spacing={2.5}>
        <EmailField
          control={form.control}
          name="email"
          disabled={fixedEmail !== undefined}
          autoFocus={fixedEmail === undefined}
          helperText={t('resetCodeHelper')}
        />
        <SubmitButton pending={form.formState.isSubmitting} fullWidth>
          {t('sendResetCode')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
