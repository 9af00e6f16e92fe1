import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { TSessionResponse } from '@dawa/contract';
import { showSubmitError } from '../form/api-errors.ts';
import { PasswordInput } from '../form/password-input.tsx';
import { SubmitButton } from '../form/submit-button.tsx';
import { useTextForm } from '../form/use-text-form.ts';
import { api } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { completeSignIn, type PharmacyOutcome } from '../../lib/sign-in.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { EmailInput } from '../form/email-input.tsx';
import { formWords } from '../../i18n/form/index.ts';
import { useWords } from '../../i18n/words.ts';

const loginSchema = () => import('./sign-in-schema.ts').then((m) => m.ZLoginWithPasswordRequest);

/**
 * E-mail and password sign-in, in the login dialog and on /login. A refused sign-in keeps the
 * typed e-mail and says why under the password; `onSignedIn` decides where to go next. Without
 * react-hook-form (components/form/use-text-form.ts): it is the form of a first page.
 */
export function EmailSignInForm({
  onSignedIn,
  onLeave,
}: {
  onSignedIn?: (outcome: PharmacyOutcome) => void;
  /** Called when a link leads away (the dialog closes itself). */
  onLeave?: () => void;
}) {
  const form = useTextForm(loginSchema, { email: '', password: '' });
  const setFlag = useAppStore((s) => s.setFlag);
  const t = useWords(formWords);
  const submit = form.handleSubmit(async (values) => {
    try {
      const session = await api<TSessionResponse>({ method: 'POST', path: '/login', body: values });
      onSignedIn?.(await completeSignIn(session));
    } catch (error) {
      setFlag('loadingAuthentication', false);
      if (error instanceof ApiError && error.status === 401) {
        form.setError(
          'password',
          { type: 'server', message: error.message },
          { shouldFocus: true },
        );
      } else {
        showSubmitError(error, form.setError, ['email', 'password']);
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('signIn')}>
      <Stack spacing={2}>
        <EmailInput {...form.field('email')} />
        <PasswordInput {...form.field('password')} label={t('password')} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/forget-password-request" onClick={onLeave}>
            {t('forgotPassword')}
          </Link>
          <Link component={RouterLink} to="/signup" onClick={onLeave}>
            {t('createAccount')}
          </Link>
        </Box>
        <SubmitButton pending={form.isSubmitting} fullWidth>
          {t('signIn')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
