import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ZEmail } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { startSession } from '../../../lib/auth-session.ts';
import { notify } from '../../../lib/notify.ts';
import { completeSignIn, destinationAfterSignIn } from '../../../lib/sign-in.ts';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import { signInWithPassword } from '../api/account-api.ts';
import { AccountCard } from '../components/account-card.tsx';
import { ResendCodeButton } from '../components/resend-code-button.tsx';
import { VerifyCodeFields, useVerifyCodeForm } from '../components/verify-code-form.tsx';
import { signupJourney, useSignupDraft } from '../signup/signup-draft.ts';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/** Navigation state from /resend-otp: when the code it asked for went out. */
export interface CodeSentState {
  sentAt?: number;
}

/**
 * /verify-otp: an e-mail's code and a new password, for anyone holding a code (a sign-up left
 * unfinished); ?email= prefills the address. Verified, the account is signed in.
 */
export function Component() {
  const t = useWords(accountWords);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { draft } = useSignupDraft();
  const [sentAt, setSentAt] = useState((location.state as CodeSentState | null)?.sentAt);
  const { form, submit, pending } = useVerifyCodeForm({
    email: params.get('email') ?? '',
    onVerified: async ({ email, password }) => {
      try {
        const session = await signInWithPassword(email, password);
        // The wizard's own account: back to the wizard, to set up the pharmacy.
        if (draft.signedUp?.email === email) {
          signupJourney.save({ verifiedEmail: email });
          startSession(session);
          await navigate(SIGNUP_PATHS.pharmacy, { replace: true });
          return;
        }
        await navigate(destinationAfterSignIn(null, await completeSignIn(session)), {
          replace: true,
        });
      } catch (error) {
        notify.error(t('toastVerifiedSignIn'), {
          description: errorMessage(error),
        });
        await navigate(`/login?email=${encodeURIComponent(email)}`);
      }
    },
  });
  const email = form.watch('email');
  const isEmailValid = ZEmail.safeParse(email).success;

  return (
    <AccountCard
      description={t('verifyOtpDescription')}
      footer={
        <>
          <Link component={RouterLink} to="/login">
            {t('backToSignIn')}
          </Link>
          <Link component={RouterLink} to="/signup">
            {t('titleSignup')}
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={t('titleVerifyEmail')}>
        <VerifyCodeFields form={form} withEmail autoFocusCode={Boolean(params.get('email'))} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 1.5 }}>
          <ResendCodeButton
            email={email}
            disabled={!isEmailValid}
            sentAt={sentAt}
            onSent={setSentAt}
          />
        </Box>
        <SubmitButton pending={pending} fullWidth>
          {t('verifyAndSignIn')}
        </SubmitButton>
      </Box>
    </AccountCard>
  );
}
