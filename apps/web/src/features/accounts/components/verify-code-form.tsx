import Stack from '@mui/material/Stack';
import { ZVerifyOtpRequest } from '@dawa/contract';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { verifyEmail } from '../api/account-api.ts';
import { showCodeError } from './code-errors.ts';
import { OtpField } from './otp-field.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

export interface VerifiedAccount {
  email: string;
  password: string;
}

const FIELDS = ['otp', 'email', 'password', 'confirm_password'] as const;

/**
 * POST /verify-otp: the code from the e-mail and the password to choose, validated with the
 * contract's schema. `onVerified` runs once the API accepted the code (usually: sign in).
 */
export function useVerifyCodeForm({
  email,
  onVerified,
}: {
  email: string;
  onVerified: (account: VerifiedAccount) => Promise<void>;
}) {
  const form = useZodForm(ZVerifyOtpRequest, {
    defaultValues: { otp: '', email, password: '', confirm_password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await verifyEmail(values);
    } catch (error) {
      showCodeError(error, form.setError, { codeField: 'otp', fields: FIELDS });
      return;
    }
    await onVerified({ email: values.email, password: values.password });
  });
  return { form, submit, pending: form.formState.isSubmitting };
}

/** The fields of the verification form; the e-mail only when the visitor types it. */
export function VerifyCodeFields({
  form,
  withEmail,
  autoFocusCode,
}: {
  form: ReturnType<typeof useVerifyCodeForm>['form'];
  withEmail: boolean;
  autoFocusCode?: boolean;
}) {
  const t = useWords(accountWords);
  return (
    <Stack spacing={2.5}>
      {withEmail && <EmailField control={form.control} name="email" />}
      <OtpField control={form.control} name="otp" autoFocus={autoFocusCode} />
      <PasswordField
        control={form.control}
        name="password"
        label={t('choosePassword')}
        autoComplete="new-password"
        helperText={t('passwordHelper')}
      />
      <PasswordField
        control={form.control}
        name="confirm_password"
        label={t('confirmPassword')}
        autoComplete="new-password"
      />
    </Stack>
  );
}
