import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import { Link as RouterLink, Navigate } from 'react-router';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useRouteTitle } from '../../../components/page/use-document-title.ts';
import { selectIsAuthenticated, useAuthStore } from '../../../stores/auth-store.ts';
import { signupJourney, useSignupDraft, type SignupDraft } from './signup-draft.ts';
import { SignupStepper } from './signup-stepper.tsx';
import { redirectForStep, stepIndex, type SignedInEmail, type StepKey } from './signup-steps.ts';

/** The e-mail of the signed-in user, if anyone is signed in. */
export function useSignedInEmail(): SignedInEmail {
  return useAuthStore((s) => (selectIsAuthenticated(s) ? s.userInfo?.email : null));
}

/** The draft, who is signed in, and where to go instead of this step (null: stay). */
export function useStepGuard(step: StepKey): {
  draft: SignupDraft;
  signedIn: SignedInEmail;
  redirect: string | null;
} {
  const { draft } = useSignupDraft();
  const signedIn = useSignedInEmail();
  const redirect = redirectForStep(step, draft, signedIn);
  useEffect(() => {
    if (redirect === null) signupJourney.setStep(stepIndex(step));
  }, [redirect, step]);
  return { draft, signedIn, redirect };
}

interface WizardStepProps {
  step: StepKey;
  draft: SignupDraft;
  signedIn: SignedInEmail;
  description: ReactNode;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  nextLabel?: string;
  /** The previous step's path; none when there is no way back. */
  backTo?: string;
}

/**
 * One step of the wizard: the stepper, the step's card (title from the route table), and the
 * Back/Next bar, which stays at the bottom of the screen on phones.
 */
export function WizardStep({
  step,
  draft,
  signedIn,
  description,
  children,
  onSubmit,
  pending,
  nextLabel = 'Next',
  backTo,
}: WizardStepProps) {
  const title = useRouteTitle();
  const titleId = `signup-${step}-title`;
  // Each step starts at its top (Next was pressed at the bottom of the previous one).
  useEffect(() => {
    window.scrollTo({ top: 0 }); // (newer Chromium answers a promise: never return it as a cleanup)
  }, [step]);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <SignupStepper current={step} draft={draft} signedIn={signedIn} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h1" id={titleId} sx={{ mb: 1 }}>
              {title}
            </Typography>
            <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
              {description}
            </Typography>
            {children}
          </CardContent>
        </Card>
        <Box
          sx={{
            position: { xs: 'sticky', sm: 'static' },
            bottom: 0,
            zIndex: 2,
            mx: { xs: -2, sm: 0 },
            mt: { xs: 2, sm: 3 },
            px: { xs: 2, sm: 0 },
            py: { xs: 1.5, sm: 0 },
            bgcolor: { xs: 'background.paper', sm: 'transparent' },
            borderTop: { xs: 1, sm: 0 },
            borderColor: 'divider',
            display: 'flex',
            gap: 1.5,
            justifyContent: 'space-between',
          }}
        >
          {backTo ? (
            <Button
              component={RouterLink}
              to={backTo}
              variant="outlined"
              size="large"
              startIcon={<ArrowBackOutlined />}
              sx={{ flex: '0 0 auto', minWidth: { xs: 104, sm: 120 } }}
            >
              Back
            </Button>
          ) : (
            <span />
          )}
          <SubmitButton
            pending={pending}
            endIcon={<ArrowForwardOutlined />}
            sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: { sm: 160 }, whiteSpace: 'nowrap' }}
          >
            {nextLabel}
          </SubmitButton>
        </Box>
      </Box>
    </Box>
  );
}

/** Sends a visitor who skipped ahead to the first step they have not done. */
export function StepRedirect({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}
