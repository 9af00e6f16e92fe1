import { ZCreateTenantRequest } from '@dawa/contract';
import type { SignupDraft } from './signup-draft.ts';
import {
  SIGNUP_STEPS,
  stepIndex,
  type SignedInEmail,
  type SignupStep,
  type StepKey,
} from './signup-steps.ts';

// When each sign-up step counts as done, and where a visitor who skipped ahead belongs.

const sameEmail = (a: string | undefined, b: SignedInEmail) =>
  a !== undefined && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

export function isStepDone(key: StepKey, draft: SignupDraft, signedIn: SignedInEmail): boolean {
  switch (key) {
    case 'plan':
      return draft.org_type !== undefined;
    case 'details':
      return draft.signedUp !== undefined;
    case 'verify':
      return sameEmail(draft.verifiedEmail, signedIn);
    case 'pharmacy':
      return draft.pharmacyDone === true && ZCreateTenantRequest.safeParse(draft.pharmacy).success;
    case 'review':
      return false;
  }
}

/** Once the account is verified and signed in, its creation steps are behind the user. */
export function isStepLocked(key: StepKey, draft: SignupDraft, signedIn: SignedInEmail): boolean {
  return (
    (key === 'plan' || key === 'details' || key === 'verify') &&
    isStepDone('verify', draft, signedIn)
  );
}

/** The first step not done yet (review when all are). */
export function firstIncompleteStep(draft: SignupDraft, signedIn: SignedInEmail): SignupStep {
  return (
    SIGNUP_STEPS.find((s) => !isStepDone(s.key, draft, signedIn)) ??
    (SIGNUP_STEPS[SIGNUP_STEPS.length - 1] as SignupStep)
  );
}

/** A step may be opened when every step before it is done and it is not locked. */
export function canOpenStep(key: StepKey, draft: SignupDraft, signedIn: SignedInEmail): boolean {
  const index = stepIndex(key);
  return (
    !isStepLocked(key, draft, signedIn) &&
    SIGNUP_STEPS.slice(0, index).every((s) => isStepDone(s.key, draft, signedIn))
  );
}

/** Where to send someone opening `key`: null when they may stay. */
export function redirectForStep(
  key: StepKey,
  draft: SignupDraft,
  signedIn: SignedInEmail,
): string | null {
  if (canOpenStep(key, draft, signedIn)) return null;
  return firstIncompleteStep(draft, signedIn).path;
}
