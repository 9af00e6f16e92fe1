import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ZSendOtpRequest } from '@dawa/contract';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notify } from '../../../lib/notify.ts';
import { sendVerificationCode } from '../api/account-api.ts';
import { AccountCard } from '../components/account-card.tsx';
import { timeNow } from '../components/use-countdown.ts';
import type { CodeSentState } from './verify-otp-page.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/**
 * /resend-otp: a new verification code for an e-mail waiting for one (?email= prefills it); then
 * on to /verify-otp to enter it.
 */
export function Component() {
  const t = useWords(accountWords);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useZodForm(ZSendOtpRequest, {
    defaultValues: { email: params.get('email') ?? '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await sendVerificationCode(email);
      notify.success(t('toastCheckEmail'), { description: message });
      await navigate(`/verify-otp?email=${encodeURIComponent(email)}`, {
        state: { sentAt: timeNow() } satisfies CodeSentState,
      });
    } catch (error) {
      showSubmitError(error, form.setError, ['email']);
    }
  });
  const email = form.watch('email');
  return (
    <AccountCard
      description={t('resendDescription')}
      footer={
        <>
          <Link
            component={RouterLink}
            to={email ? `/verify-otp?email=${encodeURIComponent(email)}` : '/verify-otp'}
          >
            {t('haveCode')}
          </Link>
          <Link component={RouterLink} to="/login">
            {t('backToSignIn')}
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={t('newCodeForm')}>
        <Stack spacing={2.5}>
          <EmailField control={form.control} name="email" autoFocus />
          <SubmitButton pending={form.formState.isSubmitting} fullWidth>
            {t('sendCode')}
          </SubmitButton>
        </Stack>
      </Box>
    </AccountCard>
  );
}
