import { WizardStepper } from '../../../components/wizard/wizard-stepper.tsx';
import type { SignupDraft } from './signup-draft.ts';
import { canOpenStep, isStepDone } from './signup-progress.ts';
import { SIGNUP_STEPS, stepIndex, type SignedInEmail, type StepKey } from './signup-steps.ts';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';

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
  const t = useWords(accountWords);
  const steps = SIGNUP_STEPS.map((s) => ({
    label: t(s.label),
    path: canOpenStep(s.key, draft, signedIn) ? s.path : undefined,
    done: isStepDone(s.key, draft, signedIn),
  }));
  return (
    <WizardStepper label={t('signupSteps')} steps={steps} current={stepIndex(current)} dimSkipped />
  );
}
