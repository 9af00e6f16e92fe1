import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { MESSAGES, ZPasswordConfirm, ZResetPasswordRequest } from '@dawa/contract';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notify } from '../../../lib/notify.ts';
import { resetPassword } from '../api/account-api.ts';
import { showCodeError } from './code-errors.ts';
import { OtpField } from './otp-field.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/** POST /reset-password's fields, plus the confirmation every password form asks for. */
const ZResetPasswordForm = ZResetPasswordRequest.extend({
  confirm_password: ZPasswordConfirm,
}).refine((v) => v.new_password === v.confirm_password, {
  message: MESSAGES.passwordsMatch,
  path: ['confirm_password'],
});

const FIELDS = ['otp', 'email', 'new_password', 'confirm_password'] as const;

/** The reset code and a new password. `onReset` runs once the API accepted them. */
export function ResetPasswordForm({
  fixedEmail,
  defaultEmail = '',
  onReset,
}: {
  fixedEmail?: string;
  defaultEmail?: string;
  onReset: (account: { email: string; password: string }) => Promise<void> | void;
}) {
  const t = useWords(accountWords);
  const form = useZodForm(ZResetPasswordForm, {
    defaultValues: {
      otp: '',
      email: fixedEmail ?? defaultEmail,
      new_password: '',
      confirm_password: '',
    },
  });
  const submit = form.handleSubmit(async ({ otp, email, new_password }) => {
    let message: string;
    try {
      ({ message } = await resetPassword({ otp, email, new_password }));
    } catch (error) {
      showCodeError(error, form.setError, { codeField: 'otp', fields: FIELDS });
      return;
    }
    notify.success(t('toastPasswordChanged'), { description: message });
    await onReset({ email, password: new_password });
  });
  const hasEmail = Boolean(fixedEmail ?? defaultEmail);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('newPasswordForm')}>
      <Stack spacing={2.5}>
        <EmailField control={form.control} name="email" disabled={fixedEmail !== undefined} />
        <OtpField control={form.control} name="otp" autoFocus={hasEmail} />
        <PasswordField
          control={form.control}
          name="new_password"
          label={t('newPassword')}
          autoComplete="new-password"
          helperText={t('passwordHelper')}
        />
        <PasswordField
          control={form.control}
          name="confirm_password"
          label={t('confirmNewPassword')}
          autoComplete="new-password"
        />
        <SubmitButton pending={form.formState.isSubmitting} fullWidth>
          {t('changePassword')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
