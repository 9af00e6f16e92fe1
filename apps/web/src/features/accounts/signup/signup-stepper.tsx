import { WizardStepper } from '../../../components/wizard/wizard-stepper.tsx';
import type { SignupDraft } from './signup-draft.ts';
import { canOpenStep, isStepDone } from './signup-progress.ts';
import { SIGNUP_STEPS, stepIndex, type SignedInEmail, type StepKey } from './signup-steps.ts';

/** Where the visitor is among the five sign-up steps; done and reachable ones are links. */
export function SignupStepper({
  current,
  draft,
  signedIn,
}: {
  current: StepKey;
  draft: SignupDraft;
  signedIn: SignedInEmail;
}) {
  const steps = SIGNUP_STEPS.map((s) => ({
    label: s.label,
    path: canOpenStep(s.key, draft, signedIn) ? s.path : undefined,
    done: isStepDone(s.key, draft, signedIn),
  }));
  return (
    <WizardStepper label="Sign-up steps" steps={steps} current={stepIndex(current)} dimSkipped />
  );
}
