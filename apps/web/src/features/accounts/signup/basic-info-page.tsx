import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TERMS_PATH, ZSignupFields } from '@dawa/contract';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import { signUp } from '../api/account-api.ts';
import { timeNow } from '../components/use-countdown.ts';
import { signupJourney, type AccountDetails, type SignupDraft } from './signup-draft.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { StepRedirect, WizardStep, useStepGuard } from './wizard-step.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';
import { withParts } from '../../../i18n/rich.tsx';

const ZBasicInfo = ZSignupFields.pick({ full_name: true, email: true, phone_number: true });
const FIELDS = ['full_name', 'email', 'phone_number'] as const;

const saveTyped = (account: SignupDraft['account']) => signupJourney.save({ account });

const sameDetails = (a: AccountDetails | undefined, b: AccountDetails) =>
  a !== undefined &&
  a.email === b.email &&
  a.full_name === b.full_name &&
  a.phone_number === b.phone_number;

/**
 * /signup/basic-info: who is signing up. Next registers the account (POST /signup, without the
 * organisation: the pharmacy is set up once the e-mail is verified) and e-mails the code.
 */
export function Component() {
  const t = useWords(accountWords);
  const navigate = useNavigate();
  const { draft, signedIn, redirect } = useStepGuard('details');
  const typed = draft.account ?? draft.signedUp;
  const form = useZodForm(ZBasicInfo, {
    defaultValues: {
      full_name: typed?.full_name ?? '',
      email: typed?.email ?? '',
      phone_number: typed?.phone_number ?? '',
    },
  });
  useDraftAutosave(form.watch, saveTyped);

  const submit = form.handleSubmit(async (details) => {
    // Unchanged details were registered already: the code sent then still works.
    if (!sameDetails(draft.signedUp, details)) {
      try {
        await signUp(details);
      } catch (error) {
        showSubmitError(error, form.setError, FIELDS);
        return;
      }
      const isNewAddress = draft.signedUp?.email !== details.email;
      signupJourney.save({
        signedUp: details,
        account: details,
        ...(isNewAddress ? { codeSentAt: timeNow(), verifiedEmail: undefined } : {}),
      });
    }
    void navigate(SIGNUP_PATHS.verify);
  });
  if (redirect) return <StepRedirect to={redirect} />;

  return (
    <WizardStep
      step="details"
      draft={draft}
      signedIn={signedIn}
      description={t('basicDescription')}
      onSubmit={submit}
      pending={form.formState.isSubmitting}
      backTo={SIGNUP_PATHS.plan}
    >
      <Stack spacing={2.5}>
        <FormTextField
          control={form.control}
          name="full_name"
          label={t('fullName')}
          autoComplete="name"
        />
        <EmailField control={form.control} name="email" helperText={t('emailHelper')} />
        <FormTextField
          control={form.control}
          name="phone_number"
          label={t('phoneNumber')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+251911223344"
          helperText={t('phoneHelper')}
        />
        <Typography variant="body2" color="textSecondary">
          {withParts(t('agreeToTerms'), {
            terms: (
              <Link component={RouterLink} to={TERMS_PATH} target="_blank" rel="noopener">
                {t('termsLink')}
              </Link>
            ),
          })}
        </Typography>
      </Stack>
    </WizardStep>
  );
}
