import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import { signupJourney, type SignupDraft } from './signup-draft.ts';
import { firstIncompleteStep } from './signup-progress.ts';
import type { SignedInEmail } from './signup-steps.ts';

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
  const navigate = useNavigate();
  const resume = firstIncompleteStep(draft, signedIn);
  const startOver = () => {
    signupJourney.reset();
    void navigate(SIGNUP_PATHS.plan);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        You have a sign-up in progress
        {draft.signedUp ? ` for ${draft.signedUp.email}` : ''}. Continue where you left off (
        {resume.label}), or start over.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          component={RouterLink}
          to={resume.path}
          variant="contained"
          size="large"
          endIcon={<ArrowForwardOutlined />}
        >
          Continue sign-up
        </Button>
        <Button onClick={startOver} variant="outlined" size="large">
          Start over
        </Button>
      </Stack>
    </Stack>
  );
}
