import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate } from 'react-router';
import { WizardCard } from '../../../components/wizard/wizard-card.tsx';
import { signupJourney, useSignupDraft, type SignupDraft } from './signup-draft.ts';
import { SignupStepper } from './signup-stepper.tsx';
import { useSignedInEmail } from './use-signed-in-email.ts';
import { redirectForStep } from './signup-progress.ts';
import { stepIndex, type SignedInEmail, type StepKey } from './signup-steps.ts';
import { useAccountTitle } from '../i18n/use-account-title.ts';

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

/** One step of the wizard: the stepper, then the step's card (title from the route table, translated). */
export function WizardStep({ step, draft, signedIn, ...card }: WizardStepProps) {
  const title = useAccountTitle();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <SignupStepper current={step} draft={draft} signedIn={signedIn} />
      <WizardCard titleId={`signup-${step}-title`} title={title} {...card} />
    </Box>
  );
}

/** Sends a visitor who skipped ahead to the first step they have not done. */
export function StepRedirect({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}
