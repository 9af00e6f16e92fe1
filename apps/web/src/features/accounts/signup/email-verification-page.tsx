import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ZLoginWithPasswordRequest } from '@dawa/contract';
import { errorMessage, showSubmitError } from '../../../components/form/api-errors.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { completePendingFavourite } from '../../../lib/pending-favourite.ts';
import { getQueryClient } from '../../../lib/session.ts';
import { startSession } from '../../../lib/auth-session.ts';
import { notify } from '../../../lib/notify.ts';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import { signInWithPassword } from '../api/account-api.ts';
import { ResendCodeButton } from '../components/resend-code-button.tsx';
import {
  VerifyCodeFields,
  useVerifyCodeForm,
  type VerifiedAccount,
} from '../components/verify-code-form.tsx';
import { signupJourney, type SignupDraft } from './signup-draft.ts';
import { StepRedirect, WizardStep, useStepGuard } from './wizard-step.tsx';
import type { SignedInEmail } from './signup-steps.ts';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';
import { withParts } from '../../../i18n/rich.tsx';

/**
 * Signs the verified account in and moves on to the pharmacy. The journey learns the e-mail is
 * verified first, so the guest-only gate lets the now signed-in user stay in the wizard.
 */
async function signInAndContinue(
  { email, password }: VerifiedAccount,
  goOn: () => void,
): Promise<void> {
  signupJourney.save({ verifiedEmail: email });
  const session = await signInWithPassword(email, password);
  startSession(session);
  // A listing hearted before signing up is saved now; the review step brings them back to it.
  void completePendingFavourite(getQueryClient());
  goOn();
}

/**
 * /signup/email-verification: the code from the e-mail and a password (POST /verify-otp), then
 * signed in (POST /login). "Resend code" counts down the 60 s between codes.
 */
export function Component() {
  const navigate = useNavigate();
  const { draft, signedIn, redirect } = useStepGuard('verify');
  if (redirect || !draft.signedUp) return <StepRedirect to={redirect ?? SIGNUP_PATHS.details} />;
  const email = draft.signedUp.email;
  const goOn = () => void navigate(SIGNUP_PATHS.pharmacy);
  // Verified earlier, but the session is gone (signed out, or the sign-in failed): sign in.
  if (draft.verifiedEmail === email)
    return <SignInToContinue email={email} draft={draft} signedIn={signedIn} goOn={goOn} />;
  return <VerifyStep email={email} draft={draft} signedIn={signedIn} goOn={goOn} />;
}

interface StepProps {
  email: string;
  draft: SignupDraft;
  signedIn: SignedInEmail;
  goOn: () => void;
}

function VerifyStep({ email, draft, signedIn, goOn }: StepProps) {
  const t = useWords(accountWords);
  const { form, submit, pending } = useVerifyCodeForm({
    email,
    onVerified: async (account) => {
      try {
        await signInAndContinue(account, goOn);
      } catch (error) {
        notify.error(t('toastVerifiedSignInFailed'), {
          description: errorMessage(error),
        });
      }
    },
  });
  return (
    <WizardStep
      step="verify"
      draft={draft}
      signedIn={signedIn}
      description={withParts(t('verifyStepDescription'), {
        email: (
          <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
            {email}
          </Box>
        ),
      })}
      onSubmit={submit}
      pending={pending}
      nextLabel={t('verify')}
      backTo={SIGNUP_PATHS.details}
    >
      <VerifyCodeFields form={form} withEmail={false} autoFocusCode />
      <Box
        sx={{
          mt: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography variant="body2" color="textSecondary">
          {withParts(t('noCodeCheckSpam'), {
            link: (
              <Link component={RouterLink} to={SIGNUP_PATHS.details}>
                {t('fixEmailLink')}
              </Link>
            ),
          })}
        </Typography>
        <ResendCodeButton
          email={email}
          sentAt={draft.codeSentAt}
          onSent={(at) => signupJourney.save({ codeSentAt: at })}
        />
      </Box>
    </WizardStep>
  );
}

function SignInToContinue({ email, draft, signedIn, goOn }: StepProps) {
  const t = useWords(accountWords);
  const form = useZodForm(ZLoginWithPasswordRequest, { defaultValues: { email, password: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await signInAndContinue(values, goOn);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        form.setError(
          'password',
          { type: 'server', message: error.message },
          { shouldFocus: true },
        );
      else showSubmitError(error, form.setError, ['password']);
    }
  });
  return (
    <WizardStep
      step="verify"
      draft={draft}
      signedIn={signedIn}
      description={t('signInToContinue')}
      onSubmit={submit}
      pending={form.formState.isSubmitting}
      nextLabel={t('signIn')}
    >
      <Stack spacing={2.5}>
        <Alert severity="success">{t('emailIsVerified', { email })}</Alert>
        <PasswordField control={form.control} name="password" label={t('password')} autoFocus />
        <Link component={RouterLink} to="/forget-password-request" variant="body2">
          {t('forgotPasswordLink')}
        </Link>
      </Stack>
    </WizardStep>
  );
}
