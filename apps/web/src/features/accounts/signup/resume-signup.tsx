import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import { signupJourney, type SignupDraft } from './signup-draft.ts';
import { firstIncompleteStep } from './signup-progress.ts';
import type { SignedInEmail } from './signup-steps.ts';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

/**
 * /signup for someone with a sign-up left half-way: continue at the first step not done, or start
 * over. Loaded only then (with zod, which the progress check needs): a newcomer does without both.
 */
export default function ResumeSignup({
  draft,
  signedIn,
}: {
  draft: SignupDraft;
  signedIn: SignedInEmail;
}) {
  const t = useWords(accountWords);
  const navigate = useNavigate();
  const resume = firstIncompleteStep(draft, signedIn);
  const startOver = () => {
    signupJourney.reset();
    void navigate(SIGNUP_PATHS.plan);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        {draft.signedUp
          ? t('resumeInProgressFor', { email: draft.signedUp.email, step: t(resume.label) })
          : t('resumeInProgress', { step: t(resume.label) })}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          component={RouterLink}
          to={resume.path}
          variant="contained"
          size="large"
          endIcon={<ArrowForwardOutlined />}
        >
          {t('continueSignup')}
        </Button>
        <Button onClick={startOver} variant="outlined" size="large">
          {t('startOver')}
        </Button>
      </Stack>
    </Stack>
  );
}
