import { SIGNUP_PATHS } from '../../../lib/signup-journey.ts';
import type en from '../i18n/en.ts';

// The five steps of the sign-up order (docs/product.md#states). When each counts as done is signup-progress.ts:
// it checks the pharmacy's details with the contract's schema, and /signup's first page, which
// lists the steps, does without zod.

export type StepKey = 'plan' | 'details' | 'verify' | 'pharmacy' | 'review';

export interface SignupStep {
  key: StepKey;
  path: string;
  /** Short name in the stepper (a key of the accounts catalogue, docs/i18n.md). */
  label: keyof typeof en & `step${string}`;
}

export const SIGNUP_STEPS: readonly SignupStep[] = [
  { key: 'plan', path: SIGNUP_PATHS.plan, label: 'stepPlan' },
  { key: 'details', path: SIGNUP_PATHS.details, label: 'stepDetails' },
  { key: 'verify', path: SIGNUP_PATHS.verify, label: 'stepVerify' },
  { key: 'pharmacy', path: SIGNUP_PATHS.pharmacy, label: 'stepPharmacy' },
  { key: 'review', path: SIGNUP_PATHS.review, label: 'stepReview' },
];

export const stepIndex = (key: StepKey): number => SIGNUP_STEPS.findIndex((s) => s.key === key);

/** Who is signed in right now (the e-mail), as far as the wizard cares. */
export type SignedInEmail = string | null | undefined;
